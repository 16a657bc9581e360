/**
 * Table types: Blog newsletter subscriptions (modules/newsletter). Merged into `Database`
 * (db/tables.ts).
 */

export interface NewsletterSubscriptionsTable {
  id: string;
  /** Lower-cased, unique. */
  email: string;
  status: 'pending' | 'confirmed';
  /** SHA-256 (hex) of the confirmation link's token; null once confirmed. */
  confirm_token_hash: string | null;
  /** When the last confirmation e-mail was asked for. */
  requested_at: string;
  confirmed_at: string | null;
}

export interface NewsletterTables {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}
