/**
 * Where stored bytes live, behind a small interface so callers need not know which store runs: the
 * local disk under `DATA_DIR/media` by default, or an S3-compatible bucket (s3-blob-store.ts). A
 * BlobStore knows nothing about encryption: callers hand it ciphertext (encrypted-blobs.ts). Writes
 * are atomic: a blob is either wholly there under its key or not there at all.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { access, constants as fsConstants, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Thrown by `get` when no blob is stored under the key. */
export class BlobNotFoundError extends Error {
  /** @param key the key asked for */
  constructor(readonly key: string) {
    super(`no blob stored under ${key}`);
    this.name = 'BlobNotFoundError';
  }
}

export interface BlobStore {
  /**
   * Stores `body` under `key` (slash-separated, e.g. "media/2026-11/<uuid>/0"), replacing any blob
   * there. Resolves once the blob is durable; on failure nothing is left under the key.
   */
  put(key: string, body: Readable | Buffer): Promise<void>;
  /**
   * Streams the blob under `key`.
   * @throws BlobNotFoundError when there is none
   */
  get(key: string): Promise<Readable>;
  /** Deletes every blob whose key starts with `prefix` + "/" and the blob `prefix` itself; missing is fine. */
  removeAll(prefix: string): Promise<void>;
  /**
   * Optional (the local disk has it, a bucket does not): an open file for the blob under `key`, for a
   * child process to write as its standard output, so the bytes never pass through this process
   * (so uploads run at disk speed). Nothing is under `key` until `commit`.
   */
  openFileWriter?(key: string): Promise<BlobFileWriter>;
  /**
   * Resolves when the store can be written to now (the health check: a folder that exists and is
   * writable, a bucket that answers).
   * @throws Error saying why it cannot
   */
  assertReachable(): Promise<void>;
}

/** A file being written for a blob (BlobStore.openFileWriter). */
export interface BlobFileWriter {
  /** The file's path, for the process that writes it (it is opened here too, for `commit`). */
  path: string;
  /** Makes the file durable (fsync) and puts it under its key at once (rename). */
  commit(): Promise<void>;
  /** Closes and removes the file; the key keeps what it had. */
  discard(): Promise<void>;
}

/** Rejects keys that could escape the store's root ("..", absolute paths, empty segments). */
export function assertValidBlobKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+(?:[./][A-Za-z0-9_-]+)*$/.test(key) || key.split('/').some((part) => part === '..'))
    throw new Error(`invalid blob key: ${key}`);
}

/** A BlobStore on the local disk under `root`; writes go to a temporary file, then are renamed. */
export function createLocalBlobStore(root: string): BlobStore {
  const resolve = (key: string) => {
    assertValidBlobKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const target = resolve(key);
      mkdirSync(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        if (Buffer.isBuffer(body)) await pipeline([body], createWriteStream(partial, { flush: true }));
        else await pipeline(body, createWriteStream(partial, { flush: true }));
        renameSync(partial, target);
      } catch (error) {
        rmSync(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = resolve(key);
      return new Promise((resolvePromise, reject) => {
        const stream = createReadStream(target);
        stream.once('open', () => resolvePromise(stream));
        stream.once('error', (error: NodeJS.ErrnoException) =>
          reject(error.code === 'ENOENT' ? new BlobNotFoundError(key) : error),
        );
      });
    },
    async removeAll(prefix) {
      const target = resolve(prefix);
      await rm(target, { recursive: true, force: true });
    },
    async assertReachable() {
      await mkdir(root, { recursive: true });
      await access(root, fsConstants.W_OK);
    },
    async openFileWriter(key) {
      const target = resolve(key);
      mkdirSync(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.partial`;
      const file = await open(partial, 'w', 0o600);
      return {
        path: partial,
        async commit() {
          try {
            await file.sync();
          } finally {
            await file.close();
          }
          await rename(partial, target);
        },
        async discard() {
          await file.close().catch(() => undefined);
          await rm(partial, { force: true });
        },
      };
    },
  };
}
