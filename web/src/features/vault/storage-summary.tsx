/**
 * How much the owner keeps: space used of the plan's storage allowance, number of memories, and the
 * per-file upload limit.
 */
import { HardDrive } from 'lucide-react';
import type { VaultOverview } from '@heirloom/common/contracts/vault';
import { formatBytes } from '@heirloom/common/utils/format-bytes';

export function StorageSummary({ overview }: { overview: VaultOverview }) {
  const count = overview.itemCount;
  return (
    <p className="flex items-center gap-2 text-ink-soft" data-testid="storage-summary">
      <HardDrive className="size-5 text-accent" aria-hidden />
      <span>
        <strong className="font-semibold text-ink">
          {formatBytes(overview.usedBytes)} of {formatBytes(overview.allowanceBytes)}
        </strong>{' '}
        used by {count} {count === 1 ? 'memory' : 'memories'} · up to {overview.maxFileSizeMb} MB per file
      </span>
    </p>
  );
}
