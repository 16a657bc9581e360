/** The owner's audit log: every change to the circle, newest first, as the server words it. */
import { History } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { useCircleAudit } from './circle-queries';
import { formatDate } from '../../lib/reader-dates';

export function CircleAuditLog() {
  const audit = useCircleAudit();
  const events = audit.data ?? [];
  return (
    <section aria-labelledby="audit-heading" className="grid gap-4">
      <h2 id="audit-heading" className="flex items-center gap-2 text-2xl text-ink">
        <History className="size-6 text-accent" aria-hidden /> Activity
      </h2>
      <Card className="p-5 sm:p-6">
        {audit.isPending ? (
          <p className="text-ink-soft">Loading the activity…</p>
        ) : audit.isError ? (
          <p role="alert" className="text-danger">
            We could not load the activity. Please reload the page in a moment.
          </p>
        ) : events.length === 0 ? (
          <p className="text-ink-soft">Nothing has happened in your circle yet.</p>
        ) : (
          <ol className="grid gap-3" data-testid="circle-audit">
            {events.map((event) => (
              <li key={event.id} className="grid gap-0.5 border-l-2 border-accent-soft pl-4">
                <span className="text-ink">{event.summary}</span>
                <span className="text-sm text-ink-soft">
                  <time dateTime={event.at}>{formatDate(event.at, 'moment')}</time>
                  {event.actorName ? ` · by ${event.actorName}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </section>
  );
}
