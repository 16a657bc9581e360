/**
 * The "export everything" archive (docs/product/accounts-and-sessions.md "Export everything"): a
 * ZIP (yazl) streamed straight into the owner's encrypted storage — never written in plain text to
 * disk; only a scrapbook's PDF passes through a private temporary file, as a print's does — with the
 * vault's originals decrypted, each message's letter and recording, the family trees as GEDCOM 7.0
 * and GEDZIP, the scrapbooks as PDFs, the last wishes, `index.json` (everything described, with
 * each file's path) and `index.html` to browse it offline. Files are added one at a time, so memory
 * stays flat whatever their size.
 */
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { BlobStore } from '../../storage/blob-store';
import { readDecryptedRange, writeEncryptedBlob, type EncryptedBlobLayout } from '../../storage/encrypted-blobs';
import type { Keyring } from '../../storage/keyring';
import { renderExportIndexHtml, type ExportIndex } from './account-export.html';

/** One file of the archive: its path and how to read it (opened only when its turn comes). */
export interface ArchiveFile {
  path: string;
  open(): Promise<Readable | Buffer>;
}

/** A stored, encrypted file's decrypting reader. */
export const storedFile =
  (
    deps: { blobStore: BlobStore; keyring: Keyring },
    media: {
      media_owner_id: string | null;
      storage_key: string | null;
      size_bytes: number | string | null;
      segment_bytes: number | null;
    },
  ) =>
  async (): Promise<Readable> =>
    readDecryptedRange(
      deps.blobStore,
      { prefix: media.storage_key!, plaintextBytes: Number(media.size_bytes), segmentBytes: media.segment_bytes! },
      await deps.keyring.identityFor(media.media_owner_id!),
    );

/**
 * Writes the archive of `files`, then index.json and index.html, encrypted to `recipient` under
 * `prefix`; `onFileAdded(done, total)` after each file.
 * @returns the stored layout (plaintext size = the ZIP's size)
 * @throws the first read or storage error; nothing is left under `prefix` then
 */
export async function writeExportArchive(
  store: BlobStore,
  input: { prefix: string; recipient: string; files: ArchiveFile[]; index: ExportIndex },
  onFileAdded: (done: number, total: number) => Promise<void>,
): Promise<EncryptedBlobLayout> {
  const zip = new yazl.ZipFile();
  // yazl types its output as the older NodeJS.ReadableStream; it is a stream.Readable (a PassThrough).
  const output = zip.outputStream as unknown as Readable;
  const stored = writeEncryptedBlob(store, input.prefix, output, input.recipient);
  stored.catch(() => undefined); // awaited below
  try {
    for (const [index, file] of input.files.entries()) {
      const body = await file.open();
      if (Buffer.isBuffer(body)) zip.addBuffer(body, file.path);
      else {
        await new Promise<void>((resolve, reject) => {
          body.once('end', resolve).once('error', reject);
          zip.addReadStream(body, file.path);
        });
      }
      await onFileAdded(index + 1, input.files.length);
    }
    zip.addBuffer(Buffer.from(JSON.stringify(input.index, null, 2), 'utf8'), 'index.json');
    zip.addBuffer(Buffer.from(renderExportIndexHtml(input.index), 'utf8'), 'index.html');
    zip.end();
  } catch (error) {
    output.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
  return stored;
}
