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
}

export interface BillingTables {
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
}
