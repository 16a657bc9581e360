/** Table types: plans and checkout (modules/billing; modules/admin reads them for stats). */

export interface SubscriptionsTable {
  user_id: string;
  plan_id: 'complete_legacy';
  period: 'month' | 'year';
  /** 'test' without Stripe: no card was charged. */
  mode: 'test' | 'stripe';
  current_period_start: string;
  current_period_end: string;
  /** 1 once cancelled: the plan ends at current_period_end. */
  cancel_at_period_end: number;
  /** A downgrade to monthly waiting for the end of the period. */
  pending_period: 'month' | 'year' | null;
  /** Stripe's ids (Stripe mode only). */
  stripe_subscription_id: string | null;
  stripe_customer_id: string | null;
  /** `created` (epoch seconds) of the newest Stripe event applied; an older one changes nothing. */
  last_event_created: number | null;
  /** `created` (epoch seconds) of the newest subscription schedule event applied (a pending downgrade in Stripe mode). */
  schedule_event_created: number | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTable {
  id: string;
  user_id: string;
  amount_cents: number;
  description: string;
  mode: 'test' | 'stripe';
  created_at: string;
  /** The Stripe invoice paid (Stripe mode): its id, its number and Stripe's page for it. */
  stripe_invoice_id: string | null;
  invoice_number: string | null;
  invoice_url: string | null;
}

/**
 * A payment given back under the 30-day money-back guarantee, once per payment
 * (docs/product/plans-and-pricing.md "Money-back guarantee").
 */
export interface RefundsTable {
  id: string;
  payment_id: string;
  user_id: string;
  amount_cents: number;
  /** 'test': recorded only, no card was charged; 'stripe': refunded through Stripe. */
  mode: 'test' | 'stripe';
  stripe_refund_id: string | null;
  created_at: string;
}

/** Every Stripe webhook event applied, by id: a replay is applied once. */
export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export interface BillingTables {
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  stripe_events: StripeEventsTable;
  refunds: RefundsTable;
}
