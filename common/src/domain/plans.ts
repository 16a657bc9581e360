/**
 * The plan catalogue: the single source for the pricing pages, the checkout link and structured
 * data, and for the limits the server enforces (docs/product/plans-and-pricing.md).
 */

export type BillingPeriod = 'monthly' | 'annual';

/**
 * The zone billing days are written in: periods are counted in calendar months in UTC
 * (server/src/modules/billing/billing-periods.ts), so a renewal is named by its UTC day everywhere.
 */
export const BILLING_TIME_ZONE = 'UTC';

export interface Plan {
  id: 'free_forever' | 'complete_legacy';
  name: string;
  /** Price per month in US dollars (0 for the free plan). */
  monthlyPrice: number;
  /** "forever" for the free plan, "month" for the paid one. */
  period: 'forever' | 'month';
  description: string;
  badge?: string;
  features: readonly string[];
  /** Animated ancestors: how many a month (null: unlimited) and how long each may run, seconds. */
  animatedAncestors: { perMonth: number | null; maxSeconds: number };
  /** Whether the scrapbook templates kept for Complete Legacy are open (scrapbook-templates.ts). */
  hasPremiumTemplates: boolean;
  /**
   * The storage allowance, GB of 1024³ bytes: what the owner's memories may take (storage-usage
   * counts them; voice and video messages never count). Over it, new uploads wait; nothing is deleted.
   */
  storageGb: number;
}

/** Bytes in one GB of a storage allowance (binary, as the upload limit counts MB). */
export const BYTES_PER_GB = 1024 ** 3;

/** Annual billing keeps 80% of twelve months (a 20% discount). */
export const ANNUAL_PRICE_FACTOR = 0.8;

export const PLANS: readonly Plan[] = [
  {
    id: 'free_forever',
    name: 'Free Forever',
    monthlyPrice: 0,
    period: 'forever',
    description: 'Everything you need to start preserving your family legacy, free for as long as you like.',
    badge: 'Start here',
    features: [
      'Unlimited voice messages, with no time limit',
      'Voice recording in your browser',
      'Photo storage: 10 GB for photos, videos and documents',
      'Family tree',
      'Memory vault, scrapbooks, time capsules, family recipes and last wishes',
      'Family circle: invite relatives to share and help',
      '1 animated ancestor per month (30 seconds)',
    ],
    animatedAncestors: { perMonth: 1, maxSeconds: 30 },
    hasPremiumTemplates: false,
    storageGb: 10,
  },
  {
    id: 'complete_legacy',
    name: 'Complete Legacy',
    monthlyPrice: 9.95,
    period: 'month',
    description: 'The whole of your legacy in one place, for the people who will inherit it.',
    badge: 'Most complete',
    features: [
      'Everything in Free Forever',
      'Unlimited animated ancestors (60 seconds)',
      'Four premium scrapbook templates',
      '200 GB of storage for photos, videos and documents',
    ],
    animatedAncestors: { perMonth: null, maxSeconds: 60 },
    hasPremiumTemplates: true,
    storageGb: 200,
  },
];

/** The catalogue's entry for a plan id. */
export function planById(id: Plan['id']): Plan {
  return PLANS.find((plan) => plan.id === id)!;
}

/** A plan's storage allowance in bytes. */
export function storageAllowanceBytes(id: Plan['id']): number {
  return planById(id).storageGb * BYTES_PER_GB;
}

/**
 * What changes when a paid plan ends (docs/product/plans-and-pricing.md "When a plan ends"), said
 * the same way on checkout, the subscription page and the pricing FAQ.
 */
export const PLAN_END_TERMS =
  'When a paid plan ends, your account goes on as Free Forever and nothing is deleted: your memories stay, scheduled messages are still delivered and legacy contacts keep their access. Above the free 10 GB, new uploads wait until there is room; animated ancestors go back to one a month of 30 seconds, and the premium templates can no longer be chosen for new scrapbooks.';

/** Rounds to cents (avoids 95.52000000000001). */
const toCents = (dollars: number) => Math.round(dollars * 100) / 100;

/** What one year costs on annual billing: monthly × 12 × 0.8. */
export function annualPrice(plan: Pick<Plan, 'monthlyPrice'>): number {
  return toCents(plan.monthlyPrice * 12 * ANNUAL_PRICE_FACTOR);
}

/** What annual billing saves per year: monthly × 12 × 0.2. */
export function annualSaving(plan: Pick<Plan, 'monthlyPrice'>): number {
  return toCents(plan.monthlyPrice * 12 * (1 - ANNUAL_PRICE_FACTOR));
}

/** The price shown for a billing period, and the period word the checkout link carries. */
export function displayedPrice(plan: Pick<Plan, 'monthlyPrice'>, billing: BillingPeriod) {
  return billing === 'annual'
    ? { price: annualPrice(plan), period: 'year' as const }
    : { price: toCents(plan.monthlyPrice), period: 'month' as const };
}

/**
 * The paid plan button's target (docs/product/pages-and-routes.md "Pricing page"): /checkout with
 * plan, the displayed price and the period (month or year).
 */
export function checkoutPath(plan: Plan, billing: BillingPeriod): string {
  const { price, period } = displayedPrice(plan, billing);
  return `/checkout?plan=${plan.id}&price=${price.toFixed(2)}&period=${period}`;
}

/** Formats dollars for display: "$9.95", "$0". */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
