/**
 * First-party site analytics and the home headline A/B test
 * (docs/product/marketing-and-figures.md "Visits", "The operator's four tools"). Visitors are
 * counted without cookies: a visitor is a salted hash of address and browser that changes every
 * day; the salt and the day's hashes (`site_visit_salts`, `site_visitor_marks`) are deleted once
 * the day is over, only the day's totals stay. At most one headline test runs at a time (a partial
 * unique index).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_visit_salts')
    .addColumn('day', 'varchar(10)', (column) => column.primaryKey())
    .addColumn('salt', 'varchar(64)', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('site_visitor_marks')
    .addColumn('day', 'varchar(10)', (column) => column.notNull())
    .addColumn('visitor_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('scope', 'varchar(340)', (column) => column.notNull())
    .addPrimaryKeyConstraint('site_visitor_marks_pk', ['day', 'visitor_hash', 'scope'])
    .execute();
  await db.schema
    .createTable('site_daily_visitors')
    .addColumn('day', 'varchar(10)', (column) => column.primaryKey())
    .addColumn('page_views', 'integer', (column) => column.notNull())
    .addColumn('visitors', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('site_page_views')
    .addColumn('day', 'varchar(10)', (column) => column.notNull())
    .addColumn('path', 'varchar(300)', (column) => column.notNull())
    .addColumn('page_views', 'integer', (column) => column.notNull())
    .addColumn('visitors', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('site_page_views_pk', ['day', 'path'])
    .execute();
  await db.schema
    .createTable('headline_tests')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('variant_a', 'varchar(200)', (column) => column.notNull())
    .addColumn('variant_b', 'varchar(200)', (column) => column.notNull())
    .addColumn('exposures_a', 'integer', (column) => column.notNull())
    .addColumn('exposures_b', 'integer', (column) => column.notNull())
    .addColumn('sign_ups_a', 'integer', (column) => column.notNull())
    .addColumn('sign_ups_b', 'integer', (column) => column.notNull())
    .addColumn('started_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('stopped_at', 'varchar(32)')
    .addColumn('adopted_variant', 'varchar(1)')
    .addColumn('adopted_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('headline_tests_one_running_index')
    .on('headline_tests')
    .column('status')
    .unique()
    .where(sql.ref('status'), '=', 'running')
    .execute();
  await db.schema.createIndex('headline_tests_adopted_index').on('headline_tests').column('adopted_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'headline_tests',
    'site_page_views',
    'site_daily_visitors',
    'site_visitor_marks',
    'site_visit_salts',
  ])
    await db.schema.dropTable(table).execute();
}
