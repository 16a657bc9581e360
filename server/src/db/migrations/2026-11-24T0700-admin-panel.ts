/**
 * The admin panel (docs/decisions/011-admin.md): the system settings
 * (docs/product/admin.md "Settings"; one row, read by every instance so a change takes effect
 * everywhere), suspended accounts, and the audit of every admin action.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('system_settings')
    .addColumn('id', 'varchar(16)', (column) => column.primaryKey())
    .addColumn('maintenance_mode', 'integer', (column) => column.notNull())
    .addColumn('registration_enabled', 'integer', (column) => column.notNull())
    .addColumn('max_file_size_mb', 'integer', (column) => column.notNull())
    .addColumn('email_notifications', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('user_suspensions')
    .addColumn('user_id', 'varchar(36)', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('suspended_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('admin_id', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(64)', (column) => column.notNull())
    .addColumn('target', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_created_at').on('admin_audit').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_audit').execute();
  await db.schema.dropTable('user_suspensions').execute();
  await db.schema.dropTable('system_settings').execute();
}
