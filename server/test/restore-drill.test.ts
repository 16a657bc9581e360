/**
 * The restore drill (README "Restoring from a backup"), on SQLite and PostgreSQL: a family's
 * account, vault, messages, tree and capsule on one instance; the administrator's backup (the
 * database snapshot encrypted with age) taken; the instance lost; a fresh instance built from
 * the backup, the media store (the DATA_DIR's `media/` folder copied on SQLite; the same S3 bucket
 * on PostgreSQL) and the same secrets. Everything reads back identical, the recording byte for
 * byte, and the scheduled letter due after the restore is e-mailed once while the one delivered
 * before the backup is not sent again (a real SMTP receiver).
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Decrypter } from 'age-encryption';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { VAULT_ITEM_ID_HEADER } from '@heirloom/common/contracts/vault';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { openDatabase, SQLITE_FILE_NAME } from '../src/db/database';
import { buildUser } from './factories';
import { startTestS3Server, type TestS3Server } from './s3-server';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';
import { createTestConfig, openTestDatabase, TEST_DIALECTS, TestClient } from './test-app';
import { importTreeThroughApi } from './tree-imports';
import { uploadWithTus } from './tus-client';

const ADMIN_EMAIL = 'drill-admin@example.com';
const PASSWORD = 'correct horse battery';
const PASSPHRASE = 'a long passphrase for the drill';
const HOUR = 60 * 60 * 1000;
const T0 = Date.parse('2027-03-01T09:00:00Z');
const recording = readFileSync(path.join(import.meta.dirname, 'fixtures/voice-note.wav'));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const TREE = Buffer.from(
  '0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 NAME Ann /Lee/\n1 BIRT\n2 DATE 3 MAR 1931\n0 @I2@ INDI\n1 NAME Tom /Lee/\n0 @F1@ FAM\n1 HUSB @I2@\n1 WIFE @I1@\n0 TRLR\n',
);

/** Restores a pg_dump file with psql into a new, empty PostgreSQL database. @returns its URL */
function restoreIntoFreshPostgres(dump: Buffer, folder: string): { url: string; drop: () => Promise<void> } {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `restore_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const file = path.join(folder, 'backup.sql');
  writeFileSync(file, dump);
  execFileSync('psql', ['--quiet', '--no-psqlrc', '--dbname', serverUrl, '-c', `CREATE DATABASE ${name}`]);
  execFileSync(
    'psql',
    ['--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--dbname', url.toString(), '--file', file],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return {
    url: url.toString(),
    drop: async () => {
      const server = new pg.Client({ connectionString: serverUrl });
      await server.connect();
      await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.end();
    },
  };
}

describe.each(TEST_DIALECTS)('restore drill [%s]', (dialect) => {
  let now = T0;
  const clock = { now: () => new Date(now) };
  const folders: string[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let smtp: SmtpReceiver;
  let s3: TestS3Server | undefined;

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  const folder = (prefix: string) => {
    const made = mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(made);
    return made;
  };

  /** Reads what the family sees: account, vault, messages, the tree and the capsule. */
  async function readFamily(client: TestClient, ids: { itemId: string; treeId: string; capsuleId: string }) {
    const file = await client.get(`/api/vault/items/${ids.itemId}/file`);
    expect(file.statusCode).toBe(200);
    return {
      account: (await client.get('/api/auth/status')).json(),
      item: (await client.get(`/api/vault/items/${ids.itemId}`)).json(),
      recording: sha256(file.rawPayload),
      messages: (await client.get('/api/messages')).json(),
      tree: (await client.get(`/api/family-trees/${ids.treeId}`)).json(),
      capsule: (await client.get(`/api/time-capsules/${ids.capsuleId}`)).json(),
    };
  }

  it('restores a family onto a fresh instance from the backup and the media store', { timeout: 120_000 }, async () => {
    smtp = await startSmtpReceiver();
    cleanups.push(() => smtp.close());
    if (dialect === 'postgres') {
      s3 = await startTestS3Server();
      cleanups.push(() => s3!.stop());
    }
    const base: Partial<Config> = {
      adminEmail: ADMIN_EMAIL,
      smtpUrl: smtp.url,
      ...(s3 ? { s3: s3.config } : {}),
    };
    const webRoot = folder('heirloom-drill-web-');
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Built</title>');

    // The instance that will be lost.
    const originalConfig = createTestConfig({ ...base, databaseUrl: process.env.TEST_DATABASE_URL });
    folders.push(originalConfig.dataDir);
    const originalDatabase = await openTestDatabase(dialect, originalConfig.dataDir);
    cleanups.push(() => originalDatabase.dropSchema());
    const original: FastifyInstance = await buildApp(originalConfig, {
      connection: originalDatabase.connection,
      clock,
      webRoot,
    });
    await buildUser(original, { email: ADMIN_EMAIL });
    const family = await buildUser(original, { email: 'ann@example.com', password: PASSWORD });

    const uploaded = await uploadWithTus(family.client, recording, { filename: 'grandma.wav', filetype: '' });
    expect(uploaded.statusCode, uploaded.body).toBe(204);
    const itemId = uploaded.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
    while (await original.jobs.runRenditionJob());
    const letter = (title: string, email: string, deliverAt: number) =>
      family.client.post('/api/messages', {
        intent: 'schedule',
        kind: 'letter',
        title,
        letterText: `${title}, with love.`,
        occasion: 'birthday',
        deliverAt: new Date(deliverAt).toISOString(),
        timeZone: 'UTC',
        recipients: [{ name: title, email }],
      });
    expect((await letter('For Rose', 'rose@example.com', T0 + HOUR)).statusCode).toBe(201);
    expect((await letter('For Maya', 'maya@example.com', T0 + 72 * HOUR)).statusCode).toBe(201);
    const { outcome } = await importTreeThroughApi(original, family.client, 'lees.ged', TREE);
    const capsule = await family.client.post('/api/time-capsules', {
      title: 'Open in 2030',
      opensAt: '2030-01-01T12:00:00.000Z',
      timeZone: 'UTC',
      recipients: [{ name: 'Maya', email: 'maya@example.com' }],
    });
    expect(capsule.statusCode, capsule.body).toBe(201);
    const capsuleId = capsule.json<{ id: string }>().id;
    const note = await family.client.post(`/api/time-capsules/${capsuleId}/items`, {
      kind: 'letter',
      text: 'What 2027 was like.',
    });
    expect(note.statusCode, note.body).toBe(201);

    // Rose's letter goes out before the backup.
    now = T0 + HOUR + 60_000;
    await original.jobs.runDeliveryTick();
    while ((await original.jobs.sendDueEmails()).sent > 0);
    expect(smtp.received.filter((email) => email.to === 'rose@example.com')).toHaveLength(1);

    const ids = { itemId, treeId: outcome.treeId!, capsuleId };
    const before = await readFamily(family.client, ids);
    expect(before.recording).toBe(sha256(recording));

    // The administrator's backup.
    const admin = new TestClient(original);
    const signedIn = await admin.post('/api/auth/signin', {
      username: ADMIN_EMAIL,
      password: PASSWORD,
      browser: 'chrome',
      mobile: false,
    });
    expect(signedIn.statusCode).toBe(200);
    const backup = await admin.post('/api/admin/backup', { passphrase: PASSPHRASE });
    expect(backup.statusCode, backup.body.slice(0, 200)).toBe(200);
    await original.close();

    // A fresh instance: an empty DATA_DIR, the decrypted snapshot, the media store, the same secrets.
    const decrypter = new Decrypter();
    decrypter.addPassphrase(PASSPHRASE);
    const snapshot = Buffer.from(await decrypter.decrypt(new Uint8Array(backup.rawPayload)));
    const freshConfig = createTestConfig({ ...base, secrets: originalConfig.secrets });
    folders.push(freshConfig.dataDir);
    let connection;
    if (dialect === 'sqlite') {
      writeFileSync(path.join(freshConfig.dataDir, SQLITE_FILE_NAME), snapshot);
      cpSync(path.join(originalConfig.dataDir, 'media'), path.join(freshConfig.dataDir, 'media'), { recursive: true });
      connection = openDatabase({ dataDir: freshConfig.dataDir });
    } else {
      const restored = restoreIntoFreshPostgres(snapshot, freshConfig.dataDir);
      cleanups.push(restored.drop);
      const probe = openDatabase({ dataDir: freshConfig.dataDir, databaseUrl: restored.url });
      const { rows } = await sql<{ schema: string }>`
        SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = 'users'`.execute(probe.db);
      await probe.db.destroy();
      connection = openDatabase({
        dataDir: freshConfig.dataDir,
        databaseUrl: restored.url,
        searchPath: rows[0]!.schema,
      });
    }
    rmSync(originalConfig.dataDir, { recursive: true, force: true }); // the lost instance's disk
    const fresh = await buildApp(freshConfig, { connection, clock, webRoot });
    cleanups.push(() => fresh.close());

    const restoredFamily = new TestClient(fresh);
    const again = await restoredFamily.post('/api/auth/signin', {
      username: 'ann@example.com',
      password: PASSWORD,
      browser: 'chrome',
      mobile: false,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await readFamily(restoredFamily, ids)).toEqual(before);

    // Deliveries go on from the snapshot: Maya's letter once, Rose's not again.
    now = T0 + 72 * HOUR + 60_000;
    for (let round = 0; round < 3; round++) {
      await fresh.jobs.runDeliveryTick();
      while ((await fresh.jobs.sendDueEmails()).sent > 0);
    }
    expect(smtp.received.filter((email) => email.to === 'maya@example.com')).toHaveLength(1);
    expect(smtp.received.filter((email) => email.to === 'rose@example.com')).toHaveLength(1);
  });
});
