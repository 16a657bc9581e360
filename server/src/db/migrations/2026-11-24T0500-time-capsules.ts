/**
 * Time capsules (docs/decisions/010-time-capsules.md): capsules, their contributors, recipients
 * (with the hash of each one's opening link) and items (sealed letters or vault items).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('time_capsules')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('opens_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('time_zone', 'varchar(64)', (column) => column.notNull())
    .addColumn('owner_may_look', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('sealed_at', 'varchar(32)')
    .addColumn('opened_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('time_capsules_owner_index').on('time_capsules').columns(['owner_id']).execute();
  await db.schema
    .createTable('time_capsule_contributors')
    .addColumn('capsule_id', 'varchar(36)', (column) =>
      column.notNull().references('time_capsules.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('time_capsule_contributors_pk', ['capsule_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('time_capsule_contributors_user_index')
    .on('time_capsule_contributors')
    .columns(['user_id'])
    .execute();
  await db.schema
    .createTable('time_capsule_recipients')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('capsule_id', 'varchar(36)', (column) =>
      column.notNull().references('time_capsules.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('link_hash', 'varchar(64)', (column) => column.unique())
    .execute();
  await db.schema
    .createIndex('time_capsule_recipients_capsule_index')
    .on('time_capsule_recipients')
    .columns(['capsule_id'])
    .execute();
  await db.schema
    .createIndex('time_capsule_recipients_email_index')
    .on('time_capsule_recipients')
    .columns(['email'])
    .execute();
  await db.schema
    .createTable('time_capsule_items')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('capsule_id', 'varchar(36)', (column) =>
      column.notNull().references('time_capsules.id').onDelete('cascade'),
    )
    .addColumn('contributor_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('letter_text', 'text')
    .addColumn('vault_item_id', 'varchar(36)', (column) => column.references('vault_items.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('time_capsule_items_capsule_index')
    .on('time_capsule_items')
    .columns(['capsule_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('time_capsule_items').execute();
  await db.schema.dropTable('time_capsule_recipients').execute();
  await db.schema.dropTable('time_capsule_contributors').execute();
  await db.schema.dropTable('time_capsules').execute();
}
