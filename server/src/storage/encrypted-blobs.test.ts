/**
 * Encrypted files stay standard age v1 whichever encrypter wrote them
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md "Encryption at rest"): segments
 * written by Debian's `age` open with the JavaScript reader (typage), segments typage wrote
 * (before, or on a machine without `age`) open with the JavaScript reader and with `age --decrypt`;
 * a failure leaves no segment behind. Real `age`, real files.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Encrypter, generateIdentity, identityToRecipient } from 'age-encryption';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalBlobStore, type BlobStore } from './blob-store';
import { isAgeCliInstalled } from './age-cli';
import { readDecryptedBuffer, readDecryptedRange, writeEncryptedBlob } from './encrypted-blobs';

const SEGMENT_BYTES = 64 * 1024;

let identity: string;
let recipient: string;
let identityFile: string;
beforeAll(async () => {
  identity = await generateIdentity();
  recipient = await identityToRecipient(identity);
  identityFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'heirloom-age-id-')), 'identity.txt');
  writeFileSync(identityFile, `${identity}\n`, { mode: 0o600 });
});

/** Bytes that differ everywhere, so a segment out of place or out of order shows. */
const patterned = (length: number) =>
  Buffer.from(Array.from({ length }, (_, index) => (index * 31 + (index >> 9)) % 251));

const newStore = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'heirloom-encrypted-'));
  return { root, store: createLocalBlobStore(root) };
};

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Decrypts one stored segment with the age reference implementation. */
const ageDecrypt = async (store: BlobStore, key: string) =>
  execFileSync('age', ['--decrypt', '--identity', identityFile], { input: await readAll(await store.get(key)) });

/** A 2.5-segment file, fed in uneven chunks as a network would. */
const plaintext = patterned(SEGMENT_BYTES * 2 + SEGMENT_BYTES / 2);
const unevenChunks = () => {
  const chunks: Buffer[] = [];
  for (let offset = 0, size = 1000; offset < plaintext.length; offset += size, size = (size * 7) % 50_000 || 1)
    chunks.push(plaintext.subarray(offset, offset + size));
  return Readable.from(chunks);
};

describe('with Debian’s age installed', () => {
  it('is the encrypter used here (the project installs it: .ci/run, README)', async () => {
    expect(await isAgeCliInstalled()).toBe(true);
  });

  it('writes segments the JavaScript reader opens, whole and by range, and age itself opens', async () => {
    const { store } = newStore();
    const layout = await writeEncryptedBlob(store, 'media/cli', unevenChunks(), recipient, SEGMENT_BYTES);
    expect(layout).toEqual({ prefix: 'media/cli', plaintextBytes: plaintext.length, segmentBytes: SEGMENT_BYTES });
    expect((await readDecryptedBuffer(store, layout, identity)).equals(plaintext)).toBe(true);
    const [start, end] = [SEGMENT_BYTES - 10, 2 * SEGMENT_BYTES + 5];
    const range = await readAll(readDecryptedRange(store, layout, identity, start, end));
    expect(range.equals(plaintext.subarray(start, end + 1))).toBe(true);
    for (const index of [0, 1, 2]) {
      const segment = await ageDecrypt(store, `media/cli/${index}`);
      expect(segment.equals(plaintext.subarray(index * SEGMENT_BYTES, (index + 1) * SEGMENT_BYTES))).toBe(true);
    }
    await expect(store.get('media/cli/3')).rejects.toThrow(/no blob/);
  });

  it('stores an empty file as one empty segment', async () => {
    const { store } = newStore();
    const layout = await writeEncryptedBlob(store, 'media/empty', Buffer.alloc(0), recipient, SEGMENT_BYTES);
    expect(layout.plaintextBytes).toBe(0);
    expect((await ageDecrypt(store, 'media/empty/0')).length).toBe(0);
    expect((await readDecryptedBuffer(store, layout, identity)).length).toBe(0);
  });

  it('reads files typage wrote before, segment by segment', async () => {
    const { store } = newStore();
    for (const index of [0, 1, 2]) {
      const encrypter = new Encrypter();
      encrypter.addRecipient(recipient);
      const segment = plaintext.subarray(index * SEGMENT_BYTES, (index + 1) * SEGMENT_BYTES);
      await store.put(`media/old/${index}`, Buffer.from(await encrypter.encrypt(segment)));
    }
    const layout = { prefix: 'media/old', plaintextBytes: plaintext.length, segmentBytes: SEGMENT_BYTES };
    expect((await readDecryptedBuffer(store, layout, identity)).equals(plaintext)).toBe(true);
  });

  it('refuses a malformed recipient with age’s message and leaves nothing stored', async () => {
    const { root, store } = newStore();
    await expect(writeEncryptedBlob(store, 'media/bad', unevenChunks(), 'age1notakey', SEGMENT_BYTES)).rejects.toThrow(
      /age --encrypt failed/,
    );
    expect(readdirSync(root, { recursive: true }).filter((entry) => String(entry).includes('bad/'))).toEqual([]);
  });

  it('removes the segments already written when the plaintext fails half-way', async () => {
    const { root, store } = newStore();
    async function* failing() {
      yield plaintext.subarray(0, SEGMENT_BYTES + 100);
      throw new Error('the upload broke off');
    }
    await expect(
      writeEncryptedBlob(store, 'media/broken', Readable.from(failing()), recipient, SEGMENT_BYTES),
    ).rejects.toThrow('the upload broke off');
    expect(readdirSync(root, { recursive: true }).filter((entry) => String(entry).includes('broken/'))).toEqual([]);
  });
});

describe('without age on the PATH (typage encrypts)', () => {
  const originalPath = process.env.PATH;
  afterEach(() => {
    process.env.PATH = originalPath;
    vi.resetModules();
  });

  it('writes the same standard files, which age and the JavaScript reader open', async () => {
    vi.resetModules();
    process.env.PATH = mkdtempSync(path.join(os.tmpdir(), 'heirloom-no-age-'));
    const fresh = await import('./encrypted-blobs');
    expect(await (await import('./age-cli')).isAgeCliInstalled()).toBe(false);
    const { store } = newStore();
    const layout = await fresh.writeEncryptedBlob(store, 'media/js', unevenChunks(), recipient, SEGMENT_BYTES);
    process.env.PATH = originalPath;
    expect((await readDecryptedBuffer(store, layout, identity)).equals(plaintext)).toBe(true);
    const segments = await Promise.all([0, 1, 2].map((index) => ageDecrypt(store, `media/js/${index}`)));
    expect(Buffer.concat(segments).equals(plaintext)).toBe(true);
  });
});
