/**
 * Table types: Newsletter issues and their recipients (modules/email-marketing;
 * docs/product/marketing-and-figures.md "Newsletter").
 * Merged into `Database` (db/tables.ts).
 */

/** draft → sending (the administrator pressed Send; its recipients job decides who gets it). */
export type NewsletterIssueStatus = 'draft' | 'sending';

export interface NewsletterIssuesTable {
  id: string;
  subject: string;
  /** The issue's body as the administrator wrote it (CommonMark). */
  body_markdown: string;
  status: NewsletterIssueStatus;
  /** The administrator who composed it; null once their account is deleted. */
  created_by: string | null;
  created_at: string;
  updated_at: string;
  last_test_sent_at: string | null;
  send_requested_at: string | null;
  /** When the recipients job chose the recipients; null until then. */
  recipients_decided_at: string | null;
  /** How many confirmed subscribers it chose; null until then. */
  recipient_count: number | null;
}

export interface NewsletterIssueRecipientsTable {
  issue_id: string;
  subscription_id: string;
  /** The outbox e-mail carrying the issue to this subscriber (deleted when they unsubscribe before it left). */
  outbox_email_id: string;
}

export interface EmailMarketingTables {
  newsletter_issues: NewsletterIssuesTable;
  newsletter_issue_recipients: NewsletterIssueRecipientsTable;
}
