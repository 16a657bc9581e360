/**
 * Changes asked of Stripe (docs/product/plans-and-pricing.md "Plan changes": upgrades take effect
 * at once, downgrades at the next billing cycle; and "Money-back guarantee"). Stripe decides and
 * its webhooks bring the new state (billing-stripe.ts); nothing here writes the subscription row.
 * - Upgrade to annual: the subscription's price changes now, prorated and invoiced at once.
 * - Downgrade to monthly: a subscription schedule made from the subscription (Stripe's way of
 *   changing a price at a future date): this period on the annual price, then monthly, released.
 * - Cancel: at the period end; a pending downgrade's schedule is released first (Stripe refuses to
 *   change the cancellation of a subscription a schedule manages).
 * - Resume: releases the schedule and clears the cancellation.
 * - Refund: each paid invoice's payment refunded, with an idempotency key per payment, so a retry
 *   never refunds twice; the subscription is then cancelled at once without proration.
 */
import type Stripe from 'stripe';
import type { SubscriptionChange } from '@heirloom/common/contracts/billing';
import { AppError } from '../../lib/app-error';
import type { StripeDependencies } from './billing-stripe';

export const STRIPE_CHANGE_MESSAGES = {
  noPlanItem: 'This subscription has no plan to change.',
  noCardPayment: 'Stripe has no card payment for this invoice, so it cannot be refunded here. Please contact us.',
  alreadyScheduled: 'A change is already scheduled for the end of this period.',
} as const;

const scheduleIdOf = (subscription: Stripe.Subscription) =>
  typeof subscription.schedule === 'string' ? subscription.schedule : (subscription.schedule?.id ?? null);

/** This period on its current price, then monthly billing (one monthly phase, then released). */
async function scheduleMonthlyFromPeriodEnd(stripe: StripeDependencies, subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  if (!item) throw new AppError('conflict', STRIPE_CHANGE_MESSAGES.noPlanItem);
  if (scheduleIdOf(subscription)) throw new AppError('conflict', STRIPE_CHANGE_MESSAGES.alreadyScheduled);
  const schedule = await stripe.client.subscriptionSchedules.create({ from_subscription: subscription.id });
  const current = schedule.phases[0];
  if (!current) throw new AppError('unavailable', 'Stripe did not schedule the change. Please try again.');
  await stripe.client.subscriptionSchedules.update(schedule.id, {
    end_behavior: 'release',
    phases: [
      { items: [{ price: item.price.id, quantity: 1 }], start_date: current.start_date, end_date: current.end_date },
      {
        items: [{ price: stripe.config.priceIds.month, quantity: 1 }],
        duration: { interval: 'month', interval_count: 1 },
        proration_behavior: 'none',
      },
    ],
  });
}

/**
 * Asks Stripe for a change of the user's subscription; the webhooks that follow bring the new state.
 * @throws AppError 'conflict' when the subscription has no plan item or a downgrade is already scheduled
 */
export async function requestStripeChange(
  stripe: StripeDependencies,
  subscriptionId: string,
  action: SubscriptionChange,
): Promise<void> {
  const subscription = await stripe.client.subscriptions.retrieve(subscriptionId);
  if (action === 'downgrade_to_monthly') return scheduleMonthlyFromPeriodEnd(stripe, subscription);
  const scheduleId = scheduleIdOf(subscription);
  if (action === 'cancel' || action === 'resume') {
    if (scheduleId) await stripe.client.subscriptionSchedules.release(scheduleId);
    if (subscription.cancel_at_period_end !== (action === 'cancel')) {
      await stripe.client.subscriptions.update(subscriptionId, { cancel_at_period_end: action === 'cancel' });
    }
    return;
  }
  const item = subscription.items.data[0];
  if (!item) throw new AppError('conflict', STRIPE_CHANGE_MESSAGES.noPlanItem);
  await stripe.client.subscriptions.update(subscriptionId, {
    items: [{ id: item.id, price: stripe.config.priceIds.year }],
    proration_behavior: 'always_invoice',
    cancel_at_period_end: false,
  });
}

/**
 * Refunds the card payment of one paid Stripe invoice, whole (docs/product/plans-and-pricing.md
 * "Money-back guarantee"). Idempotent: the key names our payment, so a retried request returns the
 * same refund.
 * @returns Stripe's refund id
 * @throws AppError 'unavailable' when the invoice was not paid by a payment intent
 */
export async function refundStripeInvoice(
  stripe: StripeDependencies,
  invoiceId: string,
  paymentId: string,
): Promise<string> {
  const invoicePayments = await stripe.client.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
  const intent = invoicePayments.data.find((entry) => entry.payment.type === 'payment_intent')?.payment.payment_intent;
  const intentId = typeof intent === 'string' ? intent : intent?.id;
  if (!intentId) throw new AppError('unavailable', STRIPE_CHANGE_MESSAGES.noCardPayment);
  const refund = await stripe.client.refunds.create(
    { payment_intent: intentId, reason: 'requested_by_customer', metadata: { paymentId } },
    { idempotencyKey: `heirloom-refund-${paymentId}` },
  );
  return refund.id;
}

/** Ends the subscription now, without proration or a final invoice (after a money-back refund). */
export async function cancelStripeSubscriptionNow(stripe: StripeDependencies, subscriptionId: string): Promise<void> {
  await stripe.client.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
}
