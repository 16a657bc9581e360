/**
 * Several app instances behind a load balancer, with no disk shared between them: each instance has
 * its own empty DATA_DIR, and they share only the database (one SQLite file, or one PostgreSQL
 * schema) and one S3 bucket (s3rver, a real S3-compatible server). A resumable upload begun on one
 * continues on the other, and on an instance that replaced the first; expired uploads leave nothing
 * in the database or the bucket; a file gone from the bucket answers a sentence. Then the upload
 * lock across instances: a PATCH on the second instance waits until the first instance's PATCH to
 * the same upload has let go (storage/upload-locker.ts), never two writers at once.
 * Real HTTP, real databases, real age, real S3 over HTTP.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { VAULT_ITEM_ID_HEADER, VAULT_UPLOAD_ENDPOINT } from '@heirloom/common/contracts/vault';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { openDatabase, type DatabaseConnection } from '../../db/database';
import { ERROR_MESSAGES } from '../../plugins/errors';
import { BlobNotFoundError } from '../../storage/blob-store';
import { createS3BlobStore } from '../../storage/s3-blob-store';
import { buildUser } from '../../../test/factories';
import { startTestS3Server, type TestS3Server } from '../../../test/s3-server';
import {
  createTestConfig,
  openTestDatabase,
  TEST_DIALECTS,
  type DialectName,
  type TestDatabase,
} from '../../../test/test-app';
import { TUS_ERROR_MESSAGES } from './vault-uploads.messages';
import { noiseWav } from '../../../test/wav';

const recording = readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/voice-note.wav'));

interface Instance {
  app: FastifyInstance;
  address: string;
  config: Config;
}

/** A raw HTTP answer: status, headers, when it arrived. */
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

function collectAnswer(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, at: performance.now() }),
      );
    });
    request.on('error', reject);
  });
}

const filesUnder = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * One database for every instance: a SQLite file in a folder of its own (as a database server would
 * be), or one PostgreSQL schema; each instance opens its own connection to it.
 */
async function openSharedDatabase(dialect: DialectName) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-shared-db-'));
  const database: TestDatabase = await openTestDatabase(dialect, folder);
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(database.connection.db)).rows[0]!
          .schema
      : undefined;
  return {
    db: database.connection.db,
    connect: (): DatabaseConnection =>
      openDatabase({
        dataDir: folder,
        databaseUrl: schema ? process.env.TEST_DATABASE_URL : undefined,
        searchPath: schema,
      }),
    close: async () => {
      await database.connection.db.destroy();
      await database.dropSchema();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Signs a new user up through `instance`. @returns the headers of their tus requests (session, CSRF) */
async function signUp(instance: Instance): Promise<Record<string, string>> {
  const { client } = await buildUser(instance.app);
  const { csrfToken } = (await client.get('/api/csrf-token')).json<{ csrfToken: string }>();
  return {
    'tus-resumable': '1.0.0',
    'x-csrf-token': csrfToken,
    cookie: ['heirloom_session', 'heirloom_csrf'].map((name) => `${name}=${client.cookie(name)}`).join('; '),
  };
}

describe.each(TEST_DIALECTS)('tus uploads on instances sharing only the database and an S3 bucket [%s]', (dialect) => {
  let s3: TestS3Server;
  let database: Awaited<ReturnType<typeof openSharedDatabase>>;
  const instances: Instance[] = [];
  let headers: Record<string, string>;

  /** A new instance: its own empty DATA_DIR, its own connection, the shared bucket. */
  const startInstance = async (): Promise<Instance> => {
    const config = createTestConfig({ s3: s3.config });
    const app = await buildApp(config, { connection: database.connect(), webRoot: config.dataDir });
    return { app, config, address: await app.listen({ port: 0, host: '127.0.0.1' }) };
  };

  beforeAll(async () => {
    s3 = await startTestS3Server();
    database = await openSharedDatabase(dialect);
    instances.push(await startInstance(), await startInstance());
    headers = await signUp(instances[0]!);
  });

  afterAll(async () => {
    for (const { app, config } of instances) {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
    await database?.close();
    await s3?.stop();
  });

  /** What the tests read and remove in the bucket directly, as an operator's tool would. */
  const bucket = () => createS3BlobStore(s3.config);
  /** Whether the bucket holds a blob under `key` (its answer is closed at once). */
  const isInBucket = async (key: string) => {
    try {
      (await bucket().get(key)).destroy();
      return true;
    } catch (error) {
      if (error instanceof BlobNotFoundError) return false;
      throw error;
    }
  };

  const createUpload = async (instance: Instance, file: Buffer) => {
    const created = await fetch(`${instance.address}${VAULT_UPLOAD_ENDPOINT}`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(file.length),
        'upload-metadata': `filename ${Buffer.from('interview.wav').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    return created.headers.get('location')!;
  };

  const patch = (instance: Instance, location: string, offset: number, bytes: Buffer) =>
    fetch(new URL(location, instance.address), {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(bytes),
    });

  const offsetOn = async (instance: Instance, location: string) => {
    const head = await fetch(new URL(location, instance.address), { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    return Number(head.headers.get('upload-offset'));
  };

  const download = async (instance: Instance, itemId: string) => {
    const response = await fetch(`${instance.address}/api/vault/items/${itemId}/file`, { headers });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  const recordOf = (location: string) =>
    database.db
      .selectFrom('tus_uploads')
      .select(['storage_key', 'offset_bytes'])
      .where('id', '=', location.split('/').pop()!)
      .executeTakeFirst();

  it('continues on the second instance an upload begun on the first, byte-identical from both', async () => {
    const [first, second] = instances as [Instance, Instance];
    // Two 8 MiB segments; the first PATCH ends inside the first, which the second instance continues.
    const file = noiseWav(9 * 1000 * 1000);
    const location = await createUpload(first, file);
    const half = file.length / 2;

    expect((await patch(first, location, 0, file.subarray(0, half))).status).toBe(204);
    expect(await offsetOn(second, location)).toBe(half);
    // Neither instance keeps anything of it on its disk: the record is in the database, the bytes in the bucket.
    for (const { config } of instances) expect(filesUnder(config.dataDir)).toEqual([]);
    const storageKey = (await recordOf(location))!.storage_key;
    expect(await isInBucket(`${storageKey}/0`)).toBe(true);

    const finished = await patch(second, location, half, file.subarray(half));
    expect(finished.status, await finished.text()).toBe(204);
    const itemId = finished.headers.get(VAULT_ITEM_ID_HEADER)!;
    expect(await recordOf(location)).toBeUndefined();
    for (const instance of instances) expect(sha256(await download(instance, itemId))).toBe(sha256(file));
  });

  it('resumes on an instance that replaced the one the upload began on', async () => {
    const file = noiseWav(9 * 1000 * 1000);
    const location = await createUpload(instances[0]!, file);
    const part = 3 * 1000 * 1000;
    expect((await patch(instances[0]!, location, 0, file.subarray(0, part))).status).toBe(204);

    // The first instance goes away with its DATA_DIR; a new one, with an empty DATA_DIR, takes its place.
    const gone = instances.shift()!;
    await gone.app.close();
    rmSync(gone.config.dataDir, { recursive: true, force: true });
    instances.unshift(await startInstance());

    expect(await offsetOn(instances[0]!, location)).toBe(part);
    const finished = await patch(instances[0]!, location, part, file.subarray(part));
    expect(finished.status, await finished.text()).toBe(204);
    const itemId = finished.headers.get(VAULT_ITEM_ID_HEADER)!;
    for (const instance of instances) expect((await download(instance, itemId)).equals(file)).toBe(true);
  });

  it('cleans up an expired upload from the database and the bucket, on any instance, twice without harm', async () => {
    const [first, second] = instances as [Instance, Instance];
    const location = await createUpload(first, recording);
    expect((await patch(first, location, 0, recording.subarray(0, 4000))).status).toBe(204);
    const { storage_key: storageKey } = (await recordOf(location))!;
    expect(await isInBucket(`${storageKey}/0`)).toBe(true);
    // tus stamps uploads with the real time: make this one a day and a minute old, as if abandoned yesterday.
    await database.db
      .updateTable('tus_uploads')
      .set({ created_at: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString() })
      .where('id', '=', location.split('/').pop()!)
      .execute();

    await second.app.jobs.runVaultMaintenance();
    expect(await recordOf(location)).toBeUndefined();
    expect(await isInBucket(`${storageKey}/0`)).toBe(false);
    await first.app.jobs.runVaultMaintenance();
    const resumed = await patch(first, location, 4000, recording.subarray(4000));
    expect(resumed.status).toBe(404);
    expect(await resumed.json()).toEqual({ message: TUS_ERROR_MESSAGES.notFound });
  });

  it('answers a file gone from the bucket with 410 and a sentence on every instance', async () => {
    const location = await createUpload(instances[0]!, recording);
    const finished = await patch(instances[1]!, location, 0, recording);
    expect(finished.status).toBe(204);
    const itemId = finished.headers.get(VAULT_ITEM_ID_HEADER)!;
    const { storage_key: storageKey } = await database.db
      .selectFrom('vault_items')
      .innerJoin('media', 'media.id', 'vault_items.media_id')
      .select('media.storage_key')
      .where('vault_items.id', '=', itemId)
      .executeTakeFirstOrThrow();
    await bucket().removeAll(storageKey);

    for (const instance of instances) {
      const response = await fetch(`${instance.address}/api/vault/items/${itemId}/file`, { headers });
      expect(response.status).toBe(410);
      expect(await response.json()).toEqual({ message: ERROR_MESSAGES.missingFile });
    }
  });
});

describe.each(TEST_DIALECTS)('the lock of a tus upload across two instances [%s]', (dialect) => {
  let database: Awaited<ReturnType<typeof openSharedDatabase>>;
  const instances: Instance[] = [];
  let headers: Record<string, string>;
  // Each instance has its own DATA_DIR; their local blob stores are one folder, so that this test
  // can see the first PATCH write its first segment (a bucket shows an object only once it is whole).
  const media = mkdtempSync(path.join(os.tmpdir(), 'heirloom-shared-media-'));

  beforeAll(async () => {
    database = await openSharedDatabase(dialect);
    for (let index = 0; index < 2; index++) {
      const config = createTestConfig();
      symlinkSync(media, path.join(config.dataDir, 'media'));
      const app = await buildApp(config, { connection: database.connect(), webRoot: config.dataDir });
      instances.push({ app, config, address: await app.listen({ port: 0, host: '127.0.0.1' }) });
    }
    headers = await signUp(instances[0]!);
  });

  afterAll(async () => {
    for (const { app, config } of instances) {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
    await database?.close();
    rmSync(media, { recursive: true, force: true });
  });

  /** Starts a PATCH of `bytes` at `offset`; `declaredBytes` (Content-Length) may promise more. */
  const startPatch = (instance: Instance, location: string, offset: number, declaredBytes: number) =>
    http.request(new URL(location, instance.address), {
      method: 'PATCH',
      headers: {
        ...headers,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(declaredBytes),
      },
    });

  const heldLocks = () => database.db.selectFrom('upload_locks').select('upload_id').execute();

  it('makes a PATCH on the second instance wait until the first instance’s PATCH lets go', async () => {
    const [first, second] = instances as [Instance, Instance];
    const created = await fetch(`${first.address}${VAULT_UPLOAD_ENDPOINT}`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(recording.length),
        'upload-metadata': `filename ${Buffer.from('voice-note.wav').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const uploadId = location.split('/').pop()!;
    // Bytes go straight into the upload's first age segment: the blob store writes it aside first.
    const isWritingFirstSegment = () =>
      readdirSync(media, { recursive: true }).some((name) => String(name).endsWith('.partial'));

    // The first instance's PATCH promises the whole recording but sends 1 KiB and stalls (a slow phone).
    const slow = startPatch(first, location, 0, recording.length);
    const slowAnswer = collectAnswer(slow);
    onTestFinished(() => void slow.destroy());
    slow.write(recording.subarray(0, 1024));
    for (let waited = 0; !isWritingFirstSegment(); waited += 20) {
      if (waited > 5000) throw new Error('the first PATCH never wrote its first kilobyte');
      await sleep(20);
    }
    expect(await heldLocks()).toEqual([{ upload_id: uploadId }]);

    // The client resumes from 1 KiB on the other instance: it asks the holder to let go and waits.
    const resumedRequest = startPatch(second, location, 1024, recording.length - 1024);
    const resumedAnswer = collectAnswer(resumedRequest);
    resumedRequest.end(recording.subarray(1024));
    const resumed = await resumedAnswer;
    const stalled = await Promise.race([slowAnswer, sleep(2000).then(() => undefined)]);
    expect(stalled, 'the first instance never let go of the upload').toBeDefined();

    expect(stalled!.status).toBe(204);
    expect(stalled!.headers['upload-offset']).toBe('1024');
    expect(resumed.status, resumed.body).toBe(204);
    expect(stalled!.at).toBeLessThan(resumed.at);
    // One writer at a time: the stored recording is exactly the first kilobyte and then the rest.
    const itemId = resumed.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
    const stored = await fetch(`${second.address}/api/vault/items/${itemId}/file`, { headers });
    expect(Buffer.from(await stored.arrayBuffer()).equals(recording)).toBe(true);
    expect(await heldLocks()).toEqual([]);
  });
});
