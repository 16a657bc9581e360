/**
 * Reviews (docs/product/marketing-and-figures.md "Testimonials"): one review per user, published
 * once an administrator approves it. Deleting the account deletes its review.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('rating', 'integer', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('location', 'varchar(100)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('submitted_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('reviews_status_index').on('reviews').columns(['status', 'decided_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
}
