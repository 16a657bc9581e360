/**
 * The admin panel's calls: stats, users, system settings and CSV exports
 * (docs/product/api-conventions.md "Admin calls"), and the user actions, analytics, table sizes and
 * backup (docs/product/admin.md).
 */
import { z } from 'zod';
import { DEFAULT_MAX_FILE_SIZE_MB } from '../domain/constants';

/** GET /api/admin/stats: totalRevenue in dollars. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalMemories: z.number().int(),
  totalVoiceMessages: z.number().int(),
  totalRevenue: z.number(),
  activeSubscriptions: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** One row of GET /api/admin/users; subscriptionPlan empty means "free". */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  subscriptionPlan: z.string(),
  createdAt: z.string(),
  role: z.enum(['user', 'admin']),
  isSuspended: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Users shown per page of the Users tab. */
export const ADMIN_USERS_PAGE_SIZE = 20;

/** GET /api/admin/users query: a search over e-mail and username, and the page (from 1). */
export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** The largest upload size an administrator may set, in MB (10 GB: beyond it tus resumes are impractical). */
export const MAX_FILE_SIZE_LIMIT_MB = 10_240;

/**
 * The system settings, with their defaults (docs/product/admin.md "Settings"); maxFileSize is whole
 * MB, read as an integer.
 */
export const systemSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  registrationEnabled: z.boolean(),
  maxFileSize: z
    .number({ message: 'Max file size must be a whole number of MB.' })
    .int('Max file size must be a whole number of MB.')
    .min(1, 'Max file size must be at least 1 MB.')
    .max(MAX_FILE_SIZE_LIMIT_MB, `Max file size can be at most ${MAX_FILE_SIZE_LIMIT_MB} MB.`),
  emailNotifications: z.boolean(),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  maintenanceMode: false,
  registrationEnabled: true,
  maxFileSize: DEFAULT_MAX_FILE_SIZE_MB,
  emailNotifications: true,
};

/** The answers the settings take effect with (docs/product/admin.md "Settings take effect"). */
export const SYSTEM_SETTINGS_MESSAGES = {
  registrationClosed: 'New accounts cannot be created right now. Please try again later.',
  maintenance: 'We are doing some maintenance. Your data is safe; please try again in a little while.',
  suspended: 'This account has been suspended. Please contact support.',
} as const;

/** The CSV exports: GET /api/admin/export/{kind}. */
export const ADMIN_EXPORT_KINDS = ['users', 'memories', 'messages'] as const;
export const adminExportParamsSchema = z.object({ kind: z.enum(ADMIN_EXPORT_KINDS) });
export type AdminExportKind = (typeof ADMIN_EXPORT_KINDS)[number];

/** The file name of an export: "{kind}-export-{YYYY-MM-DD}.csv" (UTC date). */
export function exportFileName(kind: AdminExportKind, at: Date): string {
  return `${kind}-export-${at.toISOString().slice(0, 10)}.csv`;
}

export const adminUserParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** GET /api/admin/analytics: one row per calendar month (UTC), oldest first; revenue in dollars. */
export const adminAnalyticsMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/u),
  signUps: z.number().int(),
  messagesScheduled: z.number().int(),
  messagesDelivered: z.number().int(),
  memoriesAdded: z.number().int(),
  revenue: z.number(),
});
export const adminAnalyticsSchema = z.object({ months: z.array(adminAnalyticsMonthSchema) });
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** GET /api/admin/refunds: money-back refunds, newest first, at most ADMIN_REFUNDS_SHOWN. */
export const adminRefundsSchema = z.object({
  refunds: z.array(
    z.object({
      id: z.string(),
      userId: z.string(),
      email: z.string(),
      amountDollars: z.number(),
      /** A test-mode record: no card was charged, nothing was paid back. */
      isTest: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminRefunds = z.infer<typeof adminRefundsSchema>;

/** Refunds the Analytics tab lists. */
export const ADMIN_REFUNDS_SHOWN = 50;

/** Months the Analytics tab shows, this one included. */
export const ADMIN_ANALYTICS_MONTHS = 6;

/** The most missing files the Database tab lists. */
export const ADMIN_MISSING_FILES_SHOWN = 50;

/**
 * A stored file found missing from the media store when someone asked for it: its key, the record
 * it belongs to (null for a file of no record, such as an export), whose it is, what uses it
 * ("Vault item “Grandma's voice”"), and when and how often it was asked for.
 */
export const adminMissingFileSchema = z.object({
  key: z.string(),
  mediaId: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  contentType: z.string().nullable(),
  usedBy: z.string().nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  reads: z.number().int(),
});
export type AdminMissingFile = z.infer<typeof adminMissingFileSchema>;

/**
 * GET /api/admin/database: each table's row count, and the stored files found missing (those in
 * the store again are dropped from the list when it is read).
 */
export const adminDatabaseSchema = z.object({
  dialect: z.enum(['sqlite', 'postgres']),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  missingFiles: z.array(adminMissingFileSchema),
});
export type AdminDatabase = z.infer<typeof adminDatabaseSchema>;

/** Shortest backup passphrase: age's scrypt makes guessing slow, but not a 3-letter word. */
export const BACKUP_PASSPHRASE_MIN_LENGTH = 12;

/** POST /api/admin/backup body: the passphrase the encrypted backup is sealed with (age scrypt). */
export const adminBackupRequestSchema = z.object({
  passphrase: z
    .string()
    .min(BACKUP_PASSPHRASE_MIN_LENGTH, `The passphrase must be at least ${BACKUP_PASSPHRASE_MIN_LENGTH} characters.`)
    .max(1024),
});

/** The backup's file name: "heirloom-backup-{YYYY-MM-DD}.{sqlite|sql}.age". */
export function backupFileName(dialect: 'sqlite' | 'postgres', at: Date): string {
  return `heirloom-backup-${at.toISOString().slice(0, 10)}.${dialect === 'sqlite' ? 'sqlite' : 'sql'}.age`;
}
