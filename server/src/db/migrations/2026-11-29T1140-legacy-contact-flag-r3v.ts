/**
 * A member may be an editor or viewer and a legacy contact at once (docs/decisions/005): being a
 * legacy contact becomes a flag of its own beside the sharing role. Members whose one role was
 * `legacy_contact` get the flag and keep that role, which now means "no sharing role". Down drops the
 * flag: editors and viewers named legacy contacts keep their sharing role and lose the legacy one.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('circle_members')
    .addColumn('is_legacy_contact', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE circle_members SET is_legacy_contact = 1 WHERE role = 'legacy_contact'`.execute(db);
  await db.schema
    .createIndex('circle_members_legacy_contact_index')
    .on('circle_members')
    .columns(['owner_id', 'is_legacy_contact'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('circle_members_legacy_contact_index').execute();
  await db.schema.alterTable('circle_members').dropColumn('is_legacy_contact').execute();
}
