/** The heading of an opened capsule: its title, who made it, when it was sealed and who filled it. */
import type { TimeCapsuleContents } from '@heirloom/common/contracts/time-capsules';
import { formatDate } from '../../lib/reader-dates';

export function OpenedHeader({ capsule }: { capsule: TimeCapsuleContents['capsule'] }) {
  return (
    <header className="mb-8">
      <p className="mb-1 font-semibold text-accent">A time capsule from {capsule.ownerName}</p>
      <h1 className="mb-2 text-4xl text-ink">{capsule.title}</h1>
      <p className="text-ink-soft">
        {capsule.sealedAt && <>Sealed {formatDate(capsule.sealedAt, 'short-zoned-moment', capsule.timeZone)} · </>}
        Opened {formatDate(capsule.openedAt ?? capsule.opensAt, 'short-zoned-moment', capsule.timeZone)}
      </p>
      {capsule.contributions.length > 0 && (
        <p className="text-ink-soft">
          Filled by{' '}
          {capsule.contributions.map((contribution) => `${contribution.name} (${contribution.itemCount})`).join(', ')}
        </p>
      )}
    </header>
  );
}
