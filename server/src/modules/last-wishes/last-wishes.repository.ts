/** SQL for the last-wishes document: one sealed row per owner, read and written by owner id. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, LastWishesTable } from '../../db/tables';
import { lastWishesOf } from '../../policies/legacy.policy';

export type LastWishesRow = Selectable<LastWishesTable>;

/** The owner's stored document (sealed), or undefined before the first save. */
export function findLastWishes(db: Kysely<Database>, ownerId: string): Promise<LastWishesRow | undefined> {
  return db.selectFrom('last_wishes').selectAll().where(lastWishesOf(ownerId)).executeTakeFirst();
}

/** Writes the owner's whole document in one statement (an upsert: a repeated save changes nothing more). */
export async function upsertLastWishes(db: Kysely<Database>, ownerId: string, sealedDocument: string, at: string) {
  await db
    .insertInto('last_wishes')
    .values({ owner_id: ownerId, document: sealedDocument, created_at: at, updated_at: at })
    .onConflict((conflict) => conflict.column('owner_id').doUpdateSet({ document: sealedDocument, updated_at: at }))
    .execute();
}

/** The name the owner's account shows (their username). */
export async function findOwnerName(db: Kysely<Database>, ownerId: string): Promise<string> {
  const user = await db.selectFrom('users').select('username').where('id', '=', ownerId).executeTakeFirstOrThrow();
  return user.username;
}
