/**
 * Encryption at rest for stored files (docs/product/marketing-and-figures.md "Security claims";
 * docs/decisions/003-vault-storage-encryption-and-uploads.md). A file is cut into segments of
 * `segmentBytes` plaintext (8 MiB by default) and each segment is stored as its own standard age v1
 * file (https://age-encryption.org/v1: X25519 recipient stanza, a fresh 128-bit file key,
 * ChaCha20-Poly1305 STREAM payload) under `<prefix>/<index>`, encrypted with the `age-encryption`
 * library (typage, by age's author). Nothing here implements a cipher: segmenting only lets a range
 * request decrypt the segments it needs instead of the whole file. Any segment can be read with the
 * age CLI and the owner's identity.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { once } from 'node:events';
import { Decrypter, Encrypter } from 'age-encryption';
import { isAgeCliInstalled, startAgeEncryption } from './age-cli';
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

/** Segments encrypted and stored at once: the next is read while the last is still being written. */
const SEGMENTS_IN_FLIGHT = 2;

/** Plaintext queued for one `age` process before the writer waits for it (memory per segment in flight). */
const AGE_INPUT_QUEUE_BYTES = 4 * 1024 * 1024;

/** One segment on its way to the store: its plaintext is written chunk by chunk, then ended. */
interface SegmentWriter {
  write(chunk: Buffer): Promise<void>;
  /** Resolves once the segment is stored. */
  end(): Promise<void>;
  /** Stops after a failure elsewhere; resolves once this segment writes nothing more (the caller removes it). */
  abort(): Promise<void>;
}

/**
 * A segment encrypted by Debian's `age` in a child process (age-cli.ts): the plaintext is streamed in;
 * the ciphertext goes straight into the store's file when it offers one (the local disk), else it is
 * streamed out into `put`.
 */
async function startAgeCliSegment(store: BlobStore, key: string, recipient: string): Promise<SegmentWriter> {
  const file = await store.openFileWriter?.(key);
  const age = await startAgeEncryption(recipient, file?.path).catch(async (error: unknown) => {
    await file?.discard();
    throw error;
  });
  // Both settle before this does, so nothing is written after a failure is reported; the store's
  // error explains more than the broken pipe age then sees.
  const stored = file
    ? age.done.then(
        () => file.commit(),
        async (error: unknown) => {
          await file.discard();
          throw error;
        },
      )
    : Promise.allSettled([store.put(key, age.output!), age.done]).then(([put, exit]) => {
        if (put.status === 'rejected') throw put.reason;
        if (exit.status === 'rejected') throw exit.reason;
      });
  stored.catch(() => undefined); // observed by write() and end()
  return {
    async write(chunk) {
      age.input.write(chunk);
      // Waits only when a few MiB are queued: age then always has bytes to read, and a busy machine
      // does not stall the upload at every hand-over of a pipe's worth. A closed pipe means age
      // stopped: its exit (or the store's error) says why.
      if (age.input.writableLength > AGE_INPUT_QUEUE_BYTES)
        await Promise.race([once(age.input, 'drain').catch(() => stored), stored]);
    },
    async end() {
      age.input.end();
      await stored;
    },
    async abort() {
      // The output fails before age stops, so the store never keeps the ciphertext cut short.
      age.output?.destroy(new Error('segment aborted'));
      age.kill();
      await stored.catch(() => undefined);
    },
  };
}

/** A segment encrypted in JavaScript by typage, when `age` is not installed: held until it ends. */
async function startTypageSegment(store: BlobStore, key: string, recipient: string): Promise<SegmentWriter> {
  const chunks: Buffer[] = [];
  let stored: Promise<void> | undefined;
  const encryptAndStore = async () => {
    const encrypter = new Encrypter();
    encrypter.addRecipient(recipient);
    // typage's streaming path is about a third faster than encrypting one large Uint8Array.
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks.splice(0)) controller.enqueue(chunk);
        controller.close();
      },
    });
    const ciphertext = Readable.fromWeb((await encrypter.encrypt(source)) as unknown as NodeReadableStream<Uint8Array>);
    await store.put(key, ciphertext);
  };
  return {
    async write(chunk) {
      chunks.push(chunk);
    },
    end: () => (stored ??= encryptAndStore()),
    async abort() {
      chunks.splice(0);
      await stored?.catch(() => undefined);
    },
  };
}

/** Where `writeEncryptedSegments` starts and how it cuts. */
export interface SegmentPlacement {
  /** Plaintext bytes per segment (DEFAULT_SEGMENT_BYTES unless the file was cut otherwise). */
  segmentBytes: number;
  /** Index of the first segment written (a resumed upload continues at its last segment). */
  firstSegment: number;
}

/**
 * Encrypts `plaintext` to the age `recipient` ("age1…") into segments `<prefix>/<firstSegment>`,
 * `<prefix>/<firstSegment + 1>`, …, each a standard age v1 file of `segmentBytes` plaintext (the last
 * may be shorter), with Debian's `age` when it is installed (about 1 GB/s, off the event loop) and
 * typage otherwise (30–65 MB/s): the same age v1 files either way (docs/decisions/003). Nothing is
 * removed on failure: segments already stored stay, a segment being written is never left half
 * written (BlobStore.put is atomic), and the caller decides what to clean up.
 * Memory: a few pipe buffers with `age`; about three segments with typage.
 * @returns how many plaintext bytes were stored
 * @throws the store's error, or Error from `age` (e.g. a malformed recipient)
 */
export async function writeEncryptedSegments(
  store: BlobStore,
  prefix: string,
  plaintext: AsyncIterable<Buffer | Uint8Array> | Buffer,
  recipient: string,
  placement: SegmentPlacement,
): Promise<number> {
  const { segmentBytes } = placement;
  const startSegment = (await isAgeCliInstalled()) ? startAgeCliSegment : startTypageSegment;
  const started: SegmentWriter[] = [];
  const inFlight: Promise<void>[] = [];
  let current: SegmentWriter | undefined;
  let currentBytes = 0;
  let total = 0;
  const endCurrent = async (segment: SegmentWriter) => {
    const stored = segment.end();
    stored.catch(() => undefined); // awaited below, or settled before the error is thrown
    inFlight.push(stored);
    current = undefined;
    currentBytes = 0;
    if (inFlight.length >= SEGMENTS_IN_FLIGHT) await inFlight.shift();
  };
  const begin = async () => {
    const segment = await startSegment(store, segmentKey(prefix, placement.firstSegment + started.length), recipient);
    started.push(segment);
    return segment;
  };
  try {
    const source = Buffer.isBuffer(plaintext) ? [plaintext] : plaintext;
    for await (const chunk of source) {
      let rest = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      while (rest.length > 0) {
        current ??= await begin();
        const take = Math.min(rest.length, segmentBytes - currentBytes);
        await current.write(rest.subarray(0, take));
        currentBytes += take;
        total += take;
        rest = rest.subarray(take);
        if (currentBytes === segmentBytes) await endCurrent(current);
      }
    }
    // An empty file is one empty segment, so every layout has at least one.
    if (current || started.length === 0) await endCurrent(current ?? (await begin()));
    await Promise.all(inFlight);
    return total;
  } catch (error) {
    // Every segment stops first, so none is written after the caller cleans up.
    await Promise.all(started.map((segment) => segment.abort()));
    throw error;
  }
}

/**
 * Encrypts `plaintext` to the age `recipient` ("age1…") and stores it under `prefix` as segments
 * 0, 1, … (writeEncryptedSegments). On failure every segment written is removed.
 * @returns the layout to keep for reading it back
 * @throws the store's error, or Error from `age` (e.g. a malformed recipient)
 */
export async function writeEncryptedBlob(
  store: BlobStore,
  prefix: string,
  plaintext: Readable | Buffer,
  recipient: string,
  segmentBytes = DEFAULT_SEGMENT_BYTES,
): Promise<EncryptedBlobLayout> {
  try {
    const plaintextBytes = await writeEncryptedSegments(store, prefix, plaintext, recipient, {
      segmentBytes,
      firstSegment: 0,
    });
    return { prefix, plaintextBytes, segmentBytes };
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

/**
 * readDecryptedRange, with the range's first segment fetched and decrypted before it resolves, so
 * that a server answering with the stream learns of a missing or unreadable file before it has
 * answered anything.
 * @throws BlobNotFoundError when the first segment is missing from the store; Error when it does
 *   not decrypt (a later segment's failure still comes from the stream)
 */
export async function openDecryptedRange(
  store: BlobStore,
  layout: EncryptedBlobLayout,
  identity: string,
  start: number,
  end: number,
): Promise<Readable> {
  const chunks = readDecryptedRange(store, layout, identity, start, end)[Symbol.asyncIterator]();
  const first = await chunks.next();
  async function* all() {
    try {
      if (first.done) return;
      yield first.value as Buffer;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer;
    } finally {
      // A reader that stops early (the client went away) ends the segment reader too.
      await chunks.return?.();
    }
  }
  return Readable.from(all(), { objectMode: false });
}

/** Decrypts a whole encrypted file into memory (for small files: previews, thumbnails). */
export async function readDecryptedBuffer(
  store: BlobStore,
  layout: EncryptedBlobLayout,
  identity: string,
): Promise<Buffer> {
  return collect(readDecryptedRange(store, layout, identity));
}
