/**
 * How much of the plan's storage allowance the memories take (docs/product/plans-and-pricing.md
 * "Storage allowance"): "1.2 GB of 10 GB used" over a meter. From 90% on it says that new uploads
 * will wait and how to make room (on Free Forever, with Complete Legacy's larger allowance);
 * nothing is ever deleted.
 */
import { Link } from 'react-router';
import { planById } from '@heirloom/common/domain/plans';
import { formatBytes } from '@heirloom/common/utils/format-bytes';

/** The share of the allowance from which the meter warns, 0–1. */
const NEARLY_FULL = 0.9;
const larger = planById('complete_legacy');

export interface StorageMeterProps {
  usedBytes: number;
  allowanceBytes: number;
  planId: 'free_forever' | 'complete_legacy';
}

export function StorageMeter({ usedBytes, allowanceBytes, planId }: StorageMeterProps) {
  const share = allowanceBytes > 0 ? Math.min(1, usedBytes / allowanceBytes) : 1;
  const isFull = usedBytes >= allowanceBytes;
  const label = `${formatBytes(usedBytes)} of ${formatBytes(allowanceBytes)} used`;
  return (
    <div className="grid gap-2" data-testid="storage-meter">
      <p className="text-ink">
        <span className="font-semibold">{label}</span>
        <span className="text-ink-soft"> · voice and video messages do not count</span>
      </p>
      <div
        role="meter"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={allowanceBytes}
        aria-valuenow={Math.min(usedBytes, allowanceBytes)}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-paper-deep"
      >
        <div
          className={`h-full rounded-full ${share >= NEARLY_FULL ? 'bg-danger' : 'bg-accent'}`}
          style={{ width: `${Math.max(share * 100, usedBytes > 0 ? 1 : 0)}%` }}
        />
      </div>
      {share >= NEARLY_FULL && (
        <p className="text-sm text-ink" role="status">
          {isFull ? 'Your storage is full' : 'Your storage is nearly full'}: new photos and videos wait until there is
          room, and nothing is deleted. Empty the trash to make room
          {planId === 'free_forever' ? (
            <>
              , or{' '}
              <Link to="/pricing" className="font-semibold text-accent-strong underline">
                move to {larger.name} for {larger.storageGb} GB
              </Link>
            </>
          ) : null}
          .
        </p>
      )}
    </div>
  );
}
