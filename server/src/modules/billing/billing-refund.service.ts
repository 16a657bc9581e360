/**
 * The 30-day money-back guarantee (docs/product/plans-and-pricing.md "Money-back guarantee", one of
 * the promises of docs/product/marketing-and-figures.md "Fixed promises"): within 30 days of the
 * first payment a user gets every payment back and the paid plan ends now; once per account. Stripe
 * mode refunds each invoice's payment through Stripe first (idempotent per payment) and cancels the
 * subscription, whose webhook then ends the plan here; test mode records the refund of its test
 * records and ends the plan itself. Each payment is refunded at most once (`refunds` is unique per
 * payment), so a retried or concurrent request gives nothing back twice.
 */
import { BILLING_MESSAGES, type RefundResult } from '@heirloom/common/contracts/billing';
import { BILLING_TIME_ZONE } from '@heirloom/common/domain/plans';
import { formatDate } from '@heirloom/common/utils/format-date';
import { AppError } from '../../lib/app-error';
import { endTestPlan, findPayments, findSubscription, insertRefund } from './billing.repository';
import { cancelStripeSubscriptionNow, refundStripeInvoice, STRIPE_CHANGE_MESSAGES } from './billing-stripe-changes';
import { moneyBackStanding, readSubscription, type BillingDependencies } from './billing.service';

/**
 * Gives back every payment of the user and ends their paid plan now.
 * @returns the amount refunded, in dollars, and the plan after it
 * @throws AppError 'conflict' before any payment, once the guarantee was used, or after its 30 days
 * @throws AppError 'unavailable' when a Stripe payment cannot be refunded here (Stripe not configured, or no invoice recorded)
 */
export async function requestRefund(deps: BillingDependencies, userId: string): Promise<RefundResult> {
  const now = deps.clock.now();
  const payments = await findPayments(deps.db, userId);
  const standing = moneyBackStanding(payments, now);
  if (!standing) throw new AppError('conflict', BILLING_MESSAGES.noPaymentToRefund);
  if (standing.status === 'used') throw new AppError('conflict', BILLING_MESSAGES.refundAlreadyUsed);
  if (standing.status === 'ended') {
    throw new AppError(
      'conflict',
      BILLING_MESSAGES.moneyBackEnded.replace(
        '{date}',
        formatDate(standing.until, 'day', { timeZone: BILLING_TIME_ZONE }),
      ),
    );
  }
  const refundable = payments.filter((payment) => payment.refunded_at === null && payment.amount_cents > 0);
  const stripeRefundIds = new Map<string, string>();
  for (const payment of refundable.filter((candidate) => candidate.mode === 'stripe')) {
    if (!deps.stripe) {
      throw new AppError(
        'unavailable',
        'Card payments cannot be refunded on this server right now. Please contact us.',
      );
    }
    if (!payment.stripe_invoice_id) throw new AppError('unavailable', STRIPE_CHANGE_MESSAGES.noCardPayment);
    stripeRefundIds.set(payment.id, await refundStripeInvoice(deps.stripe, payment.stripe_invoice_id, payment.id));
  }
  const subscription = await findSubscription(deps.db, userId);
  if (deps.stripe && subscription?.mode === 'stripe' && subscription.stripe_subscription_id) {
    await cancelStripeSubscriptionNow(deps.stripe, subscription.stripe_subscription_id);
  }
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    for (const payment of refundable) {
      await insertRefund(trx, {
        paymentId: payment.id,
        userId,
        amountCents: payment.amount_cents,
        mode: payment.mode,
        stripeRefundId: stripeRefundIds.get(payment.id) ?? null,
        at,
      });
    }
    // Test mode ends its own plan now; in Stripe mode the cancellation's webhook does.
    await endTestPlan(trx, userId, at);
  });
  const refundedCents = refundable.reduce((sum, payment) => sum + payment.amount_cents, 0);
  return { refundedDollars: refundedCents / 100, subscription: await readSubscription(deps, userId) };
}
