/**
 * "Save everything" (docs/product/messages-and-delivery.md "Delivery to recipients"): one ZIP of a
 * delivered message for its recipient, behind their private link (the recipient-link gate has
 * checked it), named after the message and its day — the original recording (no second copy), its
 * transcript as text when the recipient may read it, the letter as the same PDF the letter's own
 * download makes, and a README.txt saying who it is from, for whom, and when it was prepared and
 * delivered. Built with yazl as it is sent: every entry is stored (recordings are compressed
 * already, the texts are small), so the ZIP's length is known before the first byte and the
 * recording is decrypted segment by segment as the answer is read, never held whole in memory.
 */
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { PrintPageSize } from '@heirloom/common/contracts/scrapbooks';
import { AUTOMATIC_TRANSCRIPT_NOTE, type DeliveredTranscript } from '@heirloom/common/contracts/message-transcripts';
import { formatDate } from '@heirloom/common/utils/format-date';
import { AppError } from '../../lib/app-error';
import type { RecipientLinkAccess } from '../../policies/message.policy';
import { openDecryptedRange } from '../../storage/encrypted-blobs';
import { mediaSourceOf } from '../../storage/media-source';
import { renderDeliveredLetter } from './delivered-letter.service';
import { deliveredTranscriptOf } from './message-transcripts.presenter';
import { readMessageTranscript } from './message-transcripts.service';
import type { MessagesDependencies } from './messages.dependencies';
import { fileNameOf } from './messages.presenter';
import type { MediaRow } from './messages.repository';
import { openDelivery } from './messages.service';

/** Said when the link's owner did not allow downloads (message links allow them). */
export const ARCHIVE_NOT_ALLOWED = 'The link you were sent lets you play and read this message, but not save it.';

/** One file of the ZIP, in the order it is written. */
interface ArchiveEntry {
  name: string;
  /** A text or a PDF in memory, or the recording's decrypting stream with its size (bytes). */
  body: Buffer | { stream: Readable; sizeBytes: number };
  /** What README.txt says of it. */
  about: string;
}

/** The transcript as a text file: whose words these are, how they were written down, then the words. */
function transcriptText(title: string, authorName: string, transcript: DeliveredTranscript): string {
  const how = transcript.isAutomatic ? AUTOMATIC_TRANSCRIPT_NOTE : `As ${authorName} wrote them down.`;
  return `The words of “${title}”, from ${authorName}.\n${how}\n\n${transcript.text}\n`;
}

/** The recording's entry: its original, decrypted as it is read (its first segment read already). */
async function recordingEntry(deps: MessagesDependencies, media: MediaRow, name: string): Promise<ArchiveEntry> {
  const source = await mediaSourceOf(deps, media, 'original');
  if (Buffer.isBuffer(source.body)) throw new Error(`media ${media.id} is not a stored file`);
  const { store, layout, identity } = source.body;
  const stream = await openDecryptedRange(store, layout, identity, 0, layout.plaintextBytes - 1);
  return { name, body: { stream, sizeBytes: layout.plaintextBytes }, about: 'the recording, exactly as it was made' };
}

/**
 * The ZIP of the delivered message behind `access`, ready to send: its file name ("{title} –
 * {YYYY-MM-DD}.zip"), its length (bytes) and the stream that writes it. Opening it counts no view.
 * @param pageSize the letter's paper, as its own download takes it
 * @throws AppError 'not_found' (deleted since), 'forbidden' (ARCHIVE_NOT_ALLOWED: a link without
 *   downloads); BlobNotFoundError when the recording is missing from storage (before anything is sent)
 */
export async function openDeliveredArchive(
  deps: MessagesDependencies,
  access: RecipientLinkAccess,
  pageSize: PrintPageSize,
): Promise<{ fileName: string; sizeBytes: number | null; body: Readable }> {
  const delivery = await openDelivery(deps, access, 'message.letter.read');
  if (delivery.link.allow_download !== 1) throw new AppError('forbidden', ARCHIVE_NOT_ALLOWED);
  const { message, media, recipient, authorName } = delivery;
  const day = (at: string) => formatDate(at, 'day', { timeZone: message.time_zone });
  const transcript = deliveredTranscriptOf(await readMessageTranscript(deps, message));
  const entries: ArchiveEntry[] = [];
  if (media) entries.push(await recordingEntry(deps, media, fileNameOf(message, media.content_type)));
  if (transcript) {
    entries.push({
      name: fileNameOf(message, 'text/plain'),
      body: Buffer.from(transcriptText(message.title, authorName, transcript), 'utf8'),
      about: transcript.isAutomatic
        ? 'its words, written down automatically from the recording (they may have mistakes)'
        : `its words, as ${authorName} wrote them down`,
    });
  }
  if (message.letter_text) {
    const letter = { ...message, letter_text: message.letter_text };
    entries.push({
      name: fileNameOf(message, 'application/pdf'),
      body: await renderDeliveredLetter(deps, { message: letter, recipient, authorName }, pageSize),
      about: 'the letter, to read or print',
    });
  }
  const deliveredAt = recipient.delivered_at ?? message.delivered_at ?? deps.clock.now().toISOString();
  const readme = [
    `“${message.title}”`,
    '',
    `From: ${authorName}`,
    `For: ${recipient.name}`,
    `Prepared on: ${day(message.created_at)}`,
    `Delivered on: ${day(deliveredAt)}`,
    '',
    'In this folder:',
    ...entries.map((entry) => `- ${entry.name}: ${entry.about}.`),
    '',
    `Kept safe and delivered by ${deps.email.productName}. Saved on ${day(deps.clock.now().toISOString())}.`,
    '',
  ].join('\n');

  const zip = new yazl.ZipFile();
  // yazl types its output as the older NodeJS.ReadableStream; it is a stream.Readable (a PassThrough).
  const output = zip.outputStream as unknown as Readable;
  const stored = { compress: false, mtime: new Date(deliveredAt) };
  zip.on('error', (error: Error) => output.destroy(error));
  zip.addBuffer(Buffer.from(readme, 'utf8'), 'README.txt', stored);
  for (const entry of entries) {
    if (Buffer.isBuffer(entry.body)) {
      zip.addBuffer(entry.body, entry.name, stored);
      continue;
    }
    const { stream, sizeBytes } = entry.body;
    // A segment that fails to decrypt ends the answer; an answer cut off stops the decryption.
    stream.once('error', (error) => output.destroy(error));
    output.once('close', () => stream.destroy());
    zip.addReadStreamLazy(entry.name, { ...stored, size: sizeBytes }, (callback) => callback(null, stream));
  }
  // @types/yazl declares the callback without its argument: the ZIP's length (bytes), -1 when unknown.
  const end = zip.end.bind(zip) as (options: object, onSize: (sizeBytes: number) => void) => void;
  const sizeBytes = await new Promise<number>((resolve) => end({}, resolve));
  return {
    fileName: fileNameOf(message, 'application/zip'),
    sizeBytes: sizeBytes >= 0 ? sizeBytes : null,
    body: output,
  };
}
