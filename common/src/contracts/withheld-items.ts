/**
 * The line a scrapbook, a recipe or a shared book shows in place of a vault item whose owner's
 * sharing does not reach the reader now (docs/decisions/015): never the item's bytes, thumbnail or
 * title, only whose it is and why it is not shown.
 */
import { z } from 'zod';

/** Why an item is held back, as a short sentence; null while it is shown. */
export const withheldSchema = z
  .string()
  .nullable()
  .describe("Why the item is not shown (its owner's sharing does not reach you); null when it is");

const KIND_WORDS = { photo: 'photo', video: 'video', audio: 'recording' } as const;

/**
 * The line for an item of `kind` owned by `ownerName`, to a signed-in member (`'member'`) or to a
 * visitor through a share link (`'link'`).
 */
export function withheldItemLine(kind: keyof typeof KIND_WORDS, ownerName: string, reader: 'member' | 'link'): string {
  const what = KIND_WORDS[kind];
  return reader === 'member'
    ? `${ownerName} does not share this ${what} with you.`
    : `${ownerName} has not shared this ${what} through this link.`;
}

/**
 * The line a printed book shows in place of the QR code of a recording owned by someone else than
 * the book's owner: a QR code is a public link, and only an item's owner makes one.
 */
export const unlinkedRecordingLine = (ownerName: string): string =>
  `Only ${ownerName} can share this recording, so no QR code is printed for it.`;
