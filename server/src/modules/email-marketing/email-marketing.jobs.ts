/**
 * The "decide recipients" job of a newsletter issue (deciding stays separate from sending:
 * docs/decisions/004-one-job-queue.md), queued by the send with the id
 * `newsletter.recipients:<issue>`. It chooses the subscribers confirmed at that moment, less those
 * whose account turned "Product news" off (mail/notification-consent.ts), and, with the job's
 * completion and only while the issue is still undecided, records them and writes one outbox e-mail
 * each (id `newsletter-issue.<issue>.<subscription>`), which the outbox's own `email.send` jobs
 * then send one by one. A retry never chooses twice or sends twice.
 */
import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/job-queue';
import { enqueueEmails, outboxEmail, type NewOutboxEmail } from '../../mail/outbox.repository';
import {
  findIssue,
  insertRecipients,
  listConfirmedSubscriptions,
  markRecipientsDecided,
  updateIssueWhile,
} from './email-marketing.repository';
import { ISSUE_EMAIL_KIND, RECIPIENTS_JOB_TYPE, type EmailMarketingDependencies } from './email-marketing.service';
import { composeIssueEmail, renderIssueMarkdown } from './newsletter-issue-email';
import { signNewsletterUnsubscribeToken } from './newsletter-unsubscribe-links';

const payloadSchema = z.object({ issueId: z.string() });
type RecipientsPayload = z.infer<typeof payloadSchema>;

/** Retries of a failed decision: 1 min, 5 min, then every 30 min. */
const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000] as const;
/** Outbox e-mails written per insert. */
const ENQUEUE_CHUNK = 200;

/** The outbox id of an issue's e-mail to one subscription (idempotency key, Message-ID local part). */
export const issueEmailId = (issueId: string, subscriptionId: string) =>
  `${ISSUE_EMAIL_KIND}.${issueId}.${subscriptionId}`;

/** The recipients job's definition; `leaseMs` bounds one run (a read, a render, and signing each link). */
export function createRecipientsJob(
  deps: EmailMarketingDependencies,
  leaseMs = 120_000,
): JobDefinition<RecipientsPayload> {
  return defineJob<RecipientsPayload>({
    type: RECIPIENTS_JOB_TYPE,
    payload: payloadSchema,
    leaseMs,
    maxAttempts: Number.POSITIVE_INFINITY,
    retryDelaysMs: RETRY_DELAYS_MS,
    async run({ issueId }, { now }) {
      const issue = await findIssue(deps.db, issueId);
      if (!issue || issue.status !== 'sending' || issue.recipients_decided_at) return;
      const nowIso = now.toISOString();
      // Paused since the send was pressed: the issue goes back to its drafts, nothing leaves.
      if (!(await deps.settings.read()).emailNotifications) {
        return {
          commit: async (trx) => {
            await updateIssueWhile(trx, issueId, 'sending', {
              status: 'draft',
              send_requested_at: null,
              updated_at: nowIso,
            });
          },
        };
      }
      // A subscriber whose account turned "Product news" off in /settings gets no newsletter either.
      const turnedOff = await deps.consent.listAddressesTurnedOff('productNews');
      const subscriptions = (await listConfirmedSubscriptions(deps.db)).filter(
        (subscription) => !turnedOff.has(subscription.email),
      );
      const content = {
        productName: deps.productName,
        subject: issue.subject,
        bodyMarkdown: issue.body_markdown,
        bodyHtml: renderIssueMarkdown(issue.body_markdown),
      };
      const emails: NewOutboxEmail[] = [];
      for (const subscription of subscriptions) {
        const token = await signNewsletterUnsubscribeToken(deps.linkSecret, subscription.id);
        const rendered = composeIssueEmail(content, `${deps.publicUrl}/blog?unsubscribe=${token}`);
        emails.push(
          outboxEmail({
            id: issueEmailId(issueId, subscription.id),
            kind: ISSUE_EMAIL_KIND,
            to: { email: subscription.email, name: subscription.email },
            content: { subject: issue.subject, ...rendered },
            // The one-click POST of List-Unsubscribe (RFC 8058), sent as headers by the mailer.
            unsubscribeUrl: `${deps.publicUrl}/api/newsletter/unsubscribe?token=${token}`,
            at: nowIso,
          }),
        );
      }
      return {
        commit: async (trx) => {
          if (!(await markRecipientsDecided(trx, issueId, subscriptions.length, nowIso))) return;
          await insertRecipients(
            trx,
            subscriptions.map((subscription) => ({
              issue_id: issueId,
              subscription_id: subscription.id,
              outbox_email_id: issueEmailId(issueId, subscription.id),
            })),
          );
          for (let start = 0; start < emails.length; start += ENQUEUE_CHUNK)
            await enqueueEmails(trx, emails.slice(start, start + ENQUEUE_CHUNK));
        },
      };
    },
  });
}
