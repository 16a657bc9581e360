/**
 * What the server stores sealed with its owner's key and what it keeps readable, and why
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md "What is sealed and what stays
 * readable"). Written for people: the privacy policy (/privacy-policy) renders this list, and
 * decision record 003 says the same with column names. `isSealed` rows are age v1 files encrypted
 * to the owner's key (server/src/storage/sealed-text.ts for text, storage/encrypted-blobs.ts for
 * files).
 */
export interface SealedDataEntry {
  /** The kind of data, as a person names it. */
  what: string;
  /** True when it is encrypted with its owner's key before it is stored. */
  isSealed: boolean;
  /** Why it is sealed, or why the server must be able to read it. */
  why: string;
}

export const SEALED_DATA: readonly SealedDataEntry[] = [
  {
    what: 'Photos, videos, voice recordings and documents, their previews and playable copies',
    isSealed: true,
    why: 'Encrypted to your own key before they are stored.',
  },
  {
    what: 'The text of written letters (letter messages)',
    isSealed: true,
    why: 'Encrypted to your key; opened only to show the letter to you and, once delivered, to its recipients.',
  },
  {
    what: 'The transcripts of voice and video messages, and your corrections of them',
    isSealed: true,
    why: 'Encrypted to your key; opened only to show them to you and, once delivered, to the message’s recipients.',
  },
  {
    what: 'Your last wishes, every part of them',
    isSealed: true,
    why: 'Encrypted to your key; opened only for you and, after a release, for your legacy contacts.',
  },
  {
    what: 'The stories behind your family recipes',
    isSealed: true,
    why: 'Encrypted to your key; opened only for you, your family circle and the people you share a recipe with.',
  },
  {
    what: 'The secret of your two-factor sign-in app',
    isSealed: true,
    why: 'Encrypted to your key; opened only to check a code when you sign in. Recovery codes are kept only as hashes.',
  },
  {
    what: 'Titles, descriptions, people and tags of memories; transcripts of recordings; the text of PDF documents; recipes’ titles, cooks, ingredients, steps and tags',
    isSealed: false,
    why: 'Readable by our server so that search can find them.',
  },
  {
    what: 'Message titles, occasions and delivery dates; recipients’ names and e-mail addresses',
    isSealed: false,
    why: 'Readable by our server, which must send reminders and deliver on the day, even when you cannot.',
  },
  {
    what: 'Your account, your family circle and your family tree (names, e-mail addresses, roles, dates)',
    isSealed: false,
    why: 'Needed to sign you in, send invitations and show your family to the people you chose.',
  },
  {
    what: 'Uploads that have not finished yet',
    isSealed: true,
    why:
      'Encrypted to your key as the bytes arrive, so no part of an upload is ever stored readable; an upload ' +
      'that never finishes is removed 24 hours after it began. To make previews, a decrypted copy exists in a ' +
      'private temporary folder only while the server works on it.',
  },
];
