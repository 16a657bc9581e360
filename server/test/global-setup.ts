/**
 * Vitest global setup: runs every migration once per test run, into a template per dialect that
 * each test database is copied from (test-app.ts): a migrated SQLite file, and pg_dump's SQL of a
 * migrated PostgreSQL schema when TEST_DATABASE_URL is set. The copies then have nothing to migrate.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase, SQLITE_FILE_NAME } from '../src/db/database';

/** pg_dump's SQL of a migrated schema, and the schema's name in it (replaced by each copy's). */
export interface PostgresTemplate {
  schema: string;
  sql: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite database file, copied per test database. */
    sqliteTemplatePath: string;
    /** The migrated PostgreSQL schema as SQL; null without TEST_DATABASE_URL. */
    postgresTemplate: PostgresTemplate | null;
  }
}

/** Migrates a SQLite database in `folder` and closes it (which folds its WAL into the file). @returns its path */
async function migrateSqliteTemplate(folder: string): Promise<string> {
  const connection = openDatabase({ dataDir: folder });
  await migrateToLatest(connection);
  await connection.db.destroy();
  return path.join(folder, SQLITE_FILE_NAME);
}

/** Runs one statement (or several, separated by semicolons) on the test PostgreSQL in a connection of its own. */
export async function runOnTestPostgres(postgresUrl: string, statements: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statements);
  } finally {
    await client.end();
  }
}

/**
 * Migrates a throw-away schema on the test PostgreSQL and dumps it as SQL (pg_dump, the server's
 * major version; plain INSERTs so the dump runs as one query, no psql meta-commands), then drops it.
 */
async function dumpPostgresTemplate(postgresUrl: string): Promise<PostgresTemplate> {
  const schema = `template_${randomBytes(6).toString('hex')}`;
  await runOnTestPostgres(postgresUrl, `CREATE SCHEMA ${schema}`);
  try {
    const connection = openDatabase({ dataDir: os.tmpdir(), databaseUrl: postgresUrl, searchPath: schema });
    await migrateToLatest(connection);
    await connection.db.destroy();
    const dump = execFileSync(
      'pg_dump',
      ['--schema', schema, '--no-owner', '--no-privileges', '--inserts', '--dbname', postgresUrl],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    return { schema, sql: dump.replace(/^\\.*$/gmu, '') };
  } finally {
    await runOnTestPostgres(postgresUrl, `DROP SCHEMA ${schema} CASCADE`);
  }
}

/** Builds the templates and hands them to the test files; the returned teardown deletes the SQLite one. */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-test-template-'));
  const postgresUrl = process.env.TEST_DATABASE_URL;
  project.provide('sqliteTemplatePath', await migrateSqliteTemplate(folder));
  project.provide('postgresTemplate', postgresUrl ? await dumpPostgresTemplate(postgresUrl) : null);
  return () => rmSync(folder, { recursive: true, force: true });
}
