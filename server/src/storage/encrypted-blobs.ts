/**
 * Encryption at rest for stored files (issue 4 "Storage"; PRODUCT.md "Security claims are made
 * true"). A file is cut into segments of `segmentBytes` plaintext (8 MiB by default) and each
 * segment is stored as its own standard age v1 file (https://age-encryption.org/v1: X25519 recipient
 * stanza, a fresh 128-bit file key, ChaCha20-Poly1305 STREAM payload) under `<prefix>/<index>`,
 * encrypted with the `age-encryption` library (typage, by age's author). Nothing here implements
 * a cipher: segmenting only lets a range request decrypt the segments it needs instead of the
 * whole file. Any segment can be read with the age CLI and the owner's identity.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter } from 'age-encryption';
import type { BlobStore } from './blob-store';

/** Plaintext bytes per stored segment (8 MiB): bounds memory per upload and work per seek. */
export const DEFAULT_SEGMENT_BYTES = 8 * 1024 * 1024;

/** Where an encrypted file lives and how it was cut; kept beside the file's record. */
export interface EncryptedBlobLayout {
  prefix: string;
  plaintextBytes: number;
  segmentBytes: number;
}

const segmentKey = (prefix: string, index: number) => `${prefix}/${index}`;

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Encrypts `plaintext` to the age `recipient` ("age1…") and stores it under `prefix`.
 * Memory: about two segments at a time. On failure every segment written is removed.
 * @returns the layout to keep for reading it back
 */
export async function writeEncryptedBlob(
  store: BlobStore,
  prefix: string,
  plaintext: Readable | Buffer,
  recipient: string,
  segmentBytes = DEFAULT_SEGMENT_BYTES,
): Promise<EncryptedBlobLayout> {
  const encryptSegment = async (index: number, chunks: Buffer[]) => {
    const encrypter = new Encrypter();
    encrypter.addRecipient(recipient);
    // typage's streaming path is about a third faster than encrypting one large Uint8Array.
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const ciphertext = Readable.fromWeb((await encrypter.encrypt(source)) as unknown as NodeReadableStream<Uint8Array>);
    await store.put(segmentKey(prefix, index), ciphertext);
  };
  let index = 0;
  let total = 0;
  try {
    const source = Buffer.isBuffer(plaintext) ? Readable.from([plaintext]) : plaintext;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    for await (const chunk of source) {
      let rest = chunk as Buffer;
      while (rest.length > 0) {
        const take = Math.min(rest.length, segmentBytes - pendingBytes);
        pending.push(rest.subarray(0, take));
        pendingBytes += take;
        rest = rest.subarray(take);
        if (pendingBytes === segmentBytes) {
          await encryptSegment(index++, pending);
          total += pendingBytes;
          pending = [];
          pendingBytes = 0;
        }
      }
    }
    // An empty file is one empty segment, so every layout has at least one.
    if (pendingBytes > 0 || index === 0) {
      await encryptSegment(index++, pending);
      total += pendingBytes;
    }
    return { prefix, plaintextBytes: total, segmentBytes };
  } catch (error) {
    await store.removeAll(prefix);
    throw error;
  }
}

/**
 * Streams plaintext bytes `start`..`end` (inclusive, 0-based; RFC 9110 §14.1.2 byte positions) of
 * an encrypted file, decrypting only the segments the range touches.
 * @param identity the owner's age identity ("AGE-SECRET-KEY-1…")
 * @throws (from the stream) Error when a segment does not decrypt: wrong key or tampered data
 */
export function readDecryptedRange(
  store: BlobStore,
  layout: EncryptedBlobLayout,
  identity: string,
  start = 0,
  end = layout.plaintextBytes - 1,
): Readable {
  async function* segments() {
    if (end < start) return;
    const first = Math.floor(start / layout.segmentBytes);
    const last = Math.floor(end / layout.segmentBytes);
    for (let index = first; index <= last; index++) {
      const decrypter = new Decrypter();
      decrypter.addIdentity(identity);
      const ciphertext = await collect(await store.get(segmentKey(layout.prefix, index)));
      const plain = Buffer.from(await decrypter.decrypt(ciphertext));
      const offset = index * layout.segmentBytes;
      yield plain.subarray(Math.max(0, start - offset), Math.min(plain.length, end - offset + 1));
    }
  }
  return Readable.from(segments(), { objectMode: false });
}

/** Decrypts a whole encrypted file into memory (for small files: previews, thumbnails). */
export async function readDecryptedBuffer(
  store: BlobStore,
  layout: EncryptedBlobLayout,
  identity: string,
): Promise<Buffer> {
  return collect(readDecryptedRange(store, layout, identity));
}
