/**
 * Table types: E-mails waiting to be sent or sent (mail/). Merged into `Database` (db/tables.ts).
 */

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxEmailsTable {
  /** Idempotency key (message, schedule version, step, recipient); also the Message-ID's local part. */
  id: string;
  message_id: string | null;
  kind: string;
  recipient_address: string;
  recipient_name: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** An optional e-mail's signed one-click unsubscribe link (List-Unsubscribe, RFC 8058); null for essential e-mail. */
  unsubscribe_url: string | null;
  status: OutboxStatus;
  /** Sending attempts so far (the `email.send` job's). */
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/**
 * An address that refused an e-mail for good (SMTP 5xx), until an e-mail to it is accepted again
 * (mail/outbox-sender.ts; the message health check reads it).
 */
export interface EmailRefusalsTable {
  /** Lower-cased. */
  address: string;
  /** The mail library's error, with the server's SMTP reply. */
  error: string;
  /** The outbox e-mail that was refused. */
  outbox_id: string;
  refused_at: string;
}

export interface OutboxTables {
  outbox_emails: OutboxEmailsTable;
  email_refusals: EmailRefusalsTable;
}
