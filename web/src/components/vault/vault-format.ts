/** How vault items read on screen: kind names and dates in the viewer's own time zone. */
import type { VaultItem, VaultItemKind } from '@heirloom/common/contracts/vault';

export const KIND_LABELS: Record<VaultItemKind, string> = {
  photo: 'Photo',
  video: 'Video',
  audio: 'Audio',
  document: 'Document',
};

/** "January 13, 2027". */
export const formatDay = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

/** "Jan 13, 2027", where space is short. */
export const formatShortDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

/** When the memory was made: the date taken when known, else when it was added. */
export const itemDate = (item: VaultItem) => item.takenAt ?? item.createdAt;

/** Bytes in one MB of the upload limit (the server counts MB as 1024 × 1024 bytes). */
export const BYTES_PER_MB = 1024 * 1024;
