/**
 * The tus store that encrypts as bytes arrive, so no unfinished upload sits readable on disk
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md "Uploads"): PATCHes that end anywhere
 * — also cut short, as tus ends the body of a client that went away — leave the offset at exactly
 * the bytes received, a resumed PATCH continues the partial segment, every segment is a standard
 * age v1 file that `age --decrypt` opens, the record lives in the database (no file outside the
 * blob store), and expired uploads go with their segments. Real `age`, real files, real SQLite and
 * PostgreSQL, small segments.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/test-app';
import { createLocalBlobStore } from './blob-store';
import { readDecryptedBuffer } from './encrypted-blobs';
import { EncryptingUploadStore, layoutOfUpload } from './encrypting-upload-store';

const SEGMENT_BYTES = 64 * 1024;

let identity: string;
let recipient: string;
beforeAll(async () => {
  identity = await generateIdentity();
  recipient = await identityToRecipient(identity);
});

/** A WAV header and bytes that differ everywhere, so a byte out of place shows. */
const fileOf = (length: number) => {
  const bytes = Buffer.from(Array.from({ length }, (_, index) => (index * 31 + (index >> 9)) % 251));
  Buffer.from('RIFF\0\0\0\0WAVEfmt ').copy(bytes);
  return bytes;
};

function newStore(database: TestDatabase, expirationMs = 60_000) {
  const blobRoot = mkdtempSync(path.join(os.tmpdir(), 'heirloom-tus-blobs-'));
  const blobStore = createLocalBlobStore(blobRoot);
  const store = new EncryptingUploadStore({
    db: database.connection.db,
    blobStore,
    ownerOf: (metadata) => metadata.ownerid ?? '',
    recipientFor: async (ownerId) => (ownerId === 'owner' ? recipient : Promise.reject(new Error('no key'))),
    identityFor: async (ownerId) => (ownerId === 'owner' ? identity : Promise.reject(new Error('no key'))),
    expirationMs,
    segmentBytes: SEGMENT_BYTES,
  });
  return { store, blobRoot, blobStore };
}

const filesUnder = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

const newUploadId = () => randomBytes(16).toString('hex');

async function create(store: EncryptingUploadStore, size: number, id: string) {
  return store.create(new Upload({ id, size, offset: 0, metadata: { ownerid: 'owner' } }));
}

describe.each(TEST_DIALECTS)('the encrypting tus store [%s]', (dialect) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-tus-store-'));
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(dialect, dataDir);
  });
  afterAll(async () => {
    await database.connection.db.destroy();
    await database.dropSchema();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps exactly the bytes each PATCH delivered, resumes inside a segment, and stores standard age files', async () => {
    const { store, blobRoot, blobStore } = newStore(database);
    const file = fileOf(3 * SEGMENT_BYTES + 777);
    const upload = await create(store, file.length, newUploadId());
    // Three PATCHes ending in the middle of segments; the second is cut short (its client went away).
    const cuts = [1000, SEGMENT_BYTES + 5000, 2 * SEGMENT_BYTES + 1];
    let offset = 0;
    for (const [index, end] of cuts.entries()) {
      const sent = index === 1 ? file.subarray(offset, end - 3000) : file.subarray(offset, end);
      offset = await store.write(Readable.from([sent.subarray(0, 700), sent.subarray(700)]), upload.id, offset);
      expect(offset).toBe(index === 1 ? end - 3000 : end);
      expect((await store.getUpload(upload.id)).offset).toBe(offset);
      // Between PATCHes the database holds the record; the blobs are ciphertext.
      for (const name of filesUnder(blobRoot)) {
        const bytes = readFileSync(name);
        expect(bytes.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
        expect(bytes.includes(file.subarray(100, 164))).toBe(false);
      }
    }
    expect(await store.write(Readable.from([file.subarray(offset)]), upload.id, offset)).toBe(file.length);

    const record = await store.readRecord(upload.id);
    expect(record.sniffedType).toBe('audio/wav');
    const layout = layoutOfUpload(record);
    expect((await readDecryptedBuffer(blobStore, layout, identity)).equals(file)).toBe(true);
    // Each segment opens with Debian's `age`, the reference implementation.
    const identityFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'heirloom-age-id-')), 'identity.txt');
    writeFileSync(identityFile, `${identity}\n`, { mode: 0o600 });
    const segments = [0, 1, 2, 3].map((index) =>
      execFileSync('age', ['--decrypt', '--identity', identityFile, path.join(blobRoot, layout.prefix, String(index))]),
    );
    expect(Buffer.concat(segments).equals(file)).toBe(true);
    expect(segments.map((segment) => segment.length)).toEqual([SEGMENT_BYTES, SEGMENT_BYTES, SEGMENT_BYTES, 777]);
  });

  it('keeps the offset a failed PATCH started from, and the upload resumes from there', async () => {
    const { store, blobStore } = newStore(database);
    const file = fileOf(2 * SEGMENT_BYTES);
    const upload = await create(store, file.length, newUploadId());
    const begun = await store.write(Readable.from([file.subarray(0, 3000)]), upload.id, 0);
    // The body breaks after crossing into the second segment.
    let reads = 0;
    const broken = new Readable({
      read() {
        if (reads++ === 0) this.push(file.subarray(begun, SEGMENT_BYTES + 10));
        else this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.write(broken, upload.id, begun)).rejects.toThrow('connection reset');
    expect((await store.getUpload(upload.id)).offset).toBe(begun);

    expect(await store.write(Readable.from([file.subarray(begun)]), upload.id, begun)).toBe(file.length);
    const layout = layoutOfUpload(await store.readRecord(upload.id));
    expect((await readDecryptedBuffer(blobStore, layout, identity)).equals(file)).toBe(true);
  });

  it('keeps the offset another writer stored: a PATCH whose starting offset moved meanwhile answers 409', async () => {
    const { store } = newStore(database);
    const file = fileOf(10_000);
    const upload = await create(store, file.length, newUploadId());
    // A writer whose lock lapsed still believes the upload is at 0; another has stored 3000 bytes since.
    expect(await store.write(Readable.from([file.subarray(0, 3000)]), upload.id, 0)).toBe(3000);
    await expect(store.write(Readable.from([file.subarray(0, 500)]), upload.id, 0)).rejects.toMatchObject({
      status_code: 409,
    });
    expect((await store.getUpload(upload.id)).offset).toBe(3000);
  });

  it('removes unfinished uploads past their expiry with their segments, and keeps the others', async () => {
    const { store, blobRoot } = newStore(database, 60_000);
    const file = fileOf(SEGMENT_BYTES + 10);
    const old = await create(store, file.length, newUploadId());
    await store.write(Readable.from([file.subarray(0, SEGMENT_BYTES + 1)]), old.id, 0);
    const fresh = await create(store, file.length, newUploadId());
    await store.write(Readable.from([file.subarray(0, 10)]), fresh.id, 0);
    // tus stamps creation with the system time; the old upload was created two minutes ago.
    await database.connection.db
      .updateTable('tus_uploads')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
      .where('id', '=', old.id)
      .execute();

    expect(await store.deleteExpired()).toBe(1);
    await expect(store.getUpload(old.id)).rejects.toMatchObject({ status_code: 404 });
    // Again (another instance's clean-up, or one cut short): nothing left to remove, and no error.
    expect(await store.deleteExpired()).toBe(0);
    expect((await store.getUpload(fresh.id)).offset).toBe(10);
    const remaining = filesUnder(blobRoot).map((name) => path.relative(blobRoot, name));
    expect(remaining).toHaveLength(1);
    expect(remaining[0]!.startsWith((await store.readRecord(fresh.id)).storageKey)).toBe(true);
  });

  it('keeps the record in the database: another store on the same database and blob store resumes it', async () => {
    const { store, blobRoot, blobStore } = newStore(database);
    const file = fileOf(SEGMENT_BYTES + 500);
    const upload = await create(store, file.length, newUploadId());
    const half = await store.write(Readable.from([file.subarray(0, 5000)]), upload.id, 0);
    // Another instance (or this one restarted): a new store object over the same database and blobs.
    const other = new EncryptingUploadStore({
      db: database.connection.db,
      blobStore: createLocalBlobStore(blobRoot),
      ownerOf: (metadata) => metadata.ownerid ?? '',
      recipientFor: async () => recipient,
      identityFor: async () => identity,
      expirationMs: 60_000,
      segmentBytes: SEGMENT_BYTES,
    });
    expect(await other.getUpload(upload.id)).toMatchObject({ offset: half, size: file.length });
    expect(await other.write(Readable.from([file.subarray(half)]), upload.id, half)).toBe(file.length);
    const record = await store.readRecord(upload.id);
    expect(record).toMatchObject({ offset: file.length, sniffedType: 'audio/wav' });
    expect((await readDecryptedBuffer(blobStore, layoutOfUpload(record), identity)).equals(file)).toBe(true);
    const row = await database.connection.db
      .selectFrom('tus_uploads')
      .select('owner_id')
      .where('id', '=', upload.id)
      .executeTakeFirstOrThrow();
    expect(row.owner_id).toBe('owner');
  });
});
