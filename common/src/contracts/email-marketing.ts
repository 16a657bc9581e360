/**
 * The operator's newsletter (/email-marketing; docs/product/marketing-and-figures.md "The
 * operator's four tools", "Newsletter"): an administrator composes an issue in markdown, sends a
 * test to their own address, then sends it to the confirmed subscribers through the job queue.
 * Every issue carries a one-click unsubscribe link (RFC 8058). Newsletters are optional e-mail: the
 * admin's emailNotifications switch pauses them (docs/product/admin.md "Settings take effect").
 */
import { z } from 'zod';

export const NEWSLETTER_ISSUE_LIMITS = {
  subjectMax: 150,
  /** Characters of the markdown body. */
  bodyMax: 50_000,
} as const;

export const NEWSLETTER_ISSUE_MESSAGES = {
  subjectRequired: 'Please write a subject.',
  subjectTooLong: `Please keep the subject under ${NEWSLETTER_ISSUE_LIMITS.subjectMax} characters.`,
  bodyRequired: 'Please write the issue.',
  bodyTooLong: `Please keep the issue under ${NEWSLETTER_ISSUE_LIMITS.bodyMax.toLocaleString('en-US')} characters.`,
  notFound: 'We could not find that issue.',
  notDraft: 'This issue has been sent already; it can no longer be changed.',
  paused:
    'Optional e-mail is paused: "E-mail notifications" is off in the admin settings. Turn it on to send newsletters.',
  noSubscribers: 'Nobody has confirmed a subscription yet, so there is no one to send this issue to.',
  sending: 'Sending: the issue goes out to every confirmed subscriber now.',
} as const;

/** The notice after a test e-mail is queued. */
export const testSentMessage = (address: string) => `A test of this issue is on its way to ${address}.`;

/** POST and PUT body: the subject and the markdown body. */
export const newsletterIssueInputSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, NEWSLETTER_ISSUE_MESSAGES.subjectRequired)
    .max(NEWSLETTER_ISSUE_LIMITS.subjectMax, NEWSLETTER_ISSUE_MESSAGES.subjectTooLong),
  bodyMarkdown: z
    .string()
    .trim()
    .min(1, NEWSLETTER_ISSUE_MESSAGES.bodyRequired)
    .max(NEWSLETTER_ISSUE_LIMITS.bodyMax, NEWSLETTER_ISSUE_MESSAGES.bodyTooLong),
});
export type NewsletterIssueInput = z.infer<typeof newsletterIssueInputSchema>;

export const newsletterIssueParamsSchema = z.object({ id: z.string().max(36) });

/** draft: being written; sending: recipients chosen or being chosen, e-mails leaving; sent: none left to send. */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const;

export const newsletterIssueProgressSchema = z.object({
  /** Recipients chosen; null until the recipients job has run. */
  total: z.number().int().nullable(),
  sent: z.number().int(),
  /** Given up by the mail server (a refused address). */
  failed: z.number().int(),
  /** Not sent because the subscriber unsubscribed before their e-mail left. */
  withdrawn: z.number().int(),
});

export const newsletterIssueSchema = z.object({
  id: z.string(),
  subject: z.string(),
  bodyMarkdown: z.string(),
  status: z.enum(NEWSLETTER_ISSUE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastTestSentAt: z.string().nullable(),
  sendRequestedAt: z.string().nullable(),
  progress: newsletterIssueProgressSchema,
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

/** GET /api/admin/newsletter/issues: every issue, newest first, and what the page needs around them. */
export const newsletterIssuesOverviewSchema = z.object({
  confirmedSubscribers: z.number().int(),
  /** True while the admin's emailNotifications is off: nothing can be sent. */
  arePausedByAdmin: z.boolean(),
  /** Where a test goes: the signed-in administrator's address. */
  testAddress: z.string(),
  issues: z.array(newsletterIssueSchema),
});
export type NewsletterIssuesOverview = z.infer<typeof newsletterIssuesOverviewSchema>;

/** ?token= of the unsubscribe link every issue carries (List-Unsubscribe and the e-mail's footer). */
export const newsletterUnsubscribeQuerySchema = z.object({
  // Missing is answered like a forged link (404), not as a malformed request.
  token: z.string().max(1000).default(''),
});

export const NEWSLETTER_UNSUBSCRIBE_MESSAGES = {
  done: 'You are unsubscribed: no more newsletter issues will reach this address.',
  invalidLink: 'This unsubscribe link is not valid. Please use the link from the newsletter e-mail.',
} as const;
