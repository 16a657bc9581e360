/**
 * Locks of tus uploads shared by every app instance, so a resumed upload may land on any instance
 * behind a load balancer (storage/upload-locker.ts): one row per upload being written, with its
 * holder, a lease that lapses if the holder's instance dies, and a flag by which a newer request
 * asks the holder to let go.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_locks')
    .addColumn('upload_id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('holder', 'varchar(36)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('release_requested', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_locks').execute();
}
