/**
 * Plans and checkout (docs/product/plans-and-pricing.md "Checkout", "Payments"): the calls of
 * /checkout, /payment-success and /subscription. Prices always come from the plan catalogue
 * (common/src/domain/plans.ts), never from the address. Without Stripe configured the server runs
 * an explicit test mode: no card is charged and the plan is activated at once.
 */
import { z } from 'zod';

/** Billing periods of a paid plan, as the checkout link names them. */
export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_PERIODS)[number];

/**
 * Days data is kept after a cancelled plan's period ends (docs/product/plans-and-pricing.md "When a
 * plan ends").
 */
export const DATA_RETENTION_DAYS_AFTER_CANCEL = 30;

/** POST /api/billing/checkout: the paid plan and its period. */
export const checkoutRequestSchema = z.object({
  plan: z.literal('complete_legacy', { message: 'Only the Complete Legacy plan is bought at checkout.' }),
  period: z.enum(BILLING_PERIODS, { message: 'The billing period is month or year.' }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /api/billing/checkout-session (Stripe mode): the address of Stripe's payment page. */
export const checkoutSessionSchema = z.object({ url: z.string() });

/** POST /api/billing/stripe-webhook answer. */
export const webhookAnswerSchema = z.object({ received: z.literal(true), isNew: z.boolean() });

/** GET /api/billing/mode: whether payments are real (Stripe) or the explicit test mode. */
export const paymentModeSchema = z.object({ mode: z.enum(['test', 'stripe']) });
export type PaymentMode = z.infer<typeof paymentModeSchema>['mode'];

/** The signed-in user's plan as it stands now. */
export const subscriptionSchema = z.object({
  planId: z.enum(['free_forever', 'complete_legacy']),
  planName: z.string(),
  /** Null on the free plan. */
  period: z.enum(BILLING_PERIODS).nullable(),
  /** free: no paid plan; active: renews; canceling: ends at currentPeriodEnd. */
  status: z.enum(['free', 'active', 'canceling']),
  /** When the current period ends (the next charge or the end of the plan); null on the free plan. */
  currentPeriodEnd: z.string().nullable(),
  /** Price of the next period in dollars, from the catalogue; null on the free plan or when canceling. */
  nextChargeDollars: z.number().nullable(),
  /** A downgrade waiting for the end of the period. */
  pendingPeriod: z.enum(BILLING_PERIODS).nullable(),
  mode: z.enum(['test', 'stripe']).nullable(),
  /** Invoices: the payments made, newest first (test-mode ones say so). */
  payments: z.array(
    z.object({
      id: z.string(),
      amountDollars: z.number(),
      description: z.string(),
      createdAt: z.string(),
      isTest: z.boolean(),
      /** Stripe's invoice number and its page (Stripe mode); null for test records. */
      invoiceNumber: z.string().nullable(),
      invoiceUrl: z.string().nullable(),
      /** When it was given back under the money-back guarantee; null when it was not. */
      refundedAt: z.string().nullable(),
    }),
  ),
  /**
   * The 30-day money-back guarantee (docs/product/plans-and-pricing.md "Money-back guarantee"),
   * counted from the first payment: `available` until `until`, `ended` after it, `used` once
   * refunded; null before any payment.
   */
  moneyBack: z.object({ status: z.enum(['available', 'ended', 'used']), until: z.string() }).nullable(),
  /**
   * The storage allowance of the plan and what the owner's memories take of it, bytes
   * (docs/product/plans-and-pricing.md "Storage allowance"; voice and video messages do not count).
   */
  storage: z.object({ usedBytes: z.number(), allowanceBytes: z.number() }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** POST /api/billing/subscription/change: upgrade now, downgrade at period end, cancel, or undo. */
export const subscriptionChangeSchema = z.object({
  action: z.enum(['upgrade_to_annual', 'downgrade_to_monthly', 'cancel', 'resume']),
});
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>['action'];

/** Days after the first payment in which the money-back guarantee gives everything back. */
export const MONEY_BACK_DAYS = 30;

/** POST /api/billing/refund answer: what was given back, and the plan now (ended). */
export const refundResultSchema = z.object({
  refundedDollars: z.number(),
  subscription: subscriptionSchema,
});
export type RefundResult = z.infer<typeof refundResultSchema>;

export const BILLING_MESSAGES = {
  alreadySubscribed: 'You already have Complete Legacy. You can change it on your subscription page.',
  noSubscription: 'You are on the free plan: there is no paid plan to change.',
  notPossible: 'That change does not apply to your plan as it is now.',
  useCardCheckout: 'Payments are taken by card on this server: continue to the payment page.',
  testModeOnly: 'This server has no payment provider: checkout runs in test mode.',
  noPaymentToRefund: 'There is no payment to refund: you have not paid for a plan.',
  refundAlreadyUsed: 'Your payments were already refunded under the money-back guarantee, which applies once.',
  /** `{date}`: the day the guarantee ended. */
  moneyBackEnded:
    'The 30-day money-back guarantee ended on {date}, 30 days after your first payment. You can still cancel: your plan then ends at the end of the period you paid for.',
} as const;
