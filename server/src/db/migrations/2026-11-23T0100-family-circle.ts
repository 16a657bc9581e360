/**
 * The family circle (docs/product/roles-and-access.md "Family circle"): the relatives an owner has
 * invited (members with a role), invitations by e-mail, and an audit log of every change the owner
 * can read.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('circle_members')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('member_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(32)', (column) => column.notNull())
    .addColumn('relationship', 'varchar(100)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('circle_members_owner_member_unique', ['owner_id', 'member_id'])
    .execute();
  await db.schema.createIndex('circle_members_member_index').on('circle_members').column('member_id').execute();

  await db.schema
    .createTable('circle_invitations')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('relationship', 'varchar(100)', (column) => column.notNull())
    .addColumn('role', 'varchar(32)', (column) => column.notNull())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('sent_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('accepted_by', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('circle_invitations_owner_index')
    .on('circle_invitations')
    .columns(['owner_id', 'status'])
    .execute();
  await db.schema
    .createIndex('circle_invitations_email_index')
    .on('circle_invitations')
    .columns(['email', 'status'])
    .execute();

  await db.schema
    .createTable('circle_audit_events')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_id', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'varchar(200)')
    .addColumn('action', 'varchar(64)', (column) => column.notNull())
    .addColumn('subject', 'varchar(500)', (column) => column.notNull())
    .addColumn('summary', 'varchar(500)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('circle_audit_events_owner_index')
    .on('circle_audit_events')
    .columns(['owner_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('circle_audit_events').execute();
  await db.schema.dropTable('circle_invitations').execute();
  await db.schema.dropTable('circle_members').execute();
}
