/**
 * /subscription (docs/product/plans-and-pricing.md "Plan changes"): the plan, its period end and
 * next charge, and the changes the pricing FAQ promises — upgrade to annual now (prorated), switch
 * to monthly or cancel at the end of the period (asked first, saying what the plan's end changes),
 * or undo either — the storage used of the plan's allowance, the 30-day money-back guarantee (asked
 * first; its end said plainly), and the invoices, test-mode records marked as such.
 */
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Subscription } from '@heirloom/common/contracts/billing';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { BILLING_TIME_ZONE, formatDollars, PLAN_END_TERMS, planById, type Plan } from '@heirloom/common/domain/plans';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { useChangeSubscription, useRefund } from './billing-queries';
import { periodAdjective, useSubscription } from '../../lib/subscription-queries';
import { StorageMeter } from '../../components/account/storage-meter';
import { TestModeNotice } from './test-mode-notice';
import { formatDate } from '../../lib/reader-dates';

/** One sentence on what happens at the end of the period. */
function describeRenewal(subscription: Subscription, periodEnd: string): string {
  const day = formatDate(periodEnd, 'day', BILLING_TIME_ZONE);
  if (subscription.status === 'canceling') return `Your plan ends on ${day}. Nothing more will be charged.`;
  const next = subscription.nextChargeDollars === null ? '' : ` for ${formatDollars(subscription.nextChargeDollars)}`;
  if (subscription.pendingPeriod)
    return `Switches to ${periodAdjective(subscription.pendingPeriod)} billing on ${day}${next}.`;
  return `Renews on ${day}${next}.`;
}

function PaidPlan({ subscription }: { subscription: Subscription }) {
  const change = useChangeSubscription();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const periodEnd = subscription.currentPeriodEnd!;
  const endDay = formatDate(periodEnd, 'day', BILLING_TIME_ZONE);
  const canResume = subscription.status === 'canceling' || subscription.pendingPeriod !== null;
  const resume = async () => {
    try {
      await change.mutateAsync('resume');
      toast({ title: 'Your plan continues as before' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) });
    }
  };
  return (
    <>
      <Card className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-2xl text-ink">{subscription.planName}</h2>
          <span className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong">
            {subscription.status === 'canceling' ? 'Cancelled' : 'Active'} · {periodAdjective(subscription.period!)}
          </span>
        </div>
        <p className="text-ink">{describeRenewal(subscription, periodEnd)}</p>
        <PlanIncludes planId={subscription.planId} />
        {subscription.mode === 'test' && (
          <TestModeNotice>Changes here take effect as they would with a card, without any charge.</TestModeNotice>
        )}
        <div className="flex flex-wrap gap-3">
          {subscription.period === 'month' && (
            <Button
              onClick={() =>
                setConfirmation({
                  title: 'Upgrade to annual billing now?',
                  description:
                    'Annual billing starts today. What is left of this month is taken off the first year’s price.',
                  confirmLabel: 'Upgrade now',
                  done: 'Upgraded to annual billing',
                  run: () => change.mutateAsync('upgrade_to_annual'),
                })
              }
            >
              Upgrade to annual
            </Button>
          )}
          {subscription.period === 'year' && !canResume && (
            <Button
              variant="secondary"
              onClick={() =>
                setConfirmation({
                  title: 'Switch to monthly billing?',
                  description: `Your annual plan runs until ${endDay}; monthly billing starts then.`,
                  confirmLabel: 'Switch at period end',
                  done: 'Monthly billing from the end of this period',
                  run: () => change.mutateAsync('downgrade_to_monthly'),
                })
              }
            >
              Switch to monthly
            </Button>
          )}
          {canResume && (
            <Button variant="secondary" onClick={() => void resume()} disabled={change.isPending}>
              {subscription.status === 'canceling' ? 'Keep my plan' : 'Stay on annual'}
            </Button>
          )}
          {subscription.status !== 'canceling' && (
            <Button
              variant="danger"
              onClick={() =>
                setConfirmation({
                  title: 'Cancel Complete Legacy?',
                  description: `Your plan stays active until ${endDay}. ${PLAN_END_TERMS}`,
                  confirmLabel: 'Cancel plan',
                  done: 'Your plan will end at the end of this period',
                  run: () => change.mutateAsync('cancel'),
                })
              }
            >
              Cancel plan
            </Button>
          )}
        </div>
      </Card>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}

function MoneyBack({ subscription }: { subscription: Subscription }) {
  const refund = useRefund();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const moneyBack = subscription.moneyBack!;
  const until = formatDate(moneyBack.until, 'day', BILLING_TIME_ZONE);
  const refundable = subscription.payments
    .filter((payment) => payment.refundedAt === null)
    .reduce((sum, payment) => sum + payment.amountDollars, 0);
  const isTest = subscription.payments.some((payment) => payment.isTest);
  return (
    <Card className="grid gap-3">
      <h2 className="text-2xl text-ink">30-day money-back guarantee</h2>
      {moneyBack.status === 'used' && (
        <p className="text-ink">Your payments were refunded under the money-back guarantee.</p>
      )}
      {moneyBack.status === 'ended' && (
        <p className="text-ink">
          The guarantee ended on {until}, 30 days after your first payment. You can still cancel: your plan then ends at
          the end of the period you paid for.
        </p>
      )}
      {moneyBack.status === 'available' && (
        <>
          <p className="text-ink">
            Until {until} you can have every payment back ({formatDollars(refundable)}). Your plan then ends at once.{' '}
            {PLAN_END_TERMS}
          </p>
          <Button
            variant="secondary"
            className="justify-self-start"
            disabled={refund.isPending}
            onClick={() =>
              setConfirmation({
                title: `Refund ${formatDollars(refundable)} and end your plan now?`,
                description: isTest
                  ? 'Test mode: no card was charged, so nothing is paid back. The refund is recorded and your plan ends now.'
                  : 'The money goes back to the card you paid with; banks usually show it within 5 to 10 days. Your plan ends now.',
                confirmLabel: 'Refund and end plan',
                done: isTest ? 'Refund recorded (test mode)' : 'Your refund is on its way',
                run: () => refund.mutateAsync(),
              })
            }
          >
            Ask for a refund
          </Button>
        </>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Card>
  );
}

function Invoices({ subscription }: { subscription: Subscription }) {
  return (
    <Card className="grid gap-3">
      <h2 className="text-2xl text-ink">Invoices</h2>
      {subscription.payments.length === 0 ? (
        <p className="text-ink-soft">No invoices yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {subscription.payments.map((payment) => (
            <li key={payment.id} className="grid gap-1 py-3">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="text-ink">
                  {formatDate(payment.createdAt, 'day', BILLING_TIME_ZONE)} · {payment.description}
                </span>
                <span className="font-semibold text-ink">{formatDollars(payment.amountDollars)}</span>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
                {payment.isTest ? (
                  <span>Test record — no card was charged</span>
                ) : (
                  payment.invoiceNumber && <span>Invoice {payment.invoiceNumber}</span>
                )}
                {payment.invoiceUrl && (
                  <a
                    className="text-accent-strong underline"
                    href={payment.invoiceUrl}
                    target="_blank"
                    rel="noreferrer"
                  >
                    View invoice
                  </a>
                )}
                {payment.refundedAt && (
                  <span className="font-semibold text-ink">
                    Refunded on {formatDate(payment.refundedAt, 'day', BILLING_TIME_ZONE)}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function SubscriptionPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { data: subscription, isPending } = useSubscription();
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-4xl text-ink">Your subscription</h1>
      {isPending ? (
        <p className="text-ink-soft">Loading your plan…</p>
      ) : !subscription ? (
        <p className="text-ink-soft">Your plan could not be loaded. Please reload the page.</p>
      ) : subscription.status === 'free' ? (
        <Card className="grid gap-4">
          <h2 className="text-2xl text-ink">{subscription.planName}</h2>
          <p className="text-ink-soft">
            You are on the free plan: every feature a family needs, unlimited voice messages and{' '}
            {planById('free_forever').storageGb} GB for photos, videos and documents, for as long as you like. Complete
            Legacy adds unlimited animated ancestors, the premium scrapbook templates and{' '}
            {planById('complete_legacy').storageGb} GB.
          </p>
          <Link to="/pricing" className={buttonClasses('primary', 'md', 'justify-self-start')}>
            See plans
          </Link>
        </Card>
      ) : (
        <PaidPlan subscription={subscription} />
      )}
      {subscription && (
        <Card className="grid gap-3">
          <h2 className="text-2xl text-ink">Storage</h2>
          <StorageMeter planId={subscription.planId} {...subscription.storage} />
        </Card>
      )}
      {subscription?.moneyBack && <MoneyBack subscription={subscription} />}
      {subscription && <Invoices subscription={subscription} />}
    </div>
  );
}

/** What the plan gives, as the pricing page lists it (one plan table: common/src/domain/plans.ts). */
function PlanIncludes({ planId }: { planId: Plan['id'] }) {
  const plan = planById(planId);
  return (
    <section aria-labelledby="plan-includes-heading" className="grid gap-2">
      <h3 id="plan-includes-heading" className="text-lg text-ink">
        What your plan includes
      </h3>
      <ul className="grid gap-1 text-ink" data-testid="plan-includes">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-1 size-4 shrink-0 text-accent" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}
