/**
 * Backup Database (docs/product/admin.md "Database tab"; docs/decisions/011-admin.md): a consistent
 * snapshot — SQLite's online backup API (better-sqlite3 `backup`, safe while the app writes) or
 * `pg_dump` (one transaction snapshot, plain SQL of the app's schema) — written to a private
 * temporary file, then streamed out encrypted with age to the administrator's passphrase (scrypt
 * recipient, age-encryption). The temporary plaintext lives only in DATA_DIR (where the SQLite
 * database itself lives) and is removed when the download ends or fails.
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Encrypter } from 'age-encryption';
import type { DatabaseConnection } from '../../db/database';
import { AppError } from '../../lib/app-error';

export interface BackupDependencies {
  connection: DatabaseConnection;
  /** DATABASE_URL (PostgreSQL); pg_dump connects with it. */
  databaseUrl?: string;
  /** The PostgreSQL schema the app works in (tests use one per file); all of it is dumped. */
  schema?: string;
  /** Where the temporary snapshot is written (DATA_DIR). */
  dataDir: string;
}

/**
 * libpq's environment for `databaseUrl`: the password never appears in the process list, as it
 * would in pg_dump's arguments.
 */
function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const environment: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PGHOST: decodeURIComponent(url.hostname),
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
  };
  const sslMode = url.searchParams.get('sslmode');
  if (sslMode) environment.PGSSLMODE = sslMode;
  return environment;
}

/** Runs pg_dump into `file`. @throws AppError 'unavailable' when pg_dump fails or is missing */
function dumpPostgres(databaseUrl: string, schema: string | undefined, file: string): Promise<void> {
  const args = ['--file', file, '--no-owner', '--no-privileges'];
  if (schema) args.push('--schema', schema);
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', args, { stdio: ['ignore', 'ignore', 'pipe'], env: libpqEnvironment(databaseUrl) });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', () => reject(new AppError('unavailable', 'pg_dump is not installed on the server.')));
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new AppError('unavailable', `The database could not be backed up: ${errors.trim().slice(0, 300)}`)),
    );
  });
}

/**
 * Takes the snapshot and returns it as an age-encrypted stream (passphrase recipient).
 * @returns the stream to send; its temporary file is removed when the stream closes
 * @throws AppError 'unavailable' when the snapshot cannot be taken
 */
export async function createEncryptedBackup(deps: BackupDependencies, passphrase: string): Promise<Readable> {
  const folder = await mkdtemp(path.join(deps.dataDir, 'backup-'));
  const file = path.join(folder, 'snapshot');
  try {
    if (deps.connection.dialect === 'sqlite') await deps.connection.driver.backup(file);
    else if (deps.databaseUrl) await dumpPostgres(deps.databaseUrl, deps.schema, file);
    else throw new AppError('unavailable', 'The database address is not configured.');
    const encrypter = new Encrypter();
    encrypter.setPassphrase(passphrase);
    const plain = Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
    const sealed = Readable.fromWeb((await encrypter.encrypt(plain)) as unknown as WebReadableStream<Uint8Array>);
    sealed.once('close', () => void rm(folder, { recursive: true, force: true }));
    return sealed;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
