/**
 * The name a message's recording or letter is saved under (docs/product/messages-and-delivery.md
 * "Delivery to recipients"): the message's title and its day,
 * "Happy birthday Maya – 2026-12-03.m4a". One function for the owner's downloads and the
 * recipient's, so both always agree.
 */

/** File extensions by content type (the sniffed types of storage/media-ingest.ts, and renditions). */
const EXTENSIONS: Record<string, string> = {
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/webm': 'webm',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
  'video/3gpp': '3gp',
  'video/3gpp2': '3g2',
  'text/plain': 'txt',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
};

/** Longest title kept in a file name, in characters (names stay well under 255 bytes). */
const MAX_TITLE_LENGTH = 100;

/** "2026-12-03": the calendar day of `iso` in `timeZone`. */
function dayIn(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * A file name for a message's content: its title (characters file systems refuse, such as / \ : * ? " < > |,
 * and control characters, become spaces; at most 100 characters; "Message" when nothing is left), an
 * en dash, the message's day — its delivery time, else when it was delivered, else when it was made —
 * in its time zone, and the extension of `contentType` ("bin" if unknown; parameters such as
 * "; codecs=opus" are ignored).
 * @param message instants as ISO-8601
 * @example messageFileName({ title: 'Happy birthday Maya', deliverAt: '2026-12-03T09:00:00Z', deliveredAt: null,
 *   createdAt: '2026-11-20T10:00:00Z', timeZone: 'UTC' }, 'audio/mp4') === 'Happy birthday Maya – 2026-12-03.m4a'
 */
export function messageFileName(
  message: { title: string; deliverAt: string | null; deliveredAt: string | null; createdAt: string; timeZone: string },
  contentType: string,
): string {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const extension = EXTENSIONS[type] ?? 'bin';
  const title = message.title
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TITLE_LENGTH)
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const day = message.deliverAt ?? message.deliveredAt ?? message.createdAt;
  return `${title || 'Message'} – ${dayIn(day, message.timeZone)}.${extension}`;
}
