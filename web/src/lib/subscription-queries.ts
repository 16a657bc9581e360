/**
 * The signed-in user's plan (common/src/routes/billing.ts), read by the billing pages, the plan
 * cards, the scrapbook templates, settings and the dashboard from one cache entry.
 */
import { useQuery } from '@tanstack/react-query';
import { billingRoutes } from '@heirloom/common/routes/billing';
import { routeQuery } from './api-client';

const subscriptionQuery = routeQuery(billingRoutes.subscription);

/** The plan's cache key (its address). */
export const SUBSCRIPTION_KEY = subscriptionQuery.queryKey;

/** Where the signed-in user reads and changes their plan. */
export const YOUR_PLAN_PATH = '/subscription';

/**
 * The signed-in user's plan (null when signed out); not asked while `isEnabled` is false (a
 * visitor has none). `isAwaitingPayment` asks again every 2 s while the plan is still free: after
 * Stripe's page the plan starts when Stripe's webhook arrives.
 */
export const useSubscription = (isEnabled = true, isAwaitingPayment = false) =>
  useQuery({
    ...subscriptionQuery,
    enabled: isEnabled,
    refetchInterval: (query) => (isAwaitingPayment && query.state.data?.status === 'free' ? 2000 : false),
  });

/** "month" → "monthly", "year" → "annual". */
export const periodAdjective = (period: 'month' | 'year') => (period === 'year' ? 'annual' : 'monthly');
