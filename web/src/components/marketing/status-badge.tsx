/** "Available" or "Coming" beside a capability or a step (the page catalogue decides: featureStatus). */
import type { FeatureStatus } from '@heirloom/common/content/features';
import { cn } from '../../lib/cn';

export function StatusBadge({ status }: { status: FeatureStatus }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'available' ? 'bg-sage/15 text-sage' : 'bg-paper-deep text-ink-soft',
      )}
    >
      {status === 'available' ? 'Available' : 'Coming'}
    </span>
  );
}
