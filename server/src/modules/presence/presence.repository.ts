/** SQL for page presence. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** Records that `visitorId` is on `path` at `at`. */
export async function touchPresence(db: Kysely<Database>, visitorId: string, path: string, at: string) {
  await db
    .insertInto('page_presence')
    .values({ visitor_id: visitorId, path, last_seen_at: at })
    .onConflict((conflict) => conflict.columns(['visitor_id', 'path']).doUpdateSet({ last_seen_at: at }))
    .execute();
}

/** How many visitors were seen on `path` since `since`. */
export async function countPresence(db: Kysely<Database>, path: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('page_presence')
    .select(db.fn.countAll().as('count'))
    .where('path', '=', path)
    .where('last_seen_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Forgets visitors not seen since `before`. */
export async function deleteStalePresence(db: Kysely<Database>, before: string) {
  await db.deleteFrom('page_presence').where('last_seen_at', '<', before).execute();
}
