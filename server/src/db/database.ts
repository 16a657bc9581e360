/**
 * Opens the database chosen by configuration: PostgreSQL when a URL is given, otherwise SQLite in
 * the data folder (WAL; synchronous=FULL, so a committed write survives a power cut; foreign keys
 * on). The stack: docs/decisions/001-stack-and-sessions.md.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  SqliteDialect,
  sql,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector';
import { MIGRATIONS } from './migrations/index';
import { preparedStatementName, setDirectRunner } from './prepared-query';
import type { Database } from './tables';

/** An open database and the driver handle that libraries such as the throttle need. */
export type DatabaseConnection =
  | { dialect: 'sqlite'; db: Kysely<Database>; driver: SQLite.Database }
  | { dialect: 'postgres'; db: Kysely<Database>; driver: pg.Pool };

/** The SQLite database's file name in the data folder. */
export const SQLITE_FILE_NAME = 'heirloom.sqlite';

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
      // A random page read costs about a sequential one here: the tables' hot pages are in memory or
      // on solid-state storage. PostgreSQL's manual ("Planner Cost Constants") suggests 1.1 for
      // such storage; with its default of 4, looking up a few hundred people by index (a chart's
      // focus) was planned as a scan of whole tables, 5–10 ms a query instead of 1–2. Options in
      // DATABASE_URL itself take precedence over these.
      options: `-c random_page_cost=1.1${options.searchPath ? ` -c search_path=${options.searchPath}` : ''}`,
    });
    const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool: withNamedStatements(pool) }) });
    // Prepared queries: a named statement on any free connection of the pool.
    setDirectRunner(db, async (text, values) => {
      const name = preparedStatementName(text);
      return (await (name ? pool.query({ name, text, values: [...values] }) : pool.query(text, [...values]))).rows;
    });
    return { dialect: 'postgres', db, driver: pool };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  // Prepared queries: one synchronous call on the one connection, unless Kysely holds it in a transaction.
  setDirectRunner(db, (source, parameters) =>
    sqlite.inTransaction ? undefined : (statements.prepare(source).all(parameters) as unknown[]),
  );
  return { dialect: 'sqlite', db, driver: sqlite };
}

/** Prepared statements kept per SQLite connection; queries with `IN (…)` lists make a few more. */
const STATEMENT_CACHE_SIZE = 500;

/** Statements that change the schema: they empty the cache (its column names would be out of date). */
const SCHEMA_CHANGE = /^\s*(?:create|alter|drop)\s/iu;

/**
 * A statement whose rows are read as arrays and turned into objects here. better-sqlite3 builds
 * each row object in C++ by internalizing every column name for every cell, which cost a third of
 * reading a 20-message list (measured by `npm run bench`); the same objects built here from the
 * names read once take two thirds of the time. Rows are the same plain objects (a later column of
 * the same name wins).
 */
function withObjectRows(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  let names = statement.columns().map((column) => column.name);
  const toObject = (values: unknown[]) => {
    // SQLite re-prepares a statement after a schema change made elsewhere; `select *` may then
    // return other columns.
    if (values.length !== names.length) names = statement.columns().map((column) => column.name);
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index += 1) row[names[index]!] = values[index];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(values);
    },
  };
}

/**
 * The SQLite handle as Kysely sees it, with its prepared statements reused: Kysely prepares every
 * query afresh, and preparing cost more than running a primary-key lookup (`npm run bench`). Only
 * compiled SQL is kept, never data; a schema change through this connection empties the cache. A
 * statement still busy in an `iterate()` is not shared; the oldest entry goes when the cache is full.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, { statement: SQLite.Statement; wrapped: SqliteStatement }>();
  return {
    close: () => sqlite.close(),
    prepare: (source) => {
      const cached = statements.get(source);
      if (cached && !cached.statement.busy) return cached.wrapped;
      if (!cached && SCHEMA_CHANGE.test(source)) statements.clear();
      const statement = sqlite.prepare(source);
      const wrapped = withObjectRows(statement);
      if (!cached) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(source, { statement, wrapped });
      }
      return wrapped;
    },
  };
}

/**
 * The pool as Kysely sees it, running prepared queries (prepared-query.ts) as named statements:
 * each connection parses and plans one once and then only binds values, where an unnamed statement
 * is parsed and planned on every call (`npm run bench`: the session lookup and the list's queries
 * run on every request). Other SQL goes through unchanged.
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Kysely's two overloads: SQL with its values, or a cursor (streamed queries) passed as it is.
    query: ((sqlOrCursor: string | pg.Submittable, parameters?: unknown[]) => {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor);
      const name = preparedStatementName(sqlOrCursor);
      return name
        ? client.query({ name, text: sqlOrCursor, values: parameters })
        : client.query(sqlOrCursor, parameters);
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) clients.set(client, (wrapped = wrap(client)));
      return wrapped;
    },
    end: () => pool.end(),
  };
}

/**
 * The migrator of `connection` over every migration. On PostgreSQL the migration tables are looked
 * up in the connection's current schema only: Kysely otherwise takes a same-named table in any schema
 * (say a crashed test run's) for its own and fails.
 */
export async function createMigrator(connection: DatabaseConnection): Promise<Migrator> {
  const { db } = connection;
  const migrationTableSchema =
    connection.dialect === 'postgres'
      ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

/**
 * Brings the schema up to date (createMigrator).
 * @throws Error naming the failed migration; nothing after it runs
 */
export async function migrateToLatest(connection: DatabaseConnection): Promise<void> {
  const migrator = await createMigrator(connection);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
