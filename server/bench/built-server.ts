/**
 * The built server (server/dist/main.js) in a process of its own, for benches that measure it as a
 * visitor's browser or another process meets it: on SQLite in a new data folder or, given
 * `databaseUrl`, on a new PostgreSQL database beside that URL's (dropped by `stop`). Without the
 * demo family: a new server builds it in the background (uploads, previews, ffmpeg), minutes of both
 * cores that would land on what is measured. Needs `npm run build`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the built server on 127.0.0.1:`port` and resolves once it answers.
 * @returns its process id, its PostgreSQL database's name (on PostgreSQL), and `stop`, which ends it
 * and removes its data folder and database
 * @throws Error when it has not answered after 30 s or exits first
 */
export async function startBuiltServer(port: number, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-server-'));
  const database = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  let serverUrl: string | undefined;
  if (admin && database) {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${database}`;
    serverUrl = url.toString();
  }
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_ENABLED: 'false',
      DATA_DIR: dataDir,
      ...(serverUrl ? { DATABASE_URL: serverUrl } : {}),
    },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  for (let attempt = 0; ; attempt++) {
    const isUp = await fetch(`http://localhost:${port}/api/csrf-token`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    if (attempt === 150 || server.exitCode !== null) throw new Error('The bench server did not start.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    pid: server.pid!,
    database,
    async stop() {
      server.kill();
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      if (admin) {
        await admin.query(`DROP DATABASE ${database}`);
        await admin.end();
      }
    },
  };
}
