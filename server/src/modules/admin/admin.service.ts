/**
 * The admin panel's work (docs/product/admin.md; docs/decisions/011-admin.md). Every change, export
 * and backup is written to `admin_audit` with the administrator and the time. Knows nothing of HTTP.
 */
import type { Kysely } from 'kysely';
import {
  ADMIN_ANALYTICS_MONTHS,
  ADMIN_MISSING_FILES_SHOWN,
  ADMIN_REFUNDS_SHOWN,
  ADMIN_USERS_PAGE_SIZE,
  type AdminAnalytics,
  type AdminDatabase,
  type AdminExportKind,
  type AdminMissingFile,
  type AdminRefunds,
  type AdminStats,
  type AdminUser,
  type AdminUsersPage,
  type SystemSettings,
} from '@heirloom/common/contracts/admin';
import type { NewsletterSubscriber, SiteContent, SiteContentAnswer } from '@heirloom/common/contracts/site-content';
import type { DatabaseConnection } from '../../db/database';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SiteContentStore } from '../../lib/site-content';
import type { SystemSettingsStore } from '../../lib/system-settings';
import { BlobNotFoundError, type BlobStore } from '../../storage/blob-store';
import { forgetMissingFile } from '../../storage/missing-files';
import { eraseAccount } from '../auth';
import { createEncryptedBackup } from './admin-backup';
import { buildExportCsv } from './admin-export';
import {
  countRows,
  countTotals,
  currentSchema,
  findActivitySince,
  findMissingFiles,
  findNewsletterSubscribers,
  findRecentRefunds,
  findUser,
  findUsers,
  insertAudit,
  listTableNames,
  restoreUser,
  suspendUser,
  type UserRowForAdmin,
} from './admin.repository';

export interface AdminDependencies {
  connection: DatabaseConnection;
  clock: Clock;
  settings: SystemSettingsStore;
  /** The Content tab's marketing figures and testimonials. */
  siteContent: SiteContentStore;
  blobStore: BlobStore;
  log: { warn: (message: string) => void };
  /** DATABASE_URL, for pg_dump. */
  databaseUrl?: string;
  /** DATA_DIR: the backup's temporary snapshot is written there. */
  dataDir: string;
  /** E-mails a user a password-reset link (modules/auth's createPasswordResetSender). */
  sendPasswordReset: (userId: string) => Promise<void>;
}

export const ADMIN_MESSAGES = {
  userNotFound: 'That user does not exist (any more).',
  notYourself: 'You cannot suspend or delete your own account here.',
  passwordResetSent: 'A password-reset link is on its way to this user. It works once, for one hour.',
} as const;

const db = (deps: AdminDependencies): Kysely<Database> => deps.connection.db;

async function audit(deps: AdminDependencies, adminId: string, action: string, target: string | null = null) {
  await insertAudit(db(deps), { adminId, action, target, at: deps.clock.now().toISOString() });
}

const nowText = (deps: AdminDependencies) => deps.clock.now().toISOString();

/**
 * The stat cards' figures from real rows (docs/product/admin.md "Panel layout"); revenue from real
 * payments only (test-mode checkouts charge nothing).
 */
export async function readStats(deps: AdminDependencies): Promise<AdminStats> {
  const totals = await countTotals(db(deps), nowText(deps));
  return {
    totalUsers: totals.users,
    totalMemories: totals.memories,
    totalVoiceMessages: totals.voiceMessages,
    totalRevenue: totals.revenueCents / 100,
    activeSubscriptions: totals.activeSubscriptions,
  };
}

const presentUser = (row: UserRowForAdmin): AdminUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  subscriptionPlan: row.plan_id ?? '',
  createdAt: row.created_at,
  role: row.role,
  isSuspended: row.suspended_at !== null,
});

/**
 * One page of the Users tab's rows (docs/product/admin.md "Users tab"), newest first, filtered by
 * `search` over e-mail and username.
 */
export async function listUsers(
  deps: AdminDependencies,
  query: { search?: string; page: number },
): Promise<AdminUsersPage> {
  const { rows, total } = await findUsers(db(deps), {
    search: query.search || undefined,
    offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE,
    limit: ADMIN_USERS_PAGE_SIZE,
    now: nowText(deps),
  });
  return { users: rows.map(presentUser), total, page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

async function requireOtherUser(deps: AdminDependencies, adminId: string, userId: string) {
  if (userId === adminId) throw new AppError('conflict', ADMIN_MESSAGES.notYourself);
  const user = await findUser(db(deps), userId, nowText(deps));
  if (!user) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
  return user;
}

/** One user's row. @throws AppError 'not_found' */
export async function readUser(deps: AdminDependencies, userId: string): Promise<AdminUser> {
  const user = await findUser(db(deps), userId, nowText(deps));
  if (!user) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
  return presentUser(user);
}

/** Suspends a user: they cannot sign in and every session ends now. @throws AppError 'not_found', 'conflict' (oneself) */
export async function suspendAccount(deps: AdminDependencies, adminId: string, userId: string): Promise<AdminUser> {
  await requireOtherUser(deps, adminId, userId);
  await suspendUser(db(deps), userId, deps.clock.now().toISOString());
  await audit(deps, adminId, 'user.suspend', userId);
  return readUser(deps, userId);
}

/** Lifts a suspension. @throws AppError 'not_found', 'conflict' (oneself) */
export async function restoreAccount(deps: AdminDependencies, adminId: string, userId: string): Promise<AdminUser> {
  await requireOtherUser(deps, adminId, userId);
  await restoreUser(db(deps), userId);
  await audit(deps, adminId, 'user.restore', userId);
  return readUser(deps, userId);
}

/** Deletes a user and everything they own (as their own account deletion does). @throws AppError 'not_found', 'conflict' */
export async function deleteUserAccount(deps: AdminDependencies, adminId: string, userId: string): Promise<void> {
  await requireOtherUser(deps, adminId, userId);
  await eraseAccount({ db: db(deps), blobStore: deps.blobStore, log: deps.log }, userId);
  await audit(deps, adminId, 'user.delete', userId);
}

/**
 * The Users tab's "Send a password reset": e-mails the user a single-use, one-hour reset link
 * (through the outbox), audited as `user.password-reset`.
 * @throws AppError 'not_found' for an unknown user
 */
export async function sendUserPasswordReset(deps: AdminDependencies, adminId: string, userId: string): Promise<void> {
  await readUser(deps, userId);
  await deps.sendPasswordReset(userId);
  await audit(deps, adminId, 'user.password-reset', userId);
}

/**
 * Replaces the whole settings object; every instance follows within SETTINGS_CACHE_MS
 * (docs/product/admin.md "Settings take effect").
 */
export async function updateSettings(
  deps: AdminDependencies,
  adminId: string,
  settings: SystemSettings,
): Promise<SystemSettings> {
  const stored = await deps.settings.write(settings);
  await audit(deps, adminId, 'settings.update', JSON.stringify(settings));
  return stored;
}

/** "YYYY-MM" of a UTC instant. */
const monthOf = (isoInstant: string) => isoInstant.slice(0, 7);

/** Sign-ups, messages scheduled and delivered, memories added and revenue per UTC month, the last ADMIN_ANALYTICS_MONTHS. */
export async function readAnalytics(deps: AdminDependencies): Promise<AdminAnalytics> {
  const now = deps.clock.now();
  const months = Array.from({ length: ADMIN_ANALYTICS_MONTHS }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (ADMIN_ANALYTICS_MONTHS - 1 - index), 1))
      .toISOString()
      .slice(0, 7),
  );
  const activity = await findActivitySince(db(deps), `${months[0]}-01T00:00:00.000Z`);
  const perMonth = (instants: string[]) => {
    const counts = new Map<string, number>();
    for (const instant of instants) counts.set(monthOf(instant), (counts.get(monthOf(instant)) ?? 0) + 1);
    return (month: string) => counts.get(month) ?? 0;
  };
  const signUps = perMonth(activity.signUps);
  const scheduled = perMonth(activity.messagesScheduled);
  const delivered = perMonth(activity.messagesDelivered);
  const memories = perMonth(activity.memoriesAdded);
  const revenueCents = new Map<string, number>();
  for (const payment of activity.payments)
    revenueCents.set(monthOf(payment.at), (revenueCents.get(monthOf(payment.at)) ?? 0) + payment.cents);
  for (const refund of activity.refunds)
    revenueCents.set(monthOf(refund.at), (revenueCents.get(monthOf(refund.at)) ?? 0) - refund.cents);
  return {
    months: months.map((month) => ({
      month,
      signUps: signUps(month),
      messagesScheduled: scheduled(month),
      messagesDelivered: delivered(month),
      memoriesAdded: memories(month),
      revenue: (revenueCents.get(month) ?? 0) / 100,
    })),
  };
}

/**
 * The newest money-back refunds (docs/product/admin.md "Analytics tab"), test-mode records marked.
 */
export async function listRefunds(deps: AdminDependencies): Promise<AdminRefunds> {
  const rows = await findRecentRefunds(db(deps), ADMIN_REFUNDS_SHOWN);
  return {
    refunds: rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      email: row.email,
      amountDollars: row.amount_cents / 100,
      isTest: row.mode === 'test',
      createdAt: row.created_at,
    })),
  };
}

/** The CSV export of `kind` (docs/product/admin.md "Database tab"), audited. */
export async function exportCsv(deps: AdminDependencies, adminId: string, kind: AdminExportKind): Promise<string> {
  const csv = await buildExportCsv(db(deps), kind);
  await audit(deps, adminId, `export.${kind}`, kind);
  return csv;
}

/** What uses a missing file, in the admin's words; null when nothing names it. */
function usedByOf(row: Awaited<ReturnType<typeof findMissingFiles>>[number]): string | null {
  if (row.vault_item_title !== null) return `Vault item “${row.vault_item_title}”`;
  if (row.message_title !== null) return `Message “${row.message_title}”`;
  if (row.reply_to_title !== null) return `Reply to “${row.reply_to_title}”`;
  return row.original_name;
}

/** Whether the blob store holds `key` again (its answer is closed at once). */
async function isStoredAgain(store: BlobStore, key: string): Promise<boolean> {
  try {
    (await store.get(key)).destroy();
    return true;
  } catch (error) {
    if (error instanceof BlobNotFoundError) return false;
    throw error;
  }
}

/**
 * The stored files found missing, newest first (at most ADMIN_MISSING_FILES_SHOWN): each listed key
 * is looked for again first, and one back in the store (restored) is forgotten.
 */
async function readMissingFiles(deps: AdminDependencies): Promise<AdminMissingFile[]> {
  const rows = await findMissingFiles(db(deps), ADMIN_MISSING_FILES_SHOWN);
  const missing: AdminMissingFile[] = [];
  for (const row of rows) {
    if (await isStoredAgain(deps.blobStore, row.storage_key)) {
      await forgetMissingFile(db(deps), row.storage_key);
      continue;
    }
    missing.push({
      key: row.storage_key,
      mediaId: row.media_id,
      ownerEmail: row.owner_email,
      contentType: row.content_type,
      usedBy: usedByOf(row),
      firstSeenAt: row.first_seen_at,
      lastSeenAt: row.last_seen_at,
      reads: Number(row.reads),
    });
  }
  return missing;
}

/** Every application table with its row count, and the stored files found missing. */
export async function readDatabase(deps: AdminDependencies): Promise<AdminDatabase> {
  const { dialect } = deps.connection;
  const names = await listTableNames(db(deps), await currentSchema(db(deps), dialect));
  const tables = [];
  for (const name of names) tables.push({ name, rows: await countRows(db(deps), name) });
  return { dialect, tables, missingFiles: await readMissingFiles(deps) };
}

/** A consistent snapshot encrypted to `passphrase`, audited. @throws AppError 'unavailable' */
export async function backupDatabase(deps: AdminDependencies, adminId: string, passphrase: string) {
  // Audited first, so the backup holds its own record.
  await audit(deps, adminId, 'database.backup', deps.connection.dialect);
  const schema = await currentSchema(db(deps), deps.connection.dialect);
  return createEncryptedBackup(
    { connection: deps.connection, databaseUrl: deps.databaseUrl, schema, dataDir: deps.dataDir },
    passphrase,
  );
}

/** Replaces the site content (Content tab); every instance shows it within SITE_CONTENT_CACHE_MS. */
export async function updateSiteContent(
  deps: AdminDependencies,
  adminId: string,
  content: SiteContent,
): Promise<SiteContentAnswer> {
  const stored = await deps.siteContent.write(content);
  await audit(deps, adminId, 'content.update');
  return stored;
}

/** The newsletter's subscribers (Content tab), newest first. */
export async function listNewsletterSubscribers(deps: AdminDependencies): Promise<NewsletterSubscriber[]> {
  return (await findNewsletterSubscribers(db(deps))).map((row) => ({
    email: row.email,
    status: row.status,
    requestedAt: row.requested_at,
    confirmedAt: row.confirmed_at,
  }));
}
