/**
 * The admin panel's SQL: counts for the stat cards and analytics, the users list, suspensions,
 * exports' rows, table sizes and the audit. Counts are numbers on SQLite and strings on PostgreSQL:
 * converted here, so callers see numbers on both dialects.
 */
import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AdminExportKind } from '@heirloom/common/contracts/admin';
import type { Database } from '../../db/tables';

type Db = Kysely<Database>;

const countOf = (row: { count: string | number | bigint } | undefined) => Number(row?.count ?? 0);

/**
 * A subscription in force at `now`: it renews (not cancelled) or its period has not ended
 * (modules/billing computes renewals at read time).
 */
const isSubscriptionActive = (now: string) => (eb: ExpressionBuilder<Database, 'subscriptions'>) =>
  eb.or([eb('subscriptions.cancel_at_period_end', '=', 0), eb('subscriptions.current_period_end', '>', now)]);

/**
 * Row counts of the stat cards (docs/product/admin.md "Panel layout"): users, vault items not in
 * the trash, voice messages, subscriptions in force, and revenue in cents from real (not test-mode)
 * payments less their refunds.
 */
export async function countTotals(db: Db, now: string) {
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  const memories = await db
    .selectFrom('vault_items')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const voiceMessages = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('kind', '=', 'voice')
    .executeTakeFirst();
  const subscriptions = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(isSubscriptionActive(now))
    .executeTakeFirst();
  const sumOf = (table: 'payments' | 'refunds') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_cents'), eb.lit(0)).as('cents'))
      .where('mode', '=', 'stripe')
      .executeTakeFirst();
  const paid = await sumOf('payments');
  const refunded = await sumOf('refunds');
  return {
    users: countOf(users),
    memories: countOf(memories),
    voiceMessages: countOf(voiceMessages),
    activeSubscriptions: countOf(subscriptions),
    revenueCents: Number(paid?.cents ?? 0) - Number(refunded?.cents ?? 0),
  };
}

export interface UserRowForAdmin {
  id: string;
  username: string;
  email: string;
  role: 'user' | 'admin';
  created_at: string;
  suspended_at: string | null;
  /** The paid plan in force, or null (shown "free"). */
  plan_id: string | null;
}

/** The user's paid plan id when one is in force at `now`, else null, as column `plan_id`. */
const planInForce = (now: string) =>
  sql<
    string | null
  >`case when subscriptions.cancel_at_period_end = 0 or subscriptions.current_period_end > ${now} then subscriptions.plan_id end`.as(
    'plan_id',
  );

/** One page of users, newest first, whose e-mail or username contains `search` (any case). */
export async function findUsers(db: Db, options: { search?: string; offset: number; limit: number; now: string }) {
  let query = db
    .selectFrom('users')
    .leftJoin('user_suspensions', 'user_suspensions.user_id', 'users.id')
    .leftJoin('subscriptions', 'subscriptions.user_id', 'users.id');
  if (options.search) {
    const pattern = `%${options.search.toLowerCase().replace(/[\\%_]/gu, (character) => `\\${character}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(users.email) like ${pattern} escape '\\'`,
        sql<boolean>`lower(users.username) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const total = countOf(await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst());
  const rows: UserRowForAdmin[] = await query
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.role',
      'users.created_at',
      'user_suspensions.suspended_at',
      planInForce(options.now),
    ])
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .offset(options.offset)
    .limit(options.limit)
    .execute();
  return { rows, total };
}

/** The user with this id, or undefined. */
export async function findUser(db: Db, id: string, now: string): Promise<UserRowForAdmin | undefined> {
  return db
    .selectFrom('users')
    .leftJoin('user_suspensions', 'user_suspensions.user_id', 'users.id')
    .leftJoin('subscriptions', 'subscriptions.user_id', 'users.id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.role',
      'users.created_at',
      'user_suspensions.suspended_at',
      planInForce(now),
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

/** Suspends the user and ends every session they have, in one transaction (idempotent). */
export async function suspendUser(db: Db, userId: string, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_suspensions')
      .values({ user_id: userId, suspended_at: at })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  });
}

/** Lifts a suspension (idempotent). */
export async function restoreUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('user_suspensions').where('user_id', '=', userId).execute();
}

/** Records one admin action. */
export async function insertAudit(
  db: Db,
  entry: { adminId: string; action: string; target: string | null; at: string },
): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      id: randomUUID(),
      admin_id: entry.adminId,
      action: entry.action,
      target: entry.target,
      created_at: entry.at,
    })
    .execute();
}

/** Instants (ISO text) at or after `since` of each analytics series, for counting per month in code. */
export async function findActivitySince(db: Db, since: string) {
  const instants = async (table: 'users' | 'messages' | 'vault_items', column: 'created_at' | 'delivered_at') =>
    (
      await db
        .selectFrom(table)
        .select(sql<string>`${sql.ref(column)}`.as('at'))
        .where(sql.ref(column), '>=', since)
        .execute()
    ).map((row) => row.at);
  return {
    signUps: await instants('users', 'created_at'),
    messagesScheduled: await instants('messages', 'created_at'),
    messagesDelivered: await instants('messages', 'delivered_at'),
    memoriesAdded: await instants('vault_items', 'created_at'),
    payments: await db
      .selectFrom('payments')
      .select(['created_at as at', 'amount_cents as cents'])
      .where('mode', '=', 'stripe')
      .where('created_at', '>=', since)
      .execute(),
    // A refund takes its amount off the month it was given back in.
    refunds: await db
      .selectFrom('refunds')
      .select(['created_at as at', 'amount_cents as cents'])
      .where('mode', '=', 'stripe')
      .where('created_at', '>=', since)
      .execute(),
  };
}

/** The newest `limit` money-back refunds with their users' e-mail addresses. */
export async function findRecentRefunds(db: Db, limit: number) {
  return db
    .selectFrom('refunds')
    .innerJoin('users', 'users.id', 'refunds.user_id')
    .select([
      'refunds.id',
      'refunds.user_id',
      'users.email',
      'refunds.amount_cents',
      'refunds.mode',
      'refunds.created_at',
    ])
    .orderBy('refunds.created_at', 'desc')
    .orderBy('refunds.id')
    .limit(limit)
    .execute();
}

/** Every column an export writes, per kind: metadata only, never a letter, title or caption (private). */
export async function findExportRows(db: Db, kind: AdminExportKind): Promise<Record<string, unknown>[]> {
  switch (kind) {
    case 'users':
      return db
        .selectFrom('users')
        .leftJoin('user_suspensions', 'user_suspensions.user_id', 'users.id')
        .select([
          'users.id',
          'users.username',
          'users.email',
          'users.role',
          'users.created_at as createdAt',
          'user_suspensions.suspended_at as suspendedAt',
        ])
        .orderBy('users.created_at')
        .execute();
    case 'memories':
      return db
        .selectFrom('vault_items')
        .innerJoin('users', 'users.id', 'vault_items.owner_id')
        .select([
          'vault_items.id',
          'users.email as ownerEmail',
          'vault_items.kind',
          'vault_items.collection',
          'vault_items.created_at as createdAt',
          'vault_items.deleted_at as trashedAt',
        ])
        .orderBy('vault_items.created_at')
        .execute();
    case 'messages':
      return db
        .selectFrom('messages')
        .innerJoin('users', 'users.id', 'messages.owner_id')
        .select([
          'messages.id',
          'users.email as ownerEmail',
          'messages.kind',
          'messages.status',
          'messages.deliver_at as deliverAt',
          'messages.delivered_at as deliveredAt',
          'messages.created_at as createdAt',
        ])
        .orderBy('messages.created_at')
        .execute();
  }
}

/** The schema PostgreSQL works in (its search path's first); undefined on SQLite. */
export async function currentSchema(db: Db, dialect: 'sqlite' | 'postgres'): Promise<string | undefined> {
  if (dialect === 'sqlite') return undefined;
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return result.rows[0]?.schema;
}

/** The application's tables in `schema` (migrations' own bookkeeping left out), by name. */
export async function listTableNames(db: Db, schema: string | undefined): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => table.schema === schema && !table.isView && !table.name.startsWith('kysely_'))
    .map((table) => table.name)
    .sort();
}

/** The number of rows in `table` (a name from listTableNames). */
export async function countRows(db: Db, table: string): Promise<number> {
  const row = await db
    .selectFrom(sql.table(table).as('t'))
    .select(sql<string | number>`count(*)`.as('count'))
    .executeTakeFirst();
  return countOf(row);
}

/** The blog newsletter's subscribers, newest request first. */
export async function findNewsletterSubscribers(db: Db) {
  return db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'status', 'requested_at', 'confirmed_at'])
    .orderBy('requested_at', 'desc')
    .execute();
}

/**
 * The stored files most recently found missing (storage/missing-files.ts), newest first, at most
 * `limit`: each key with its record's owner, kind and what uses it — a vault item's, a message's or
 * a reply's title — so the administrator can name the damaged item.
 */
export async function findMissingFiles(db: Db, limit: number) {
  return db
    .selectFrom('missing_files')
    .leftJoin('media', 'media.id', 'missing_files.media_id')
    .leftJoin('users', 'users.id', 'media.owner_id')
    .select([
      'missing_files.storage_key',
      'missing_files.media_id',
      'missing_files.first_seen_at',
      'missing_files.last_seen_at',
      'missing_files.reads',
      'media.content_type',
      'media.original_name',
      'users.email as owner_email',
    ])
    .select((eb) => [
      eb
        .selectFrom('vault_items')
        .select('vault_items.title')
        .whereRef('vault_items.media_id', '=', 'media.id')
        .limit(1)
        .as('vault_item_title'),
      eb
        .selectFrom('messages')
        .select('messages.title')
        .whereRef('messages.media_id', '=', 'media.id')
        .limit(1)
        .as('message_title'),
      eb
        .selectFrom('message_replies')
        .innerJoin('messages', 'messages.id', 'message_replies.message_id')
        .select('messages.title')
        .whereRef('message_replies.media_id', '=', 'media.id')
        .limit(1)
        .as('reply_to_title'),
    ])
    .orderBy('missing_files.last_seen_at', 'desc')
    .orderBy('missing_files.storage_key')
    .limit(limit)
    .execute();
}
