/**
 * Opens the database chosen by configuration: PostgreSQL when a URL is given, otherwise SQLite in
 * the data folder (WAL, synchronous=FULL, foreign keys on; ENGINEERING.md "Stack").
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { MIGRATIONS } from './migrations/index';
import type { Database } from './tables';

/** An open database and the driver handle that libraries such as the throttle need. */
export type DatabaseConnection =
  | { dialect: 'sqlite'; db: Kysely<Database>; driver: SQLite.Database }
  | { dialect: 'postgres'; db: Kysely<Database>; driver: pg.Pool };

/**
 * Opens the database.
 * @param options.databaseUrl postgres:// URL; SQLite at `<dataDir>/heirloom.sqlite` when absent
 * @param options.searchPath PostgreSQL schema to work in (tests give each file its own)
 */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  searchPath?: string;
}): DatabaseConnection {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    return { dialect: 'postgres', db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), driver: pool };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'heirloom.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    dialect: 'sqlite',
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    driver: sqlite,
  };
}

/**
 * Brings the schema up to date. On PostgreSQL the migration tables are looked up in the
 * connection's current schema only: Kysely otherwise takes a same-named table in any schema (say a
 * crashed test run's) for its own and fails.
 * @throws Error naming the failed migration; nothing after it runs
 */
export async function migrateToLatest(connection: DatabaseConnection): Promise<void> {
  const { db } = connection;
  const migrationTableSchema =
    connection.dialect === 'postgres'
      ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
