/**
 * The site content edited in the admin panel's Content tab (docs/product/admin.md "Content tab"):
 * one row, id 'site', holding the marketing figures, testimonials and video testimonial as JSON
 * (common/contracts/site-content.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_content')
    .addColumn('id', 'varchar(16)', (column) => column.primaryKey())
    .addColumn('content_json', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_content').execute();
}
