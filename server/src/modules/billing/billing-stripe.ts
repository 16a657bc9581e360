/**
 * Stripe Checkout (issue 13 item 1; PRODUCT.md "Payments"), with the official SDK: a Checkout
 * Session per purchase, and subscription state ONLY from verified webhooks — the signature checked
 * by `stripe.webhooks.constructEvent`, each event applied once by its id (`stripe_events`), and an
 * event older than the newest one applied to a subscription ignored (Stripe does not promise order).
 * `customer.subscription.*` events carry the plan, period and cancellation; `invoice.paid` records a
 * real payment (the admin's revenue). Cancel, resume and the upgrade to annual are asked of Stripe,
 * whose webhooks then bring the new state.
 */
import Stripe from 'stripe';
import type { BillingInterval } from '@heirloom/common/contracts/billing';
import type { StripeConfig } from '../../config';
import type { Kysely } from 'kysely';
import type { Database, SubscriptionsTable } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findSubscription, saveSubscription, type Executor } from './billing.repository';

export const STRIPE_MESSAGES = {
  badSignature: 'The webhook signature is not valid.',
  downgradeInStripe: 'Switching to monthly billing is not available with card payments yet. You can cancel instead.',
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
    pending_period: null,
    stripe_subscription_id: subscription.id,
    stripe_customer_id: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    last_event_created: event.created,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  await saveSubscription(trx, row);
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
    const recorded = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type, received_at: deps.clock.now().toISOString() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await applySubscription(deps, stripe, event, event.data.object, trx);
        break;
      case 'invoice.paid': {
        const invoice = event.data.object;
        const customerId = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id;
        const owner = customerId
          ? await trx
              .selectFrom('subscriptions')
              .select('user_id')
              .where('stripe_customer_id', '=', customerId)
              .executeTakeFirst()
          : undefined;
        if (owner && invoice.amount_paid > 0) {
          await trx
            .insertInto('payments')
            .values({
              id: event.id,
              user_id: owner.user_id,
              amount_cents: invoice.amount_paid,
              description: invoice.lines.data[0]?.description ?? 'Complete Legacy',
              mode: 'stripe',
              created_at: new Date(event.created * 1000).toISOString(),
            })
            .execute();
        }
        break;
      }
      default:
        break; // other events are acknowledged and ignored
    }
    return true;
  });
}

/**
 * Asks Stripe for a change of the user's subscription; the webhooks that follow bring the new state.
 * @throws AppError 'conflict' for a change Stripe mode does not offer yet
 */
export async function requestStripeChange(
  stripe: StripeDependencies,
  subscriptionId: string,
  action: 'upgrade_to_annual' | 'downgrade_to_monthly' | 'cancel' | 'resume',
): Promise<void> {
  if (action === 'downgrade_to_monthly') throw new AppError('conflict', STRIPE_MESSAGES.downgradeInStripe);
  if (action === 'cancel' || action === 'resume') {
    await stripe.client.subscriptions.update(subscriptionId, { cancel_at_period_end: action === 'cancel' });
    return;
  }
  const current = await stripe.client.subscriptions.retrieve(subscriptionId);
  const item = current.items.data[0];
  if (!item) throw new AppError('conflict', 'This subscription has no plan to change.');
  await stripe.client.subscriptions.update(subscriptionId, {
    items: [{ id: item.id, price: stripe.config.priceIds.year }],
    proration_behavior: 'always_invoice',
    cancel_at_period_end: false,
  });
}
