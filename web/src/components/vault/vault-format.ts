/** How vault items read on screen: kind names, sizes, dates in the viewer's own time zone. */
import type { VaultItem, VaultItemKind } from '@heirloom/common/contracts/vault';

export const KIND_LABELS: Record<VaultItemKind, string> = {
  photo: 'Photo',
  video: 'Video',
  audio: 'Audio',
  document: 'Document',
};

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** "0 bytes", "812 KB", "4.2 MB", "1.3 GB" (binary units, as the upload limit counts them). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

/** "January 13, 2027". */
export const formatDay = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

/** "Jan 13, 2027", where space is short. */
export const formatShortDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

/** When the memory was made: the date taken when known, else when it was added. */
export const itemDate = (item: VaultItem) => item.takenAt ?? item.createdAt;

/** Bytes in one MB of the upload limit (the server counts MB as 1024 × 1024 bytes). */
export const BYTES_PER_MB = 1024 * 1024;
