/**
 * Issue 15 "Several instances": two app instances on one database and one data folder (as behind a
 * load balancer with a shared volume), each listening on its own port. An upload begun on one is
 * resumed on the other, and a PATCH on the second instance waits until the first instance's PATCH to
 * the same upload has let go of the lock (storage/upload-locker.ts): never two writers at once.
 * Real HTTP, real database (SQLite file shared by both, or one PostgreSQL schema), a real recording.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { VAULT_ITEM_ID_HEADER, VAULT_UPLOAD_ENDPOINT } from '@heirloom/common/contracts/vault';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseConnection } from '../../db/database';
import { buildUser } from '../../../test/factories';
import { createTestConfig, openTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../../test/test-app';

const recording = readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/voice-note.wav'));

interface Instance {
  app: FastifyInstance;
  address: string;
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

describe.each(TEST_DIALECTS)('tus uploads across two app instances [%s]', (dialect) => {
  const config = createTestConfig();
  let database: TestDatabase;
  let secondConnection: DatabaseConnection;
  const instances: Instance[] = [];
  let headers: Record<string, string>;

  beforeAll(async () => {
    database = await openTestDatabase(dialect, config.dataDir);
    const first = await buildApp(config, { connection: database.connection, webRoot: config.dataDir });
    // The second instance opens its own connection to the same database (the same schema on PostgreSQL).
    const schema =
      dialect === 'postgres'
        ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(database.connection.db)).rows[0]!
            .schema
        : undefined;
    secondConnection = openDatabase({
      dataDir: config.dataDir,
      databaseUrl: schema ? process.env.TEST_DATABASE_URL : undefined,
      searchPath: schema,
    });
    const second = await buildApp(config, { connection: secondConnection, webRoot: config.dataDir });
    for (const app of [first, second])
      instances.push({ app, address: await app.listen({ port: 0, host: '127.0.0.1' }) });

    const { client } = await buildUser(first);
    const { csrfToken } = (await client.get('/api/csrf-token')).json<{ csrfToken: string }>();
    headers = {
      'tus-resumable': '1.0.0',
      'x-csrf-token': csrfToken,
      cookie: ['heirloom_session', 'heirloom_csrf'].map((name) => `${name}=${client.cookie(name)}`).join('; '),
    };
  });

  afterAll(async () => {
    for (const { app } of instances) await app.close();
    await database?.dropSchema();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  const createUpload = async (instance: Instance) => {
    const created = await fetch(`${instance.address}${VAULT_UPLOAD_ENDPOINT}`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(recording.length),
        'upload-metadata': `filename ${Buffer.from('voice-note.wav').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    return created.headers.get('location')!;
  };

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

  const patch = (instance: Instance, location: string, offset: number, bytes: Buffer) => {
    const request = startPatch(instance, location, offset, bytes.length);
    const answer = collectAnswer(request);
    request.end(bytes);
    return answer;
  };

  const storedFile = async (instance: Instance, itemId: string) => {
    const response = await fetch(`${instance.address}/api/vault/items/${itemId}/file`, { headers });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  const heldLocks = () => database.connection.db.selectFrom('upload_locks').select('upload_id').execute();

  it('resumes on the second instance an upload begun on the first', async () => {
    const [first, second] = instances as [Instance, Instance];
    const location = await createUpload(first);
    const half = Math.floor(recording.length / 2);

    const begun = await patch(first, location, 0, recording.subarray(0, half));
    expect(begun.status).toBe(204);
    const head = await fetch(new URL(location, second.address), { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));

    const finished = await patch(second, location, half, recording.subarray(half));
    expect(finished.status, finished.body).toBe(204);
    const itemId = finished.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
    expect((await storedFile(first, itemId)).equals(recording)).toBe(true);
    expect(await heldLocks()).toEqual([]);
  });

  it('makes a PATCH on the second instance wait until the first instance’s PATCH lets go', async () => {
    const [first, second] = instances as [Instance, Instance];
    const location = await createUpload(first);
    const uploadId = location.split('/').pop()!;
    // Bytes go straight into the upload's first age segment: the blob store writes it aside first.
    const isWritingFirstSegment = () =>
      readdirSync(path.join(config.dataDir, 'media'), { recursive: true }).some((name) =>
        String(name).endsWith('.partial'),
      );

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
    const resumed = await patch(second, location, 1024, recording.subarray(1024));
    const stalled = await Promise.race([slowAnswer, sleep(2000).then(() => undefined)]);
    expect(stalled, 'the first instance never let go of the upload').toBeDefined();

    expect(stalled!.status).toBe(204);
    expect(stalled!.headers['upload-offset']).toBe('1024');
    expect(resumed.status, resumed.body).toBe(204);
    expect(stalled!.at).toBeLessThan(resumed.at);
    // One writer at a time: the stored recording is exactly the first kilobyte and then the rest.
    const itemId = resumed.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
    expect((await storedFile(second, itemId)).equals(recording)).toBe(true);
    expect(await heldLocks()).toEqual([]);
  });
});
