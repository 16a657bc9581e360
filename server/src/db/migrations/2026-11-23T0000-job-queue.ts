/**
 * One job queue (docs/decisions/004-one-job-queue.md): every timed or slow piece of work is a row
 * here with a deterministic id, a lease and retries. The outbox keeps each e-mail's content and
 * outcome; sending it is an `email.send` job, so the outbox's own schedule and lease columns go;
 * transcripts likewise keep their outcome and lose their lease. E-mails waiting to be sent and
 * recordings waiting to be transcribed get their job here, so none is lost across the upgrade.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'varchar(300)', (column) => column.primaryKey())
    .addColumn('type', 'varchar(64)', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('run_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('lease_token', 'varchar(36)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('jobs_due_index').on('jobs').columns(['status', 'run_at']).execute();

  await sql`
    INSERT INTO jobs (id, type, payload, status, attempts, run_at, lease_until, lease_token, last_error, created_at, updated_at)
    SELECT 'email.send:' || id, 'email.send', '{"outboxId":"' || id || '"}', 'pending', attempts, next_attempt_at,
      NULL, NULL, last_error, created_at, created_at
    FROM outbox_emails WHERE status = 'pending'`.execute(db);
  await sql`
    INSERT INTO jobs (id, type, payload, status, attempts, run_at, lease_until, lease_token, last_error, created_at, updated_at)
    SELECT 'vault.transcribe:' || item_id, 'vault.transcribe', '{"itemId":"' || item_id || '"}', 'pending', 0, updated_at,
      NULL, NULL, NULL, updated_at, updated_at
    FROM transcripts WHERE status IN ('pending', 'running')`.execute(db);
  await sql`UPDATE transcripts SET status = 'pending' WHERE status = 'running'`.execute(db);
  await db.schema.alterTable('transcripts').dropColumn('lease_until').execute();
  await db.schema.alterTable('transcripts').dropColumn('attempts').execute();

  // The job's run_at and lease replace the outbox's own schedule and lease.
  await db.schema.dropIndex('outbox_emails_pending_index').execute();
  await db.schema.alterTable('outbox_emails').dropColumn('lease_until').execute();
  await db.schema.alterTable('outbox_emails').dropColumn('next_attempt_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transcripts').addColumn('lease_until', 'varchar(32)').execute();
  await db.schema
    .alterTable('transcripts')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox_emails').addColumn('lease_until', 'varchar(32)').execute();
  await db.schema
    .alterTable('outbox_emails')
    .addColumn('next_attempt_at', 'varchar(32)', (column) => column.notNull().defaultTo(''))
    .execute();
  await sql`UPDATE outbox_emails SET next_attempt_at = created_at`.execute(db);
  await db.schema
    .createIndex('outbox_emails_pending_index')
    .on('outbox_emails')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.dropTable('jobs').execute();
}
