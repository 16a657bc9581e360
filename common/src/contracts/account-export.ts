/**
 * "Export everything" (docs/product/accounts-and-sessions.md "Account deletion": offered before an
 * account is deleted): a ZIP of the user's vault originals, messages with their recordings and
 * letters, family tree (GEDZIP), last wishes, a JSON index and an offline HTML page, built as a
 * job. Shared by the server and the /settings section.
 */
import { z } from 'zod';

/** How long a finished export can be downloaded, in days; the maintenance job deletes it afterwards. */
export const EXPORT_DOWNLOAD_VALID_DAYS = 7;

export const EXPORT_STATUSES = ['pending', 'running', 'ready', 'failed', 'expired'] as const;

export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** One export as the owner sees it. */
export const accountExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  /** 0–100 while it is built. */
  progress: z.number().int().min(0).max(100),
  /** What the job is doing now ("Adding your memory vault (12 of 40)"). */
  step: z.string(),
  /** The ZIP's size in bytes once ready. */
  sizeBytes: z.number().int().nullable(),
  fileName: z.string(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the download stops working (ready exports). */
  expiresAt: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
});

export type AccountExport = z.infer<typeof accountExportSchema>;

/** GET /api/account/exports/:id/download address. */
export const exportParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /api/account/exports/latest answer: the latest export, or null before the first. */
export const latestExportSchema = z.object({ export: accountExportSchema.nullable() });

export const EXPORT_MESSAGES = {
  notFound: 'We could not find that export.',
  notReady: 'This export is still being prepared. We will e-mail you when it is ready.',
  expired: `This export has expired: downloads work for ${EXPORT_DOWNLOAD_VALID_DAYS} days. Start a new export on the Settings page.`,
  failed: 'This export could not be finished. Start a new export on the Settings page.',
} as const;
