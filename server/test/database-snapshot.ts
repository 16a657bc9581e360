/**
 * A snapshot of a test database's rows and of the files under its data folder, restored in place
 * under the running app: a test that needs the same world many times builds it once. Rows are
 * copied table by table (SQLite: into a `VACUUM INTO` copy attached beside; PostgreSQL: into
 * `snapshot_<table>` tables of the test's own schema, dropped with it); migrations' own tables are
 * left alone.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './test-app';

const SNAPSHOT_PREFIX = 'snapshot_';
/** The data folder's subfolders that hold what rows point to (blobs, staged uploads, the outbox). */
const FILE_FOLDERS = ['media', 'staging', 'outbox'];

export interface DatabaseSnapshot {
  /** Puts every row and file back as it was when the snapshot was taken. */
  restore(): Promise<void>;
}

const isCopied = (table: string) => !table.startsWith('kysely_') && !table.startsWith(SNAPSHOT_PREFIX);

/** A file's size and modification time, which change when it is written. */
const stampOf = (file: string) => {
  const { size, mtimeMs } = statSync(file);
  return `${size}:${mtimeMs}`;
};

/** Every file under `folders` of `dataDir` (paths relative to it) → its stamp (`stampOf`). */
function listFiles(dataDir: string, folders: string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of folders.filter((name) => existsSync(path.join(dataDir, name)))) {
    for (const entry of readdirSync(path.join(dataDir, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.relative(dataDir, path.join(entry.parentPath, entry.name));
      files.set(file, stampOf(path.join(dataDir, file)));
    }
  }
  return files;
}

/** Takes a snapshot of `db` (of `dialect`) and of the folders in `dataDir`. */
export async function takeSnapshot(
  db: Kysely<unknown>,
  dialect: DialectName,
  dataDir: string,
): Promise<DatabaseSnapshot> {
  const copies = path.join(dataDir, 'snapshot-files');
  rmSync(copies, { recursive: true, force: true });
  const folders = FILE_FOLDERS.filter((folder) => existsSync(path.join(dataDir, folder)));
  for (const folder of folders) cpSync(path.join(dataDir, folder), path.join(copies, folder), { recursive: true });
  const snapshotFiles = listFiles(dataDir, folders);
  const restoreRows = dialect === 'sqlite' ? await snapshotSqlite(db, dataDir) : await snapshotPostgres(db);
  return {
    async restore() {
      await restoreRows();
      // Only the files a route added, changed or removed: most routes touch none, and copying every
      // blob back on each restore cost several times the rows' restore.
      const current = listFiles(dataDir, FILE_FOLDERS);
      for (const [file, stamp] of current) if (snapshotFiles.get(file) !== stamp) rmSync(path.join(dataDir, file));
      for (const [file, stamp] of snapshotFiles) {
        if (current.get(file) === stamp) continue;
        mkdirSync(path.dirname(path.join(dataDir, file)), { recursive: true });
        copyFileSync(path.join(copies, file), path.join(dataDir, file));
        snapshotFiles.set(file, stampOf(path.join(dataDir, file)));
      }
    },
  };
}

/** SQLite: a `VACUUM INTO` copy, attached; restoring rewrites every table (FTS5 shadow tables through their virtual table). */
async function snapshotSqlite(db: Kysely<unknown>, dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'snapshot.sqlite');
  rmSync(file, { force: true });
  await sql`VACUUM INTO ${file}`.execute(db);
  await sql`ATTACH DATABASE ${file} AS snapshot`.execute(db);
  const { rows } = await sql<{ name: string; sql: string }>`
    SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  const virtual = rows.filter((row) => /^CREATE VIRTUAL TABLE/iu.test(row.sql)).map((row) => row.name);
  const tables = rows
    .map((row) => row.name)
    .filter((name) => isCopied(name) && !virtual.some((table) => name.startsWith(`${table}_`)));
  return async () => {
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    try {
      await db.transaction().execute(async (transaction) => {
        for (const table of tables) {
          await sql`DELETE FROM main.${sql.id(table)}`.execute(transaction);
          await sql`INSERT INTO main.${sql.id(table)} SELECT * FROM snapshot.${sql.id(table)}`.execute(transaction);
        }
      });
    } finally {
      await sql`PRAGMA foreign_keys = ON`.execute(db);
    }
  };
}

/** PostgreSQL: a copy of each table's stored (not generated) columns; restoring empties each and copies it back with triggers (foreign keys) off. */
async function snapshotPostgres(db: Kysely<unknown>): Promise<() => Promise<void>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const columns = new Map<string, string[]>();
  for (const row of rows.filter((row) => isCopied(row.table_name)))
    columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  const list = (table: string) => sql.join(columns.get(table)!.map((column) => sql.id(column)));
  for (const table of columns.keys()) {
    const copy = sql.id(`${SNAPSHOT_PREFIX}${table}`);
    await sql`DROP TABLE IF EXISTS ${copy}`.execute(db);
    await sql`CREATE TABLE ${copy} AS SELECT ${list(table)} FROM ${sql.id(table)}`.execute(db);
  }
  // One round trip: the statements have no parameters, so node-postgres sends them as one simple
  // query. DELETE, not TRUNCATE: truncating some 80 small tables gives each a new file, several
  // times what deleting their few rows costs.
  const restore = sql.join(
    [...columns.keys()].map((table) => {
      const copy = sql.id(`${SNAPSHOT_PREFIX}${table}`);
      return sql`DELETE FROM ${sql.id(table)}; INSERT INTO ${sql.id(table)} (${list(table)}) SELECT ${list(table)} FROM ${copy}`;
    }),
    sql`; `,
  );
  return () =>
    db.transaction().execute(async (transaction) => {
      await sql`SET LOCAL session_replication_role = replica; ${restore}`.execute(transaction);
    });
}
