/** The public shape of an export (common/contracts/account-export.ts): never the stored row. */
import type { AccountExport } from '@heirloom/common/contracts/account-export';
import type { ExportRow } from './account-export.repository';

/** The export's file name: "heirloom-export-2026-11-26.zip" (the product's name, the day it was asked for). */
export const exportFileName = (productName: string, row: Pick<ExportRow, 'created_at'>) =>
  `${productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-export-${row.created_at.slice(0, 10)}.zip`;

/** An export as its owner sees it at `now`: a ready one past its time reads as expired. */
export function presentExport(row: ExportRow, productName: string, now: Date): AccountExport {
  const isExpired = row.status === 'expired' || (row.status === 'ready' && row.expires_at! <= now.toISOString());
  const status = isExpired ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    progress: row.progress,
    step: row.step,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    fileName: exportFileName(productName, row),
    createdAt: row.created_at,
    readyAt: row.ready_at,
    expiresAt: row.expires_at,
    downloadUrl: status === 'ready' ? `/api/account/exports/${row.id}/download` : null,
    error: row.error,
  };
}
