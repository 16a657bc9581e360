/**
 * Billing period arithmetic, pure: calendar months in UTC, the state of a subscription at an
 * instant (renewals and changes due at period ends applied), proration, and the money-back window.
 */
import { MONEY_BACK_DAYS, type BillingInterval } from '@heirloom/common/contracts/billing';
import { annualPrice, planById } from '@heirloom/common/domain/plans';

const COMPLETE_LEGACY = planById('complete_legacy');

/**
 * The catalogue price of one period of Complete Legacy, in cents (annual = monthly × 12 × 0.8:
 * docs/product/plans-and-pricing.md "Annual billing").
 */
export function periodPriceCents(period: BillingInterval): number {
  return Math.round((period === 'year' ? annualPrice(COMPLETE_LEGACY) : COMPLETE_LEGACY.monthlyPrice) * 100);
}

/** `start` plus one period, by calendar months in UTC (31 Jan + 1 month = 28/29 Feb... clamped to the month's end). */
export function addPeriod(start: Date, period: BillingInterval): Date {
  const months = period === 'year' ? 12 : 1;
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  target.setUTCHours(start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds());
  return target;
}

export interface PeriodState {
  period: BillingInterval;
  periodStart: Date;
  periodEnd: Date;
  isCanceling: boolean;
  pendingPeriod: BillingInterval | null;
}

/**
 * The subscription at `now`: a period that has ended renews (taking a pending downgrade) unless it was
 * cancelled, in which case the plan has ended.
 * @returns the current state, or null when the plan has ended
 */
export function stateAt(stored: PeriodState, now: Date): PeriodState | null {
  let state = stored;
  while (state.periodEnd.getTime() <= now.getTime()) {
    if (state.isCanceling) return null;
    const period = state.pendingPeriod ?? state.period;
    state = {
      period,
      periodStart: state.periodEnd,
      periodEnd: addPeriod(state.periodEnd, period),
      isCanceling: false,
      pendingPeriod: null,
    };
  }
  return state;
}

/**
 * What an upgrade from monthly to annual costs now: the annual price less the unused part of the
 * month already paid (upgrades take effect at once, prorated: docs/product/plans-and-pricing.md
 * "Plan changes"), in cents.
 */
export function upgradeChargeCents(state: PeriodState, now: Date): number {
  const total = state.periodEnd.getTime() - state.periodStart.getTime();
  const unused = Math.max(0, state.periodEnd.getTime() - now.getTime()) / total;
  return Math.max(0, periodPriceCents('year') - Math.round(periodPriceCents(state.period) * unused));
}

/**
 * When the money-back guarantee ends: MONEY_BACK_DAYS (30) days after the first payment
 * (docs/product/plans-and-pricing.md "Money-back guarantee").
 */
export function moneyBackUntil(firstPaymentAt: Date): Date {
  return new Date(firstPaymentAt.getTime() + MONEY_BACK_DAYS * 24 * 60 * 60 * 1000);
}
