/**
 * A tus DataStore (@tus/server 2.x: `create`, `write`, `getUpload`, `remove`, `deleteExpired`) that
 * encrypts an upload's bytes as they arrive: each PATCH body streams straight into age segments in
 * the BlobStore under the storage key chosen when the upload is created, so the plaintext never
 * touches the staging disk (docs/decisions/003-vault-storage-encryption-and-uploads.md "Uploads").
 * Every segment is the same standard age v1 file the rest of the vault writes (encrypted-blobs.ts),
 * so the finished upload needs no second encryption pass: its layout is the media record's.
 *
 * Resuming (tus 1.0.0 §PATCH): a PATCH may end anywhere, also when the client goes away (tus then
 * ends the body stream cleanly). The segment being written is then closed as a shorter age file, so
 * every byte received is kept and the offset is exactly what arrived; the next PATCH decrypts that
 * last, partial segment and writes it again with the new bytes after it. A PATCH that fails keeps
 * the offset it started from (its bytes are sent again).
 *
 * Nothing stays on the instance's disk: each upload's record (owner, sizes, metadata, storage key,
 * the sniffed type) is a row of `tus_uploads` in the app's database and its segments are in the
 * BlobStore, so any instance sharing the database and the store continues an upload another began,
 * and a restarted instance keeps its unfinished uploads (docs/decisions/003).
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely, Selectable } from 'kysely';
import type { Database, TusUploadsTable } from '../db/tables';
import type { BlobStore } from './blob-store';
import { DEFAULT_SEGMENT_BYTES, readDecryptedRange, writeEncryptedSegments } from './encrypted-blobs';

/** Bytes from the start of a file kept in memory while they pass, for sniffing its type (file-type). */
export const SNIFF_BYTES = 64 * 1024;

/** What the database keeps of an upload (a `tus_uploads` row): no content, only where it goes. */
export interface EncryptedUploadRecord {
  id: string;
  /** Upload-Length, bytes. */
  size: number;
  /** Plaintext bytes stored so far. */
  offset: number;
  metadata: Record<string, string | null>;
  /** ISO-8601, as @tus/server stamps it. */
  creation_date: string;
  /** Blob prefix of the segments: the media record's `storage_key` once the upload is finished. */
  storageKey: string;
  segmentBytes: number;
  /** MIME type file-type read from the first SNIFF_BYTES (or the whole file if shorter) as they passed. */
  sniffedType?: string | null;
}

export interface EncryptingUploadStoreOptions {
  /** The database holding the upload records (`tus_uploads`), shared by every instance. */
  db: Kysely<Database>;
  blobStore: BlobStore;
  /** The owner of an upload, from the metadata the server wrote at creation (kept as `owner_id`). */
  ownerOf: (metadata: Record<string, string | null>) => string;
  /** The owner's age recipient ("age1…"): the segments are encrypted to it. */
  recipientFor: (ownerId: string) => Promise<string>;
  /** The owner's age identity: a resumed PATCH decrypts the last, partial segment with it. */
  identityFor: (ownerId: string) => Promise<string>;
  /** Unfinished uploads older than this are removed by `deleteExpired`, ms. */
  expirationMs: number;
  segmentBytes?: number;
}

/** The media layout of an upload record (encrypted-blobs.ts). */
export const layoutOfUpload = (record: EncryptedUploadRecord) => ({
  prefix: record.storageKey,
  plaintextBytes: record.offset,
  segmentBytes: record.segmentBytes,
});

/** The record an upload's row holds (bigint columns read as numbers on both dialects). */
function recordOf(row: Selectable<TusUploadsTable>): EncryptedUploadRecord {
  return {
    id: row.id,
    size: Number(row.size_bytes),
    offset: Number(row.offset_bytes),
    metadata: JSON.parse(row.metadata) as Record<string, string | null>,
    creation_date: row.created_at,
    storageKey: row.storage_key,
    segmentBytes: row.segment_bytes,
    ...(row.is_sniffed === 1 ? { sniffedType: row.sniffed_type } : {}),
  };
}

export class EncryptingUploadStore extends DataStore {
  constructor(private readonly options: EncryptingUploadStoreOptions) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  /**
   * The stored record of upload `id`.
   * @throws ERRORS.FILE_NOT_FOUND (tus answers 404) when there is none
   */
  async readRecord(id: string): Promise<EncryptedUploadRecord> {
    const row = await this.options.db.selectFrom('tus_uploads').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return recordOf(row);
  }

  override async create(upload: Upload): Promise<Upload> {
    if (upload.size === undefined) throw ERRORS.INVALID_LENGTH;
    const metadata = upload.metadata ?? {};
    const record: EncryptedUploadRecord = {
      id: upload.id,
      size: upload.size,
      offset: 0,
      metadata,
      creation_date: upload.creation_date ?? new Date().toISOString(),
      storageKey: `media/${randomUUID()}`,
      segmentBytes: this.options.segmentBytes ?? DEFAULT_SEGMENT_BYTES,
    };
    await this.options.db
      .insertInto('tus_uploads')
      .values({
        id: record.id,
        owner_id: this.options.ownerOf(metadata),
        size_bytes: record.size,
        offset_bytes: 0,
        metadata: JSON.stringify(metadata),
        created_at: record.creation_date,
        storage_key: record.storageKey,
        segment_bytes: record.segmentBytes,
        sniffed_type: null,
      })
      .execute();
    upload.offset = 0;
    upload.creation_date = record.creation_date;
    upload.storage = { type: 'encrypted-blobs', path: record.storageKey };
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const record = await this.readRecord(id);
    return new Upload({
      id,
      size: record.size,
      offset: record.offset,
      metadata: record.metadata,
      creation_date: record.creation_date,
      storage: { type: 'encrypted-blobs', path: record.storageKey },
    });
  }

  /**
   * Encrypts the PATCH body from `offset` (the stored offset; @tus/server checked Upload-Offset).
   * @returns the new offset: every byte of the body that arrived, unless storing failed
   * @throws the BlobStore's or age's error (the offset then stays where it was); ERRORS.INVALID_OFFSET
   *   (409) when the stored offset moved or the upload went while this PATCH wrote
   */
  override async write(body: Readable, id: string, offset: number): Promise<number> {
    const record = await this.readRecord(id);
    const ownerId = this.options.ownerOf(record.metadata);
    const { segmentBytes } = record;
    const firstSegment = Math.floor(offset / segmentBytes);
    const segmentStart = firstSegment * segmentBytes;
    // The stored part of the segment this PATCH continues, decrypted (at most one segment in memory).
    const carried =
      offset === segmentStart
        ? []
        : await readDecryptedRange(
            this.options.blobStore,
            { ...layoutOfUpload(record), plaintextBytes: offset },
            await this.options.identityFor(ownerId),
            segmentStart,
            offset - 1,
          ).toArray();
    const head: Buffer[] = [];
    let received = 0;
    let position = segmentStart;
    const pass = (bytes: Buffer) => {
      if (position < SNIFF_BYTES) head.push(bytes.subarray(0, SNIFF_BYTES - position));
      position += bytes.length;
      return bytes;
    };
    async function* plaintext() {
      for (const bytes of carried) yield pass(bytes as Buffer);
      for await (const chunk of body) {
        received += (chunk as Buffer).length;
        yield pass(chunk as Buffer);
      }
    }
    await writeEncryptedSegments(
      this.options.blobStore,
      record.storageKey,
      plaintext(),
      await this.options.recipientFor(ownerId),
      { segmentBytes, firstSegment },
    );
    const newOffset = offset + received;
    const start = Buffer.concat(head);
    const isSniffedNow = record.sniffedType === undefined && start.length >= Math.min(SNIFF_BYTES, record.size);
    const sniffed = isSniffedNow
      ? { is_sniffed: 1, sniffed_type: (await fileTypeFromBuffer(start))?.mime ?? null }
      : {};
    // Only from the offset this PATCH began at: a writer whose lock lapsed cannot move another's offset.
    const { numUpdatedRows } = await this.options.db
      .updateTable('tus_uploads')
      .set({ offset_bytes: newOffset, ...sniffed })
      .where('id', '=', id)
      .where('offset_bytes', '=', offset)
      .executeTakeFirst();
    if (Number(numUpdatedRows) !== 1) throw ERRORS.INVALID_OFFSET;
    return newOffset;
  }

  override async remove(id: string): Promise<void> {
    const record = await this.readRecord(id);
    await this.options.blobStore.removeAll(record.storageKey);
    await this.forget(id);
  }

  /** Forgets a finished upload's record; its segments now belong to the media record. */
  async forget(id: string): Promise<void> {
    await this.options.db.deleteFrom('tus_uploads').where('id', '=', id).execute();
  }

  override getExpiration(): number {
    return this.options.expirationMs;
  }

  /**
   * Removes unfinished uploads created more than `expirationMs` ago (the system time, as tus stamps
   * creation): their segments in the BlobStore first, then their records, so a clean-up cut short
   * (or run by two instances at once) is finished by the next; removing what is gone already is no
   * error. @returns how many records this call removed
   */
  override async deleteExpired(): Promise<number> {
    const cutoff = new Date(Date.now() - this.options.expirationMs).toISOString();
    const expired = await this.options.db
      .selectFrom('tus_uploads')
      .select(['id', 'storage_key'])
      .where('created_at', '<', cutoff)
      .whereRef('offset_bytes', '<', 'size_bytes')
      .execute();
    let removed = 0;
    for (const upload of expired) {
      await this.options.blobStore.removeAll(upload.storage_key);
      const { numDeletedRows } = await this.options.db
        .deleteFrom('tus_uploads')
        .where('id', '=', upload.id)
        .executeTakeFirst();
      removed += Number(numDeletedRows);
    }
    return removed;
  }
}
