/**
 * Every step of the release process, newest first (docs/product/legacy-release.md "Audit and
 * links"): the owner's now, the contacts' after release.
 */
import type { LegacyOverview } from '@heirloom/common/contracts/legacy';
import { formatDate } from '../../lib/reader-dates';

export function LegacyAuditLog({ events }: { events: LegacyOverview['audit'] }) {
  if (events.length === 0) return <p className="text-ink-soft">Nothing has happened yet.</p>;
  return (
    <ol className="grid gap-2" aria-label="Audit log">
      {events.map((event) => (
        <li key={event.id} className="grid gap-1 border-b border-line pb-2 last:border-0 sm:grid-cols-[11rem_1fr]">
          <time dateTime={event.at} className="text-sm text-ink-soft">
            {formatDate(event.at, 'moment')}
          </time>
          <span className="break-words text-ink">{event.summary}</span>
        </li>
      ))}
    </ol>
  );
}
