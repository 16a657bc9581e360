/**
 * Memory vault and voice recordings (docs/decisions/003-vault-storage-encryption-and-uploads.md):
 * per-user data keys, encrypted media layout and previews, vault items with people, tags and
 * albums, transcription jobs, and the search index (SQLite FTS5 or a PostgreSQL tsvector with a GIN
 * index).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_keys')
    .addColumn('user_id', 'varchar(36)', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    /** The user's age identity, itself age-encrypted to the server's MASTER_KEY (base64). */
    .addColumn('wrapped_identity', 'text', (column) => column.notNull())
    .addColumn('recipient', 'varchar(100)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .alterTable('media')
    .addColumn('segment_bytes', 'integer', (column) => column.notNull().defaultTo(8 * 1024 * 1024))
    .execute();
  await db.schema.alterTable('media').addColumn('preview_key', 'varchar(255)').execute();
  await db.schema.alterTable('media').addColumn('preview_bytes', 'integer').execute();
  await db.schema.alterTable('media').addColumn('redacted_bytes', 'integer').execute();
  await db.schema.alterTable('media').addColumn('width', 'integer').execute();
  await db.schema.alterTable('media').addColumn('height', 'integer').execute();
  await db.schema.alterTable('media').addColumn('page_count', 'integer').execute();
  await db.schema.alterTable('media').addColumn('waveform', 'text').execute();
  await db.schema
    .alterTable('media')
    .addColumn('has_location', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('vault_items')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('media_id', 'varchar(36)', (column) => column.notNull().references('media.id').onDelete('cascade'))
    .addColumn('upload_id', 'varchar(64)', (column) => column.unique())
    .addColumn('collection', 'varchar(16)', (column) => column.notNull())
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('taken_at', 'varchar(32)')
    .addColumn('keep_location', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('deleted_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('vault_items_owner_index')
    .on('vault_items')
    .columns(['owner_id', 'deleted_at', 'created_at'])
    .execute();
  await db.schema.createIndex('vault_items_deleted_index').on('vault_items').column('deleted_at').execute();

  for (const table of ['vault_item_people', 'vault_item_tags']) {
    await db.schema
      .createTable(table)
      .addColumn('item_id', 'varchar(36)', (column) =>
        column.notNull().references('vault_items.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(100)', (column) => column.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['item_id', 'name'])
      .execute();
  }

  await db.schema
    .createTable('vault_albums')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addUniqueConstraint('vault_albums_owner_name_unique', ['owner_id', 'name'])
    .execute();
  await db.schema
    .createTable('vault_item_albums')
    .addColumn('item_id', 'varchar(36)', (column) => column.notNull().references('vault_items.id').onDelete('cascade'))
    .addColumn('album_id', 'varchar(36)', (column) =>
      column.notNull().references('vault_albums.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('vault_item_albums_pk', ['item_id', 'album_id'])
    .execute();

  await db.schema
    .createTable('transcripts')
    .addColumn('item_id', 'varchar(36)', (column) =>
      column.primaryKey().references('vault_items.id').onDelete('cascade'),
    )
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('provider', 'varchar(32)')
    .addColumn('language', 'varchar(16)')
    .addColumn('audio_duration_ms', 'integer')
    .addColumn('real_time_factor', 'real')
    .addColumn('machine_text', 'text')
    .addColumn('edited_text', 'text')
    .addColumn('emotion', 'text')
    .addColumn('error', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('transcripts_status_index').on('transcripts').column('status').execute();

  if (isPostgres(db)) {
    await sql`
      CREATE TABLE vault_search (
        item_id varchar(36) PRIMARY KEY REFERENCES vault_items(id) ON DELETE CASCADE,
        owner_id varchar(36) NOT NULL,
        body text NOT NULL,
        document tsvector GENERATED ALWAYS AS (to_tsvector('simple', body)) STORED
      )`.execute(db);
    await sql`CREATE INDEX vault_search_document_index ON vault_search USING GIN (document)`.execute(db);
  } else {
    await sql`
      CREATE VIRTUAL TABLE vault_search USING fts5(
        item_id UNINDEXED, owner_id UNINDEXED, body, tokenize = 'unicode61 remove_diacritics 2'
      )`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vault_search').execute();
  for (const table of ['transcripts', 'vault_item_albums', 'vault_albums', 'vault_item_tags', 'vault_item_people'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropTable('vault_items').execute();
  for (const column of [
    'has_location',
    'waveform',
    'page_count',
    'height',
    'width',
    'preview_bytes',
    'preview_key',
    'redacted_bytes',
    'segment_bytes',
  ])
    await db.schema.alterTable('media').dropColumn(column).execute();
  await db.schema.dropTable('user_keys').execute();
}
