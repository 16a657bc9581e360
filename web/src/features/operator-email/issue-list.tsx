/**
 * The issues on /email-marketing, newest first: drafts to open again or discard, and sent issues
 * with their progress (sent of total, failed and withdrawn named) as a progress bar.
 */
import type { NewsletterIssue } from '@heirloom/common/contracts/email-marketing';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/reader-dates';

function IssueProgress({ issue }: { issue: NewsletterIssue }) {
  const { total, sent, failed, withdrawn } = issue.progress;
  if (total === null) return <p className="text-sm text-ink-soft">Choosing the recipients…</p>;
  const done = sent + failed + withdrawn;
  const notes = [
    failed > 0 && `${failed} refused by the mail server`,
    withdrawn > 0 && `${withdrawn} unsubscribed first`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="grid gap-1">
      <progress
        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-sage [&::-webkit-progress-bar]:bg-paper-deep [&::-webkit-progress-value]:bg-sage"
        max={Math.max(total, 1)}
        value={total === 0 ? 1 : done}
        aria-label={`${issue.subject}: ${sent} of ${total} sent`}
      />
      <p className="text-sm text-ink-soft">
        <span className="font-semibold text-ink">
          {sent} of {total}
        </span>{' '}
        sent{notes && ` · ${notes}`}
      </p>
    </div>
  );
}

const STATUS_LABELS: Record<NewsletterIssue['status'], string> = { draft: 'Draft', sending: 'Sending', sent: 'Sent' };
const STATUS_CLASSES: Record<NewsletterIssue['status'], string> = {
  draft: 'bg-paper-deep text-ink',
  sending: 'bg-accent-soft text-accent-strong',
  sent: 'bg-sage/15 text-sage',
};

export function IssueList({
  issues,
  editingId,
  onEdit,
  onDiscard,
}: {
  issues: NewsletterIssue[];
  editingId: string | null;
  onEdit: (issue: NewsletterIssue) => void;
  onDiscard: (issue: NewsletterIssue) => void;
}) {
  if (issues.length === 0)
    return <p className="text-ink-soft">No issue yet. The first one you save or send appears here.</p>;
  return (
    <ul className="grid gap-3" aria-label="Newsletter issues">
      {issues.map((issue) => (
        <li
          key={issue.id}
          className="grid gap-3 rounded-2xl border border-line bg-white p-4"
          data-testid="newsletter-issue"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="break-words font-semibold text-ink">{issue.subject}</p>
              <p className="text-sm text-ink-soft">
                {issue.sendRequestedAt
                  ? `Sent ${formatDate(issue.sendRequestedAt, 'moment')}`
                  : `Saved ${formatDate(issue.updatedAt, 'moment')}`}
                {issue.lastTestSentAt && ` · test sent ${formatDate(issue.lastTestSentAt, 'moment')}`}
              </p>
            </div>
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASSES[issue.status]}`}>
              {STATUS_LABELS[issue.status]}
            </span>
          </div>
          {issue.status === 'draft' ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" disabled={editingId === issue.id} onClick={() => onEdit(issue)}>
                {editingId === issue.id ? 'Open above' : 'Open'}
                <span className="sr-only"> the draft “{issue.subject}”</span>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => onDiscard(issue)}>
                Discard<span className="sr-only"> the draft “{issue.subject}”</span>
              </Button>
            </div>
          ) : (
            <IssueProgress issue={issue} />
          )}
        </li>
      ))}
    </ul>
  );
}
