/**
 * /payment-success (docs/product/plans-and-pricing.md "Checkout"): confirms what was bought, from
 * the server's record.
 */
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { BILLING_TIME_ZONE, formatDollars } from '@heirloom/common/domain/plans';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePageMeta } from '../../lib/page-meta';
import { usePaymentMode } from './billing-queries';
import { periodAdjective, useSubscription } from '../../lib/subscription-queries';
import { TestModeNotice } from './test-mode-notice';
import { formatDate } from '../../lib/reader-dates';

export function PaymentSuccessPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { data: mode } = usePaymentMode();
  const isCardPayment = mode?.mode === 'stripe';
  const { data: subscription, isPending } = useSubscription(true, isCardPayment);
  if (isPending) return <p className="text-ink-soft">Loading your plan…</p>;
  if (isCardPayment && subscription?.status === 'free') {
    return (
      <Card className="mx-auto grid max-w-xl gap-4" aria-live="polite">
        <h1 className="text-3xl text-ink">Confirming your payment…</h1>
        <p className="text-ink-soft">
          The card provider is confirming the payment. This page updates by itself in a few seconds.
        </p>
      </Card>
    );
  }
  if (!subscription || subscription.status === 'free' || !subscription.period || !subscription.currentPeriodEnd) {
    return (
      <Card className="mx-auto grid max-w-xl gap-4">
        <h1 className="text-3xl text-ink">No paid plan is active</h1>
        <p className="text-ink-soft">You are on Free Forever. Nothing was bought.</p>
        <Link to="/pricing" className={buttonClasses('primary', 'md', 'justify-self-start')}>
          See plans
        </Link>
      </Card>
    );
  }
  const lastPayment = subscription.payments[0];
  return (
    <Card className="mx-auto grid max-w-xl gap-4">
      <CircleCheck aria-hidden className="size-10 text-sage" />
      <h1 className="text-3xl text-ink">Payment successful</h1>
      <p className="text-lg text-ink">
        {subscription.planName}, {periodAdjective(subscription.period)}, is active until{' '}
        {formatDate(subscription.currentPeriodEnd, 'day', BILLING_TIME_ZONE)}.
      </p>
      {lastPayment && (
        <p className="text-ink-soft">
          {lastPayment.description}: {formatDollars(lastPayment.amountDollars)} on{' '}
          {formatDate(lastPayment.createdAt, 'day', BILLING_TIME_ZONE)}.
        </p>
      )}
      {subscription.mode === 'test' && (
        <TestModeNotice>No money was taken; the plan is active all the same.</TestModeNotice>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to="/dashboard" className={buttonClasses('primary')}>
          Go to Dashboard
        </Link>
        <Link to="/subscription" className={buttonClasses('secondary')}>
          Manage subscription
        </Link>
      </div>
    </Card>
  );
}
