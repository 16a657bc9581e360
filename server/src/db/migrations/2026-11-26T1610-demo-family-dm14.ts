/**
 * The demo family (docs/decisions/014-demo-family.md): which accounts are demo accounts, and which
 * one visitors sign in to. An account is `building` while the daily job fills it, `current` once
 * visitors get it, and `retired` when the next day's family replaces it (until it is erased). Every
 * write of a `current` or `retired` account is refused (plugins/demo-gate.ts). Erasing the account
 * deletes its row.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demo_accounts')
    .addColumn('user_id', 'varchar(36)', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('state', 'varchar(16)', (column) => column.notNull())
    .addColumn('built_on', 'varchar(10)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('demo_accounts_state_index').on('demo_accounts').column('state').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demo_accounts').execute();
}
