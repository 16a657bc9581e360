/**
 * Who may do what to a scrapbook (docs/decisions/005). Read from the database on every request;
 * every denial is 404, so nobody learns that a scrapbook exists. A scrapbook is its owner's alone
 * until the owner shares it with the family circle; while it is shared, the circle's editors
 * co-edit it (`circle.shared.write`) and its viewers read it (`circle.shared.read`); legacy
 * contacts, strangers and visitors reach nothing. People without an account read it through a
 * share link (share-links module, kind "scrapbook"). Which of its items each reader is shown is
 * servable-items.policy.ts's question (docs/decisions/015).
 *
 * Route access (common/src/routes/access.ts; the gates at the end of this file):
 *   scrapbook.read    owner, and editors and viewers while it is shared with the circle
 *   scrapbook.edit    owner, and editors while it is shared with the circle
 *   scrapbook.owner   owner
 */
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import { SCRAPBOOK_MESSAGES, type ScrapbookRole } from '@heirloom/common/contracts/scrapbooks';
import type { Database, ScrapbooksTable } from '../db/tables';
import { AppError } from '../lib/app-error';
import { openGate, signedInGate } from './access-gate';
import { CIRCLE_RULES, findCircleStanding, isAllowed } from './circle.policy';

/**
 * The scrapbooks `userId` owns, as a condition on `scrapbooks`: what they alone make share links
 * to, and what such a link opens (the link's maker must still own the book).
 */
export const scrapbooksOwnedBy =
  (userId: string) =>
  (eb: ExpressionBuilder<Database, 'scrapbooks'>): Expression<SqlBool> =>
    eb('scrapbooks.owner_id', '=', userId);

export type ScrapbookRow = Selectable<ScrapbooksTable>;

/** A scrapbook, the caller (`readerId`) and their part in it. */
export interface ScrapbookAccess {
  scrapbook: ScrapbookRow;
  role: ScrapbookRole;
  readerId: string;
}

/** The caller's part in scrapbook `scrapbookId`, or null (a stranger, a legacy contact, a visitor, no such scrapbook). */
export async function findScrapbookAccess(
  db: Kysely<Database>,
  userId: string | null,
  scrapbookId: string,
): Promise<ScrapbookAccess | null> {
  if (!userId) return null;
  const scrapbook = await db.selectFrom('scrapbooks').selectAll().where('id', '=', scrapbookId).executeTakeFirst();
  if (!scrapbook) return null;
  const standing = await findCircleStanding(db, userId, scrapbook.owner_id);
  if (standing === 'owner') return { scrapbook, role: 'owner', readerId: userId };
  if (scrapbook.shared_with_circle !== 1) return null;
  if (isAllowed(standing, 'circle.shared.write')) return { scrapbook, role: 'editor', readerId: userId };
  if (isAllowed(standing, 'circle.shared.read')) return { scrapbook, role: 'viewer', readerId: userId };
  return null;
}

async function authorize(
  db: Kysely<Database>,
  userId: string | null,
  scrapbookId: string,
  deniedMessage: string,
  roles: readonly ScrapbookRole[],
): Promise<ScrapbookAccess> {
  const access = await findScrapbookAccess(db, userId, scrapbookId);
  if (!access || !roles.includes(access.role)) throw new AppError('not_found', deniedMessage);
  return access;
}

/**
 * Reading it, its pages and its items' files.
 * @throws AppError 'not_found' unless the caller is its owner, or an editor or viewer while it is shared
 */
export const authorizeScrapbookRead = (db: Kysely<Database>, userId: string | null, id: string, denied: string) =>
  authorize(db, userId, id, denied, ['owner', 'editor', 'viewer']);

/**
 * Changing pages, layouts, captions and items, and printing it.
 * @throws AppError 'not_found' unless the caller is its owner, or an editor of the owner's circle while it is shared
 */
export const authorizeScrapbookEdit = (db: Kysely<Database>, userId: string, id: string, denied: string) =>
  authorize(db, userId, id, denied, ['owner', 'editor']);

/**
 * Sharing it with the circle and deleting it.
 * @throws AppError 'not_found' unless the caller is its owner
 */
export const authorizeScrapbookOwner = (db: Kysely<Database>, userId: string, id: string, denied: string) =>
  authorize(db, userId, id, denied, ['owner']);

/** Every scrapbook `userId` may read (the list's scope), most recently changed first, with the caller's part. */
export async function listScrapbookAccess(db: Kysely<Database>, userId: string): Promise<ScrapbookAccess[]> {
  const readers = CIRCLE_RULES['circle.shared.read'].filter((role) => role !== 'owner');
  const rows = await db
    .selectFrom('scrapbooks')
    .leftJoin('circle_members', (join) =>
      join.onRef('circle_members.owner_id', '=', 'scrapbooks.owner_id').on('circle_members.member_id', '=', userId),
    )
    .selectAll('scrapbooks')
    .select('circle_members.role as circle_role')
    .where((eb) =>
      eb.or([
        eb('scrapbooks.owner_id', '=', userId),
        eb.and([eb('circle_members.role', 'in', readers), eb('scrapbooks.shared_with_circle', '=', 1)]),
      ]),
    )
    .orderBy('scrapbooks.updated_at', 'desc')
    .execute();
  return rows.map(({ circle_role: circleRole, ...scrapbook }) => ({
    scrapbook,
    readerId: userId,
    role:
      scrapbook.owner_id === userId
        ? 'owner'
        : isAllowed(circleRole ?? null, 'circle.shared.write')
          ? 'editor'
          : 'viewer',
  }));
}

/**
 * The gates of the scrapbook kinds of access (access-gate.ts): each hands its route the caller's
 * ScrapbookAccess to scrapbook `:id`. Reading answers 404 to visitors too (nobody learns a
 * scrapbook exists); editing and owning answer 401 without a session.
 * @throws AppError 'not_found' (SCRAPBOOK_MESSAGES.scrapbookNotFound) to everyone else
 */
export const scrapbookGates = {
  'scrapbook.read': openGate(['id'], ({ db }, { user, params }) =>
    authorizeScrapbookRead(db, user?.id ?? null, params.id, SCRAPBOOK_MESSAGES.scrapbookNotFound),
  ),
  'scrapbook.edit': signedInGate(['id'], ({ db }, { user, params }) =>
    authorizeScrapbookEdit(db, user.id, params.id, SCRAPBOOK_MESSAGES.scrapbookNotFound),
  ),
  'scrapbook.owner': signedInGate(['id'], ({ db }, { user, params }) =>
    authorizeScrapbookOwner(db, user.id, params.id, SCRAPBOOK_MESSAGES.scrapbookNotFound),
  ),
};
