/**
 * Plans and checkout (docs/product/plans-and-pricing.md "Payments"): without Stripe configured the
 * explicit test mode activates the plan at once and records a test payment (no card is charged,
 * never counted as revenue). Prices come from the plan catalogue only. Upgrades (monthly → annual)
 * take effect now, prorated; downgrades and cancellations at the end of the period
 * (docs/product/plans-and-pricing.md "Plan changes"). A period that ends renews unless cancelled:
 * the state is computed at each read (billing-periods.ts), since test mode charges nothing at
 * renewal. Writes are conditional on the row they read, so a change made meanwhile by another
 * request is refused (409), never overwritten.
 */
import type { Kysely } from 'kysely';
import {
  BILLING_MESSAGES,
  type BillingInterval,
  type CheckoutRequest,
  type PaymentMode,
  type Subscription,
  type SubscriptionChange,
} from '@heirloom/common/contracts/billing';
import { planById, storageAllowanceBytes, type Plan } from '@heirloom/common/domain/plans';
import type { Database, SubscriptionsTable } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { storageUsedBy } from '../../storage/storage-usage';
import {
  addPeriod,
  moneyBackUntil,
  periodPriceCents,
  stateAt,
  upgradeChargeCents,
  type PeriodState,
} from './billing-periods';
import {
  deleteSubscription,
  findPayments,
  findSubscription,
  insertPayment,
  insertSubscription,
  updateSubscription,
} from './billing.repository';
import { createCheckoutSession, type StripeDependencies } from './billing-stripe';
import { requestStripeChange } from './billing-stripe-changes';

export interface BillingDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** Stripe when configured; the explicit test mode otherwise. */
  stripe?: StripeDependencies;
}

/** 'stripe' when Stripe is configured, else the explicit test mode. */
export const paymentMode = (deps: BillingDependencies): PaymentMode => (deps.stripe ? 'stripe' : 'test');

/**
 * The money-back guarantee of a user with these payments at `now`
 * (docs/product/plans-and-pricing.md "Money-back guarantee"): null before any payment; used once
 * any payment was refunded; available until 30 days after the first payment.
 */
export function moneyBackStanding(
  payments: readonly { created_at: string; refunded_at: string | null }[],
  now: Date,
): Subscription['moneyBack'] {
  const first = payments.reduce<string | null>(
    (earliest, payment) => (earliest === null || payment.created_at < earliest ? payment.created_at : earliest),
    null,
  );
  if (first === null) return null;
  const until = moneyBackUntil(new Date(first));
  const status = payments.some((payment) => payment.refunded_at !== null)
    ? 'used'
    : now.getTime() < until.getTime()
      ? 'available'
      : 'ended';
  return { status, until: until.toISOString() };
}

const planName = (id: 'free_forever' | 'complete_legacy') => planById(id).name;
const describePeriod = (period: BillingInterval) => (period === 'year' ? 'annual' : 'monthly');

const toState = (row: SubscriptionsTable): PeriodState => ({
  period: row.period,
  periodStart: new Date(row.current_period_start),
  periodEnd: new Date(row.current_period_end),
  isCanceling: row.cancel_at_period_end === 1,
  pendingPeriod: row.pending_period,
});

const toColumns = (state: PeriodState) => ({
  period: state.period,
  current_period_start: state.periodStart.toISOString(),
  current_period_end: state.periodEnd.toISOString(),
  cancel_at_period_end: Number(state.isCanceling),
  pending_period: state.pendingPeriod,
});

/** The plan a user is on now: Complete Legacy while a subscription's period runs, else Free Forever. */
export async function planIdOf(deps: BillingDependencies, userId: string): Promise<Plan['id']> {
  const row = await findSubscription(deps.db, userId);
  return row && stateAt(toState(row), deps.clock.now()) ? 'complete_legacy' : 'free_forever';
}

/** The user's plan now, with their payments (invoices) and the money-back guarantee's standing. */
export async function readSubscription(deps: BillingDependencies, userId: string): Promise<Subscription> {
  const row = await findSubscription(deps.db, userId);
  const now = deps.clock.now();
  const state = row ? stateAt(toState(row), now) : null;
  const [paymentRows, usedBytes] = await Promise.all([findPayments(deps.db, userId), storageUsedBy(deps.db, userId)]);
  const moneyBack = moneyBackStanding(paymentRows, now);
  const payments = paymentRows.map((payment) => ({
    id: payment.id,
    amountDollars: payment.amount_cents / 100,
    description: payment.description,
    createdAt: payment.created_at,
    isTest: payment.mode === 'test',
    invoiceNumber: payment.invoice_number,
    invoiceUrl: payment.invoice_url,
    refundedAt: payment.refunded_at,
  }));
  if (!row || !state) {
    return {
      planId: 'free_forever',
      planName: planName('free_forever'),
      period: null,
      status: 'free',
      currentPeriodEnd: null,
      nextChargeDollars: null,
      pendingPeriod: null,
      mode: null,
      payments,
      moneyBack,
      storage: { usedBytes, allowanceBytes: storageAllowanceBytes('free_forever') },
    };
  }
  return {
    planId: 'complete_legacy',
    planName: planName('complete_legacy'),
    period: state.period,
    status: state.isCanceling ? 'canceling' : 'active',
    currentPeriodEnd: state.periodEnd.toISOString(),
    nextChargeDollars: state.isCanceling ? null : periodPriceCents(state.pendingPeriod ?? state.period) / 100,
    pendingPeriod: state.pendingPeriod,
    mode: row.mode,
    payments,
    moneyBack,
    storage: { usedBytes, allowanceBytes: storageAllowanceBytes('complete_legacy') },
  };
}

/**
 * Buys Complete Legacy for `request.period` in test mode: the plan is active at once and a test
 * payment of the catalogue price is recorded. A repeated or concurrent checkout changes nothing.
 * @throws AppError 'conflict' when the plan is already active
 */
export async function checkout(
  deps: BillingDependencies,
  userId: string,
  request: CheckoutRequest,
): Promise<Subscription> {
  if (deps.stripe) throw new AppError('conflict', BILLING_MESSAGES.useCardCheckout);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const existing = await findSubscription(trx, userId);
    if (existing && stateAt(toState(existing), now)) throw new AppError('conflict', BILLING_MESSAGES.alreadySubscribed);
    if (existing) {
      // An ended plan is replaced, only if nobody changed it meanwhile.
      await deleteSubscription(trx, userId, existing.updated_at);
    }
    const state: PeriodState = {
      period: request.period,
      periodStart: now,
      periodEnd: addPeriod(now, request.period),
      isCanceling: false,
      pendingPeriod: null,
    };
    const isInserted = await insertSubscription(trx, {
      user_id: userId,
      plan_id: 'complete_legacy',
      mode: 'test',
      ...toColumns(state),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    if (!isInserted) {
      throw new AppError('conflict', BILLING_MESSAGES.alreadySubscribed);
    }
    await insertPayment(trx, {
      userId,
      amountCents: periodPriceCents(request.period),
      description: `${planName('complete_legacy')}, ${describePeriod(request.period)}`,
      mode: 'test',
      at: now.toISOString(),
    });
  });
  return readSubscription(deps, userId);
}

/**
 * Opens Stripe's payment page for Complete Legacy (Stripe mode); the plan becomes active when
 * Stripe's webhook says so.
 * @returns the page's address
 * @throws AppError 'conflict' in test mode or when the plan is already active
 */
export async function startCardCheckout(
  deps: BillingDependencies,
  user: { id: string; email: string },
  request: CheckoutRequest,
): Promise<string> {
  if (!deps.stripe) throw new AppError('conflict', BILLING_MESSAGES.testModeOnly);
  const existing = await findSubscription(deps.db, user.id);
  if (existing && stateAt(toState(existing), deps.clock.now())) {
    throw new AppError('conflict', BILLING_MESSAGES.alreadySubscribed);
  }
  return createCheckoutSession(deps.stripe, user, request.period);
}

/** The state after `action`, or null when it does not apply. */
function applyChange(state: PeriodState, action: SubscriptionChange, now: Date): PeriodState | null {
  switch (action) {
    case 'upgrade_to_annual':
      return state.period === 'month'
        ? {
            period: 'year',
            periodStart: now,
            periodEnd: addPeriod(now, 'year'),
            isCanceling: false,
            pendingPeriod: null,
          }
        : null;
    case 'downgrade_to_monthly':
      return state.period === 'year' && !state.isCanceling && state.pendingPeriod === null
        ? { ...state, pendingPeriod: 'month' }
        : null;
    case 'cancel':
      return state.isCanceling ? null : { ...state, isCanceling: true, pendingPeriod: null };
    case 'resume':
      return state.isCanceling || state.pendingPeriod ? { ...state, isCanceling: false, pendingPeriod: null } : null;
  }
}

/**
 * Upgrades to annual now (prorated test payment), downgrades to monthly or cancels at the end of the
 * period, or undoes a pending downgrade or cancellation.
 * @throws AppError 'conflict' on the free plan, when the change does not apply, or when the plan changed meanwhile
 */
export async function changeSubscription(
  deps: BillingDependencies,
  userId: string,
  action: SubscriptionChange,
): Promise<Subscription> {
  const now = deps.clock.now();
  const stored = await findSubscription(deps.db, userId);
  const storedState = stored ? stateAt(toState(stored), now) : null;
  if (deps.stripe && stored?.stripe_subscription_id && storedState) {
    if (!applyChange(storedState, action, now)) throw new AppError('conflict', BILLING_MESSAGES.notPossible);
    // Stripe decides; its webhooks bring the new state.
    await requestStripeChange(deps.stripe, stored.stripe_subscription_id, action);
    return readSubscription(deps, userId);
  }
  await deps.db.transaction().execute(async (trx) => {
    const row = await findSubscription(trx, userId);
    const state = row ? stateAt(toState(row), now) : null;
    if (!row || !state) throw new AppError('conflict', BILLING_MESSAGES.noSubscription);
    const next = applyChange(state, action, now);
    if (!next) throw new AppError('conflict', BILLING_MESSAGES.notPossible);
    const changes = { ...toColumns(next), updated_at: now.toISOString() };
    if (!(await updateSubscription(trx, userId, changes, row.updated_at)))
      throw new AppError('conflict', BILLING_MESSAGES.notPossible);
    if (action === 'upgrade_to_annual') {
      await insertPayment(trx, {
        userId,
        amountCents: upgradeChargeCents(state, now),
        description: `${planName('complete_legacy')}, upgrade to annual (prorated)`,
        mode: row.mode,
        at: now.toISOString(),
      });
    }
  });
  return readSubscription(deps, userId);
}
