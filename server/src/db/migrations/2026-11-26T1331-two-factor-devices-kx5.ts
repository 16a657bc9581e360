/**
 * Two-factor sign-in and signed-in devices
 * (docs/product/accounts-and-sessions.md "Two-factor sign-in"): `two_factor_credentials` (one per
 * user: the TOTP secret sealed to the user's key, enabled once confirmed with a code, the last time
 * step used so a code works once), `two_factor_recovery_codes` (ten one-time codes, only their
 * SHA-256 stored), `two_factor_challenges` (the half-signed-in state between the password and the
 * code: a token's SHA-256, five minutes) and `sessions.last_active_at` (the devices list).
 * Additive: no existing column changes.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('two_factor_credentials')
    .addColumn('user_id', 'varchar(36)', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (column) => column.notNull())
    .addColumn('enabled_at', 'varchar(32)')
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('code_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_codes_user')
    .on('two_factor_recovery_codes')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('browser', 'varchar(16)', (column) => column.notNull())
    .addColumn('is_mobile', 'integer', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.alterTable('sessions').addColumn('last_active_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_active_at').execute();
  await db.schema.dropTable('two_factor_challenges').execute();
  await db.schema.dropTable('two_factor_recovery_codes').execute();
  await db.schema.dropTable('two_factor_credentials').execute();
}
