/**
 * Calls of plans and checkout (common/contracts/billing.ts; server: modules/billing). A change
 * replaces the cached subscription with the server's answer.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutRequest,
  PaymentMode,
  RefundResult,
  Subscription,
  SubscriptionChange,
} from '@heirloom/common/contracts/billing';
import { apiRequest } from '../../lib/api';
import { SUBSCRIPTION_KEY } from '../../lib/subscription-api';

/** Whether payments are real or the explicit test mode. */
export const usePaymentMode = () => useQuery<{ mode: PaymentMode } | null>({ queryKey: ['/api/billing/mode'] });

/** POST /api/billing/checkout. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CheckoutRequest) => apiRequest<Subscription>('POST', '/api/billing/checkout', request),
    onSuccess: (subscription) => queryClient.setQueryData(SUBSCRIPTION_KEY, subscription),
  });
}

/** POST /api/billing/checkout-session (Stripe mode): the address of Stripe's payment page. */
export const startCardCheckout = (request: CheckoutRequest) =>
  apiRequest<{ url: string }>('POST', '/api/billing/checkout-session', request);

/** POST /api/billing/subscription/change. */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionChange) =>
      apiRequest<Subscription>('POST', '/api/billing/subscription/change', { action }),
    onSuccess: (subscription) => queryClient.setQueryData(SUBSCRIPTION_KEY, subscription),
  });
}

/** POST /api/billing/refund: the money-back guarantee; the answer's plan replaces the cached one. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<RefundResult>('POST', '/api/billing/refund', {}),
    onSuccess: (result) => queryClient.setQueryData(SUBSCRIPTION_KEY, result.subscription),
  });
}
