/**
 * Calls of plans and checkout over their declared routes (common/src/routes/billing.ts; server:
 * modules/billing). A change replaces the cached subscription with the server's answer.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutRequest, SubscriptionChange } from '@heirloom/common/contracts/billing';
import { billingRoutes } from '@heirloom/common/routes/billing';
import { callRoute, routeQuery } from '../../lib/api-client';
import { SUBSCRIPTION_KEY } from '../../lib/subscription-queries';

/** Whether payments are real or the explicit test mode. */
export const usePaymentMode = () => useQuery(routeQuery(billingRoutes.mode));

/** Buys the paid plan (test mode); the answer replaces the cached plan. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CheckoutRequest) => callRoute(billingRoutes.checkout, { body: request }),
    onSuccess: (subscription) => queryClient.setQueryData(SUBSCRIPTION_KEY, subscription),
  });
}

/** Stripe mode: the address of Stripe's payment page. */
export const startCardCheckout = (request: CheckoutRequest) =>
  callRoute(billingRoutes.checkoutSession, { body: request });

/** Upgrades, downgrades, cancels or resumes the plan; the answer replaces the cached plan. */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionChange) => callRoute(billingRoutes.changeSubscription, { body: { action } }),
    onSuccess: (subscription) => queryClient.setQueryData(SUBSCRIPTION_KEY, subscription),
  });
}

/** The money-back guarantee; the answer's plan replaces the cached one. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(billingRoutes.refund),
    onSuccess: (result) => queryClient.setQueryData(SUBSCRIPTION_KEY, result.subscription),
  });
}
