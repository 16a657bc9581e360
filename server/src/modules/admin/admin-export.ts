/**
 * The admin CSV exports (GET /api/admin/export/{kind}, docs/product/admin.md "Database tab")
 * written by csv-stringify with a header row and `escape_formulas`: a cell starting with =, +, -,
 * @, tab or carriage return gets a leading quote so a spreadsheet shows it as text instead of
 * running it (OWASP "CSV Injection").
 */
import { stringify } from 'csv-stringify/sync';
import type { AdminExportKind } from '@heirloom/common/contracts/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { findExportRows } from './admin.repository';

/** The columns of each export, in order (the names findExportRows selects). */
const EXPORT_COLUMNS: Record<AdminExportKind, string[]> = {
  users: ['id', 'username', 'email', 'role', 'createdAt', 'suspendedAt'],
  memories: ['id', 'ownerEmail', 'kind', 'collection', 'createdAt', 'trashedAt'],
  messages: ['id', 'ownerEmail', 'kind', 'status', 'deliverAt', 'deliveredAt', 'createdAt'],
};

/** @returns the CSV text of every row of `kind` (UTF-8, CRLF line ends, header first) */
export async function buildExportCsv(db: Kysely<Database>, kind: AdminExportKind): Promise<string> {
  const rows = await findExportRows(db, kind);
  return stringify(rows, {
    header: true,
    columns: EXPORT_COLUMNS[kind],
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}
