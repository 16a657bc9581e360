/**
 * Several app instances behind a load balancer (README "Running several instances"): two server
 * processes, each with its own empty DATA_DIR, sharing only the PostgreSQL database, one S3 bucket
 * (s3rver, a real S3-compatible server) and the secrets, behind a round-robin proxy that sends each
 * request to the next instance in turn. A family's day through it: signing up and staying signed
 * in, a 30 MB resumable upload whose halves reach different instances, a scheduled letter sent
 * once (a real SMTP receiver), a GEDZIP import whose recording is transcribed once, an export and
 * a scrapbook PDF made by whichever instance's job lane took them and downloaded from the other,
 * and the sign-in throttle counted across both. Real processes (no state shared in memory), real
 * HTTP, real age, real PocketSphinx.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '@heirloom/common/contracts/account-export';
import type { ImportPreview, TreeDetail, TreeImport } from '@heirloom/common/contracts/family-tree';
import type { Scrapbook, ScrapbookPrint } from '@heirloom/common/contracts/scrapbooks';
import {
  VAULT_ITEM_ID_HEADER,
  VAULT_UPLOAD_ENDPOINT,
  type VaultAlbum,
  type VaultItem,
} from '@heirloom/common/contracts/vault';
import { CookieClient } from './cookie-client';
import { startRoundRobinProxy, SERVED_BY_HEADER, type RoundRobinProxy } from './round-robin-proxy';
import { startTestS3Server, type TestS3Server } from './s3-server';
import { findFreePort, startServerProcess, type ServerProcess } from './server-process';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';
import { createTestConfig, openTestDatabase, TEST_DIALECTS, type TestDatabase } from './test-app';
import { gedzipWithRecording, VOICE_NOTE } from './tree-imports';
import { noiseWav } from './wav';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

/** Asks `read` every 200 ms until `isDone` holds of its answer; fails after `timeoutMs`. */
async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`still waiting: ${JSON.stringify(value)}`);
    await sleep(200);
  }
}

const tusHeaders = { 'tus-resumable': '1.0.0' };
const tusMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe.each(TEST_DIALECTS.filter((dialect) => dialect === 'postgres'))(
  'two instances behind a round-robin proxy [%s]',
  (dialect) => {
    let database: TestDatabase;
    let s3: TestS3Server;
    let smtp: SmtpReceiver;
    let proxy: RoundRobinProxy;
    const instances: Record<'a' | 'b', ServerProcess> = {} as Record<'a' | 'b', ServerProcess>;
    const folders: string[] = [];
    const db = () => database.connection.db;

    beforeAll(async () => {
      const databaseFolder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-instances-db-'));
      folders.push(databaseFolder);
      database = await openTestDatabase(dialect, databaseFolder);
      const { schema } = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db())).rows[0]!;
      const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
      databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
      [s3, smtp] = await Promise.all([startTestS3Server(), startSmtpReceiver()]);
      const { secrets } = createTestConfig();
      // The proxy's address is every instance's PUBLIC_URL, so it is taken first and filled in after.
      const proxyPort = await findFreePort();
      const shared = {
        DATABASE_URL: databaseUrl.toString(),
        S3_BUCKET: s3.config.bucket,
        S3_REGION: s3.config.region,
        S3_ENDPOINT: s3.config.endpoint!,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
        S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
        SMTP_URL: smtp.url,
        PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
        JOBS_INTERVAL_MS: '300',
        DEMO_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        ...secrets,
      };
      const dataDirs = ['a', 'b'].map(() => mkdtempSync(path.join(os.tmpdir(), 'heirloom-instance-')));
      folders.push(...dataDirs);
      // One after the other: the second process then finds the server's code already compiled in
      // tsx's cache, instead of both compiling all of it at once on a busy machine.
      instances.a = await startServerProcess({ ...shared, DATA_DIR: dataDirs[0]! });
      instances.b = await startServerProcess({ ...shared, DATA_DIR: dataDirs[1]! });
      proxy = await startRoundRobinProxy({ a: instances.a.origin, b: instances.b.origin }, proxyPort);
    }, 90_000);

    afterAll(async () => {
      await proxy?.close();
      for (const instance of Object.values(instances)) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
      await Promise.all([smtp?.close(), s3?.stop()]);
      await database?.connection.db.destroy();
      await database?.dropSchema();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    }, 60_000);

    /** Signs a new family member up through the proxy. */
    async function signUp(): Promise<CookieClient> {
      const client = new CookieClient(proxy.origin);
      const email = `member-${randomUUID().slice(0, 8)}@example.com`;
      const signedUp = await client.send('/api/auth/signup', {
        username: email.split('@')[0],
        email,
        password: 'correct horse battery',
        browser: 'chrome',
        mobile: false,
      });
      expect(signedUp.status, await signedUp.clone().text()).toBe(201);
      return client;
    }

    /** Uploads `file` into the vault through the proxy with tus, `chunkBytes` a PATCH; each answer's instance. */
    async function uploadToVault(
      client: CookieClient,
      file: Buffer,
      metadata: Record<string, string>,
      chunkBytes: number,
    ) {
      const created = await client.fetch(VAULT_UPLOAD_ENDPOINT, {
        method: 'POST',
        headers: { ...tusHeaders, 'upload-length': String(file.length), 'upload-metadata': tusMetadata(metadata) },
      });
      expect(created.status).toBe(201);
      const location = created.headers.get('location')!;
      const servedBy = [created.headers.get(SERVED_BY_HEADER)];
      let answer = created;
      for (let offset = 0; offset < file.length; offset += chunkBytes) {
        answer = await client.fetch(new URL(location, proxy.origin).pathname, {
          method: 'PATCH',
          headers: {
            ...tusHeaders,
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          },
          body: new Uint8Array(file.subarray(offset, offset + chunkBytes)),
        });
        expect(answer.status, await answer.clone().text()).toBe(204);
        servedBy.push(answer.headers.get(SERVED_BY_HEADER));
      }
      return { itemId: answer.headers.get(VAULT_ITEM_ID_HEADER)!, servedBy };
    }

    it('keeps a member signed in whichever instance answers', async () => {
      const client = await signUp();
      const answers = await Promise.all(Array.from({ length: 4 }, () => client.fetch('/api/auth/status')));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.headers.get(SERVED_BY_HEADER)))).toEqual(new Set(['a', 'b']));
      const users = await Promise.all(answers.map((answer) => answer.json() as Promise<{ id: string }>));
      expect(new Set(users.map((user) => user.id)).size).toBe(1);
    });

    it('takes a 30 MB upload whose halves reach different instances, and serves it whole from both', async () => {
      const client = await signUp();
      const file = noiseWav(30 * 1024 * 1024);
      const { itemId, servedBy } = await uploadToVault(client, file, { filename: 'interview.wav' }, file.length / 2);
      expect(servedBy[1]).not.toBe(servedBy[2]); // the first half on one instance, the second on the other
      for (const instance of [instances.a, instances.b]) {
        const download = await client.fetch(`/api/vault/items/${itemId}/file`, {}, instance.origin);
        expect(download.status).toBe(200);
        expect(sha256(await bytesOf(download))).toBe(sha256(file));
      }
    }, 120_000);

    it('delivers a scheduled letter once, whichever instance finds it due', async () => {
      const client = await signUp();
      const recipient = `rose-${randomUUID().slice(0, 8)}@example.com`;
      const scheduled = await client.send('/api/messages', {
        intent: 'schedule',
        kind: 'letter',
        title: 'For Rose',
        letterText: 'With love, on your day.',
        occasion: 'birthday',
        deliverAt: new Date(Date.now() + 8_000).toISOString(),
        timeZone: 'UTC',
        recipients: [{ name: 'Rose', email: recipient }],
      });
      expect(scheduled.status, await scheduled.clone().text()).toBe(201);
      const toRose = () => smtp.received.filter((email) => email.to === recipient);
      await waitFor(
        async () => toRose().length,
        (count) => count >= 1,
        60_000,
      );
      // Both instances' delivery lanes run every 300 ms: a second e-mail would arrive now.
      await sleep(3_000);
      expect(toRose()).toHaveLength(1);
    }, 90_000);

    it('imports a GEDZIP on one instance, transcribes its recording once, and serves it from the other', async () => {
      const client = await signUp();
      const archive = await gedzipWithRecording();

      const uploaded = await client.upload(
        '/api/family-trees/imports',
        { name: 'rivera.gdz', type: 'application/octet-stream', content: archive },
        instances.a.origin,
      );
      expect(uploaded.status, await uploaded.clone().text()).toBe(201);
      const preview = (await uploaded.json()) as ImportPreview;
      const started = await client.send(`/api/family-trees/imports/${preview.id}/run`, {}, 'POST', instances.a.origin);
      expect(started.status).toBe(202);
      const outcome = await waitFor(
        async () =>
          (await (
            await client.fetch(`/api/family-trees/imports/${preview.id}`, {}, instances.b.origin)
          ).json()) as TreeImport,
        (treeImport) => treeImport.status === 'done' || treeImport.status === 'failed',
      );
      expect(outcome.status, JSON.stringify(outcome)).toBe('done');
      const tree = (await (
        await client.fetch(`/api/family-trees/${outcome.treeId}`, {}, instances.b.origin)
      ).json()) as TreeDetail;
      const itemId = tree.mediaObjects[0]!.files[0]!.vaultItemId!;
      const recording = await client.fetch(`/api/vault/items/${itemId}/file`, {}, instances.b.origin);
      expect(sha256(await bytesOf(recording))).toBe(sha256(VOICE_NOTE));

      const item = await waitFor(
        async () => (await (await client.fetch(`/api/vault/items/${itemId}`)).json()) as VaultItem,
        (read) => read.transcript?.status === 'done' || read.transcript?.status === 'failed',
        120_000,
      );
      expect(item.transcript).toMatchObject({ status: 'done', provider: 'pocketsphinx' });
      expect(item.transcript!.text).toMatch(/remember/);
      const job = await db()
        .selectFrom('jobs')
        .select(['status', 'attempts'])
        .where('id', '=', `vault.transcribe:${itemId}`)
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ status: 'done', attempts: 1 }); // claimed once, by one instance
    }, 180_000);

    it('makes an export and a scrapbook PDF on whichever instance, downloadable from either', async () => {
      const client = await signUp();
      const album = (await (
        await client.send('/api/vault/albums', { name: 'Summer at the lake' })
      ).json()) as VaultAlbum;
      for (const name of ['dock.jpg', 'picnic.jpg']) {
        const { itemId } = await uploadToVault(
          client,
          fixture('photo.jpg'),
          { filename: name, title: name },
          256 * 1024,
        );
        const filed = await client.send(`/api/vault/items/${itemId}`, { albumIds: [album.id] }, 'PATCH');
        expect(filed.status).toBe(200);
      }
      const drafted = await client.send('/api/scrapbooks', {
        title: 'Summer at the lake',
        templateId: 'keepsake',
        source: { kind: 'album', albumId: album.id },
      });
      expect(drafted.status, await drafted.clone().text()).toBe(201);
      const scrapbook = (await drafted.json()) as Scrapbook;
      const queuedPrint = await client.send(
        `/api/scrapbooks/${scrapbook.id}/prints`,
        { pageSize: 'a4' },
        'POST',
        instances.a.origin,
      );
      expect(queuedPrint.status).toBe(202);
      const startedExport = await client.send('/api/account/exports', {}, 'POST', instances.a.origin);
      expect(startedExport.status).toBe(202);

      const print = await waitFor(
        async () => {
          const printId = ((await queuedPrint.clone().json()) as ScrapbookPrint).id;
          const read = await client.fetch(`/api/scrapbooks/${scrapbook.id}/prints/${printId}`, {}, instances.b.origin);
          return (await read.json()) as ScrapbookPrint;
        },
        (read) => read.status === 'done' || read.status === 'failed',
        120_000,
      );
      expect(print.status).toBe('done');
      const pdfs = await Promise.all(
        [instances.b, instances.a].map(async (instance) =>
          bytesOf(await client.fetch(print.fileUrl!, {}, instance.origin)),
        ),
      );
      expect(pdfs[0]!.subarray(0, 5).toString()).toBe('%PDF-');
      expect(sha256(pdfs[1]!)).toBe(sha256(pdfs[0]!));

      const ready = await waitFor(
        async () =>
          (
            (await (await client.fetch('/api/account/exports/latest', {}, instances.b.origin)).json()) as {
              export: AccountExport;
            }
          ).export,
        (read) => read.status === 'ready' || read.status === 'failed',
        120_000,
      );
      expect(ready.status).toBe('ready');
      const archives = await Promise.all(
        [instances.b, instances.a].map(async (instance) =>
          bytesOf(await client.fetch(ready.downloadUrl!, {}, instance.origin)),
        ),
      );
      expect(archives[0]!.subarray(0, 2).toString()).toBe('PK');
      expect(sha256(archives[1]!)).toBe(sha256(archives[0]!));
    }, 240_000);

    it('counts wrong passwords across both instances', async () => {
      const client = new CookieClient(proxy.origin);
      const email = `throttled-${randomUUID().slice(0, 8)}@example.com`;
      const attempt = () =>
        client.send('/api/auth/signin', { username: email, password: 'wrong one', browser: 'chrome', mobile: false });
      const refusals = [];
      for (let count = 0; count < 5; count++) refusals.push(await attempt());
      expect(refusals.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
      expect(new Set(refusals.map((answer) => answer.headers.get(SERVED_BY_HEADER)))).toEqual(new Set(['a', 'b']));
      const throttled = await Promise.all([attempt(), attempt()]);
      expect(throttled.map((answer) => answer.status)).toEqual([429, 429]); // on each instance
    });
  },
);
