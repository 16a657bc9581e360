/**
 * Stripe Checkout (docs/product/plans-and-pricing.md "Payments"), with the official SDK: a Checkout
 * Session per purchase, and subscription state ONLY from verified webhooks — the signature checked
 * by `stripe.webhooks.constructEvent`, each event applied once by its id (`stripe_events`), and an
 * event older than the newest one applied to a subscription ignored (Stripe does not promise
 * order). `customer.subscription.*` events carry the plan, period and cancellation;
 * `subscription_schedule.*` events carry a downgrade waiting for the period end (ordered by their
 * own `created`); `invoice.paid` records a real payment with its invoice (the admin's revenue).
 * Changes are asked of Stripe in billing-stripe-changes.ts, whose webhooks then bring the new
 * state.
 */
import Stripe from 'stripe';
import type { BillingInterval } from '@heirloom/common/contracts/billing';
import type { StripeConfig } from '../../config';
import type { Kysely } from 'kysely';
import type { Database, SubscriptionsTable } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  findSubscription,
  findSubscriptionOfStripe,
  findUserOfStripeCustomer,
  insertPayment,
  recordStripeEvent,
  saveSubscription,
  updateSubscription,
  type Executor,
} from './billing.repository';

export const STRIPE_MESSAGES = {
  badSignature: 'The webhook signature is not valid.',
} as const;

/** The SDK, pointed at STRIPE_API_URL when set (a local stand-in in tests). */
export function createStripeClient(config: StripeConfig): Stripe {
  if (!config.apiUrl) return new Stripe(config.secretKey);
  const url = new URL(config.apiUrl);
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  });
}

export interface StripeDependencies {
  client: Stripe;
  config: StripeConfig;
  /** Where Stripe sends the buyer back: the site's origin. */
  publicUrl: string;
}

/**
 * Opens a Checkout Session for Complete Legacy billed per `period`.
 * @returns the address of Stripe's payment page
 */
export async function createCheckoutSession(
  stripe: StripeDependencies,
  user: { id: string; email: string },
  period: BillingInterval,
): Promise<string> {
  const session = await stripe.client.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: stripe.config.priceIds[period], quantity: 1 }],
    client_reference_id: user.id,
    customer_email: user.email,
    subscription_data: { metadata: { userId: user.id } },
    success_url: `${stripe.publicUrl}/payment-success`,
    cancel_url: `${stripe.publicUrl}/checkout?plan=complete_legacy&period=${period}`,
  });
  if (!session.url) throw new AppError('unavailable', 'Stripe did not give a payment page. Please try again.');
  return session.url;
}

const periodOfPrice = (config: StripeConfig, priceId: string | undefined): BillingInterval | undefined =>
  priceId === config.priceIds.month ? 'month' : priceId === config.priceIds.year ? 'year' : undefined;

const ENDED_STATUSES = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired', 'unpaid']);

/** The database and the clock. */
interface StoreDependencies {
  db: Kysely<Database>;
  clock: Clock;
}

/** Applies one subscription event to the user's row, unless a newer event was applied already. */
async function applySubscription(
  deps: StoreDependencies,
  stripe: StripeDependencies,
  event: Stripe.Event,
  subscription: Stripe.Subscription,
  trx: Executor,
): Promise<void> {
  const userId = subscription.metadata.userId;
  const item = subscription.items.data[0];
  const period = periodOfPrice(stripe.config, item?.price.id);
  if (!userId || !item || !period) return; // not one of ours
  const existing = await findSubscription(trx, userId);
  if (existing?.last_event_created && existing.last_event_created > event.created) return;
  const now = deps.clock.now().toISOString();
  const isEnded = event.type === 'customer.subscription.deleted' || ENDED_STATUSES.has(subscription.status);
  const row: SubscriptionsTable = {
    user_id: userId,
    plan_id: 'complete_legacy',
    period,
    mode: 'stripe',
    current_period_start: new Date(item.current_period_start * 1000).toISOString(),
    // An ended plan ends now: the state computed at read time then says free.
    current_period_end: isEnded ? now : new Date(item.current_period_end * 1000).toISOString(),
    cancel_at_period_end: Number(isEnded || subscription.cancel_at_period_end),
    // A downgrade waits while a schedule manages the subscription, until its price is the new one.
    pending_period:
      !isEnded && subscription.schedule && existing?.pending_period !== period
        ? (existing?.pending_period ?? null)
        : null,
    schedule_event_created: existing?.schedule_event_created ?? null,
    stripe_subscription_id: subscription.id,
    stripe_customer_id: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    last_event_created: event.created,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  await saveSubscription(trx, row);
}

/**
 * Applies one subscription schedule event: while the schedule is live, its last phase's price is
 * the period the subscription switches to at the end of this one; a released, cancelled or
 * completed schedule leaves nothing pending. An event older than one applied changes nothing.
 */
async function applySchedule(
  deps: StoreDependencies,
  stripe: StripeDependencies,
  event: Stripe.Event,
  schedule: Stripe.SubscriptionSchedule,
  trx: Executor,
): Promise<void> {
  const subscriptionId = typeof schedule.subscription === 'string' ? schedule.subscription : schedule.subscription?.id;
  if (!subscriptionId) return;
  const row = await findSubscriptionOfStripe(trx, subscriptionId);
  if (!row || (row.schedule_event_created !== null && row.schedule_event_created > event.created)) return;
  const isLive = schedule.status === 'active' || schedule.status === 'not_started';
  const lastPrice = schedule.phases.at(-1)?.items[0]?.price;
  const next = isLive
    ? periodOfPrice(stripe.config, typeof lastPrice === 'string' ? lastPrice : lastPrice?.id)
    : undefined;
  await updateSubscription(trx, row.user_id, {
    pending_period: next && next !== row.period ? next : null,
    schedule_event_created: event.created,
    updated_at: deps.clock.now().toISOString(),
  });
}

/**
 * Verifies and applies one webhook call.
 * @param rawBody the request body exactly as received (the signature covers its bytes)
 * @returns whether the event was new (false for a replay)
 * @throws AppError 'invalid' when the signature does not match
 */
export async function receiveWebhook(
  deps: StoreDependencies,
  stripe: StripeDependencies,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<boolean> {
  let event: Stripe.Event;
  try {
    event = stripe.client.webhooks.constructEvent(rawBody, signature ?? '', stripe.config.webhookSecret);
  } catch {
    throw new AppError('invalid', STRIPE_MESSAGES.badSignature);
  }
  return deps.db.transaction().execute(async (trx) => {
    const receivedAt = deps.clock.now().toISOString();
    if (!(await recordStripeEvent(trx, { id: event.id, type: event.type, receivedAt }))) return false;
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await applySubscription(deps, stripe, event, event.data.object, trx);
        break;
      case 'invoice.paid': {
        const invoice = event.data.object;
        const customerId = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id;
        const payerId = customerId ? await findUserOfStripeCustomer(trx, customerId) : undefined;
        if (payerId && invoice.amount_paid > 0) {
          await insertPayment(trx, {
            id: event.id,
            userId: payerId,
            amountCents: invoice.amount_paid,
            description: invoice.lines.data[0]?.description ?? 'Complete Legacy',
            mode: 'stripe',
            at: new Date(event.created * 1000).toISOString(),
            invoice: {
              id: invoice.id ?? event.id,
              number: invoice.number ?? null,
              url: invoice.hosted_invoice_url ?? null,
            },
          });
        }
        break;
      }
      default:
        if (event.type.startsWith('subscription_schedule.')) {
          await applySchedule(deps, stripe, event, event.data.object as Stripe.SubscriptionSchedule, trx);
        }
        break; // other events are acknowledged and ignored
    }
    return true;
  });
}
