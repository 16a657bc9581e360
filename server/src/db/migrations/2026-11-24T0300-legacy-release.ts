/**
 * Release after death (docs/decisions/009-legacy-release.md): each owner's legacy plan and its
 * state machine, the contacts' confirmations per round, what the owner designated for them, the
 * grants a release makes, the audit log; and the delivery kind of every message ("date", or
 * "after_death": scheduled with no date, armed by the release).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('delivery_kind', 'varchar(16)', (column) => column.notNull().defaultTo('date'))
    .execute();
  await db.schema
    .createTable('legacy_plans')
    .addColumn('owner_id', 'varchar(36)', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('interval_months', 'integer', (column) => column.notNull())
    .addColumn('quorum', 'integer', (column) => column.notNull())
    .addColumn('waiting_days', 'integer', (column) => column.notNull())
    .addColumn('state', 'varchar(16)', (column) => column.notNull())
    .addColumn('round', 'integer', (column) => column.notNull())
    .addColumn('checked_in_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('pending_step', 'varchar(16)')
    .addColumn('step_number', 'integer', (column) => column.notNull())
    .addColumn('next_step_at', 'varchar(32)')
    .addColumn('last_step_at', 'varchar(32)')
    .addColumn('quorum_at', 'varchar(32)')
    .addColumn('released_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('legacy_plans_due').on('legacy_plans').columns(['state', 'next_step_at']).execute();
  await db.schema
    .createTable('legacy_confirmations')
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('round', 'integer', (column) => column.notNull())
    .addColumn('contact_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('legacy_confirmations_pk', ['owner_id', 'round', 'contact_id'])
    .execute();
  await db.schema
    .createTable('legacy_designations')
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('target_id', 'varchar(36)', (column) => column.notNull())
    .addPrimaryKeyConstraint('legacy_designations_pk', ['owner_id', 'kind', 'target_id'])
    .execute();
  await db.schema
    .createTable('legacy_grants')
    .addColumn('contact_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('target_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('granted_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('legacy_grants_pk', ['contact_id', 'kind', 'target_id'])
    .execute();
  await db.schema
    .createTable('legacy_audit_events')
    .addColumn('id', 'varchar(200)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'varchar(32)', (column) => column.notNull())
    .addColumn('summary', 'varchar(500)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('legacy_audit_events_owner')
    .on('legacy_audit_events')
    .columns(['owner_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'legacy_audit_events',
    'legacy_grants',
    'legacy_designations',
    'legacy_confirmations',
    'legacy_plans',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('messages').dropColumn('delivery_kind').execute();
}
