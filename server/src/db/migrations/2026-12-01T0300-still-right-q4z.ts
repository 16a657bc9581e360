/**
 * "Still right?" (docs/product/messages-and-delivery.md "Still right?";
 * docs/decisions/017-message-health.md "Amendment 2026-12-01: still right?"): when the owner last
 * confirmed each message (null: never), when each owner was last sent the e-mail that asks, and when each account last signed in — for accounts that signed in
 * before, their latest session still kept, so a long absence is seen from the first sign-in on.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('confirmed_at', 'text').execute();
  await db.schema
    .createTable('still_right_checks')
    .addColumn('owner_id', 'text', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_sent_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.alterTable('users').addColumn('last_signed_in_at', 'text').execute();
  await sql`update users set last_signed_in_at = (select max(sessions.created_at) from sessions where sessions.user_id = users.id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_signed_in_at').execute();
  await db.schema.dropTable('still_right_checks').execute();
  await db.schema.alterTable('messages').dropColumn('confirmed_at').execute();
}
