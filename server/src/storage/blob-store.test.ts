/**
 * One contract for every BlobStore: the local disk in a temp folder, and the S3 store against s3rver
 * (a real S3-compatible HTTP server, in process on a free port) — no mocked SDK.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError, createLocalBlobStore, type BlobStore } from './blob-store';
import { createS3BlobStore } from './s3-blob-store';
import { startTestS3Server } from '../../test/s3-server';

interface Backend {
  name: string;
  /**
   * Starts the backend and returns its store, a store of the same kind that cannot be reached (a
   * folder that is a file, a bucket that does not exist) and a way to find stray temporary files.
   */
  start(): Promise<{
    store: BlobStore;
    unreachable: BlobStore;
    findLeftovers(): Promise<string[]>;
    stop(): Promise<void>;
  }>;
}

const backends: Backend[] = [
  {
    name: 'local disk',
    async start() {
      const root = await mkdtemp(path.join(os.tmpdir(), 'heirloom-blobs-'));
      const notAFolder = path.join(root, 'not-a-folder');
      await writeFile(notAFolder, 'a file where the store expects its folder');
      return {
        store: createLocalBlobStore(path.join(root, 'store')),
        unreachable: createLocalBlobStore(path.join(notAFolder, 'media')),
        findLeftovers: async () =>
          (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.partial')),
        stop: () => rm(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 (s3rver)',
    async start() {
      const server = await startTestS3Server();
      return {
        store: createS3BlobStore({ ...server.config, keyPrefix: 'heirloom' }),
        unreachable: createS3BlobStore({ ...server.config, bucket: 'no-such-bucket' }),
        // Multipart leftovers are invisible to readers on S3 and cleaned by the abort or a lifecycle rule.
        findLeftovers: async () => [],
        stop: () => server.stop(),
      };
    },
  },
];

/** Collects a stream into a string (for small blobs only). */
async function readText(stream: Readable): Promise<string> {
  return Buffer.concat(await stream.toArray()).toString('utf8');
}

/** SHA-256 of a stream, hex, reading it chunk by chunk. */
async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * A stream of `totalBytes` bytes in 64 KiB chunks, each stamped with its offset (so reordered parts
 * show), hashed as they are produced so neither side holds the whole body; `failAfterBytes` makes it
 * error once that many bytes are out.
 */
function createGeneratedStream(totalBytes: number, options: { failAfterBytes?: number } = {}) {
  const hash = createHash('sha256');
  async function* generate() {
    let sent = 0;
    while (sent < totalBytes) {
      if (options.failAfterBytes !== undefined && sent >= options.failAfterBytes)
        throw new Error('source failed midway');
      const chunk = Buffer.alloc(Math.min(64 * 1024, totalBytes - sent), sent % 251);
      chunk.writeUInt32BE(sent, 0);
      hash.update(chunk);
      sent += chunk.length;
      yield chunk;
    }
  }
  return { stream: Readable.from(generate(), { objectMode: false }), digest: () => hash.digest('hex') };
}

const MEGABYTE = 1000 * 1000;

describe.each(backends)('BlobStore contract: $name', (backend) => {
  let store: BlobStore;
  let unreachable: BlobStore;
  let findLeftovers: () => Promise<string[]>;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ store, unreachable, findLeftovers, stop } = await backend.start());
  });
  afterAll(() => stop());

  it('says it is reachable when it is, and rejects when it cannot be written to', async () => {
    await expect(store.assertReachable()).resolves.toBeUndefined();
    await expect(unreachable.assertReachable()).rejects.toThrow();
  });

  it('returns the same bytes it was given as a Buffer', async () => {
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255, ...Buffer.from('héllo')]);
    await store.put('buffers/one', bytes);
    expect(Buffer.concat(await (await store.get('buffers/one')).toArray())).toEqual(bytes);
  });

  it('streams a 12 MB body (two 8 MiB multipart parts on S3) in and out unchanged', async () => {
    const source = createGeneratedStream(12 * MEGABYTE);
    await store.put('large/video', source.stream);
    expect(await sha256Of(await store.get('large/video'))).toBe(source.digest());
  });

  it('rejects get of a missing key with BlobNotFoundError', async () => {
    await expect(store.get('missing/nothing-here')).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('replaces the blob already under a key', async () => {
    await store.put('replaced/blob', Buffer.from('first version'));
    await store.put('replaced/blob', Readable.from([Buffer.from('second')]));
    expect(await readText(await store.get('replaced/blob'))).toBe('second');
  });

  // Not covered: more than 1,000 blobs (ListObjectsV2 paging). s3rver 3.7 makes its continuation tokens
  // with DES, which Node 17+'s OpenSSL 3 refuses, so any truncated listing answers 500 InternalError.
  it('removeAll(prefix) removes everything under the prefix and the prefix blob, not a sibling', async () => {
    await store.put('albums/1/photo', Buffer.from('a'));
    await store.put('albums/1/nested/deeper/photo', Buffer.from('b'));
    await store.put('albums/10/photo', Buffer.from('sibling sharing the letters'));
    await store.put('single-blob', Buffer.from('c'));

    await store.removeAll('albums/1');
    await store.removeAll('single-blob');
    await store.removeAll('never/stored');

    for (const key of ['albums/1/photo', 'albums/1/nested/deeper/photo', 'single-blob'])
      await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await readText(await store.get('albums/10/photo'))).toBe('sibling sharing the letters');
  });

  it.each(['../x', '/abs', 'a//b'])('refuses the invalid key %j', async (key) => {
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/invalid blob key/);
    // The local store's get throws before it makes its promise; `await` callers see the same refusal.
    await expect(Promise.resolve().then(() => store.get(key))).rejects.toThrow(/invalid blob key/);
    await expect(store.removeAll(key)).rejects.toThrow(/invalid blob key/);
  });

  it('leaves nothing under the key when the source stream errors midway', async () => {
    // 10 MB out before the error: past the first multipart part, so the S3 store has an upload to abort.
    const source = createGeneratedStream(12 * MEGABYTE, { failAfterBytes: 10 * MEGABYTE });
    await expect(store.put('broken/upload', source.stream)).rejects.toThrow('source failed midway');
    await expect(store.get('broken/upload')).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await findLeftovers()).toEqual([]);
  });
});
