/** The public shape of a newsletter issue, with its progress (sent of total). */
import type { NewsletterIssue } from '@heirloom/common/contracts/email-marketing';
import type { IssueRow } from './email-marketing.repository';

/** Recipients of one issue counted by their e-mail's state (null: withdrawn). */
export type RecipientCounts = { status: string | null; count: number }[];

/** Presents an issue; it is "sent" once its recipients are chosen and none of their e-mails waits. */
export function presentIssue(row: IssueRow, counts: RecipientCounts): NewsletterIssue {
  const countOf = (status: string | null) =>
    counts.filter((entry) => entry.status === status).reduce((sum, entry) => sum + entry.count, 0);
  const progress = {
    total: row.recipient_count,
    sent: countOf('sent'),
    failed: countOf('failed'),
    withdrawn: countOf(null),
  };
  const isDone =
    row.recipient_count !== null && progress.sent + progress.failed + progress.withdrawn >= row.recipient_count;
  return {
    id: row.id,
    subject: row.subject,
    bodyMarkdown: row.body_markdown,
    status: row.status === 'draft' ? 'draft' : isDone ? 'sent' : 'sending',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastTestSentAt: row.last_test_sent_at,
    sendRequestedAt: row.send_requested_at,
    progress,
  };
}
