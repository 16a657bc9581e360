/** The system module's one query: whether the database answers at all. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * Runs `SELECT 1` (both dialects).
 * @throws the driver's error when the database cannot be reached or refuses the query
 */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
