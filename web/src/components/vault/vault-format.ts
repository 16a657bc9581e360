/** How vault items read on screen: kind names, and which date an item is shown by. */
import type { VaultItem, VaultItemKind } from '@heirloom/common/contracts/vault';

export const KIND_LABELS: Record<VaultItemKind, string> = {
  photo: 'Photo',
  video: 'Video',
  audio: 'Audio',
  document: 'Document',
};

/** When the memory was made: the date taken when known, else when it was added. */
export const itemDate = (item: VaultItem) => item.takenAt ?? item.createdAt;

/** Bytes in one MB of the upload limit (the server counts MB as 1024 × 1024 bytes). */
export const BYTES_PER_MB = 1024 * 1024;
