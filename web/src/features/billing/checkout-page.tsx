/**
 * /checkout?plan=…&price=…&period=… (docs/product/plans-and-pricing.md "Checkout", "Payments"): the
 * plan and its price come from the one catalogue, never from the address; without a payment
 * provider the server runs the explicit test mode, which this page says plainly, and confirming
 * activates the plan at once. A visitor signs in (or up) first and comes back here.
 */
import { Check } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PLAN_END_TERMS, PLANS, displayedPrice, formatDollars } from '@heirloom/common/domain/plans';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useAuthModal, useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { startCardCheckout, useCheckout, usePaymentMode } from './billing-queries';
import { periodAdjective, useSubscription } from '../../lib/subscription-queries';
import { TestModeNotice } from './test-mode-notice';

/** The long labels wrap on a phone instead of widening the card past the screen. */
const WRAPPING_LABEL = 'h-auto min-h-11 py-2 text-center whitespace-normal';

export function CheckoutPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const { openAuthModal } = useAuthModal();
  const { data: mode } = usePaymentMode();
  const { data: subscription } = useSubscription(Boolean(user));
  const checkout = useCheckout();
  const plan = PLANS.find((candidate) => candidate.id === search.get('plan'));
  const period = search.get('period') === 'year' ? 'year' : 'month';

  if (!plan || plan.monthlyPrice === 0) {
    return (
      <Card className="mx-4 my-10 grid max-w-xl gap-4 sm:mx-auto">
        <h1 className="text-3xl text-ink">Choose a plan first</h1>
        <p className="text-ink-soft">
          This link does not name a plan that can be bought. Free Forever needs no checkout.
        </p>
        <Link to="/pricing" className={buttonClasses('primary', 'md', 'justify-self-start')}>
          See plans
        </Link>
      </Card>
    );
  }
  const { price } = displayedPrice(plan, period === 'year' ? 'annual' : 'monthly');
  const linkPrice = Number(search.get('price'));
  const isLinkPriceDifferent = search.has('price') && Math.abs(linkPrice - price) >= 0.005;
  const isSubscribed = subscription?.planId === plan.id;

  const activate = async () => {
    try {
      if (mode?.mode === 'stripe') {
        // Stripe's own page takes the card; its webhook activates the plan.
        window.location.assign((await startCardCheckout({ plan: 'complete_legacy', period })).url);
        return;
      }
      await checkout.mutateAsync({ plan: 'complete_legacy', period });
      navigate('/payment-success');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Checkout failed', description: describeError(error) });
    }
  };

  return (
    // The public frame adds no margins (public pages set their own): the same as the other public pages'.
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-4xl text-ink">Checkout</h1>
      {mode?.mode === 'test' && (
        <TestModeNotice>
          This server has no payment provider set up, so confirming activates the plan straight away, free of charge.
        </TestModeNotice>
      )}
      <Card className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-2xl text-ink">{plan.name}</h2>
          <p className="text-2xl font-semibold text-ink">
            {formatDollars(price)} <span className="text-base font-normal text-ink-soft">per {period}</span>
          </p>
        </div>
        <p className="text-ink-soft">
          {plan.description} Billed {periodAdjective(period)}; cancel any time.
        </p>
        <ul className="grid gap-2">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-ink">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-sage" />
              {feature}
            </li>
          ))}
        </ul>
        <p className="text-sm text-ink-soft">{PLAN_END_TERMS}</p>
        {isLinkPriceDifferent && (
          <p className="text-sm text-ink-soft">
            The link said {formatDollars(linkPrice)}; the price above is the one in our plan list, and the one that
            applies.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {isLoading ? null : !user ? (
            <Button onClick={() => openAuthModal({ tab: 'signup', returnUrl: `${pathname}?${search.toString()}` })}>
              Sign in to continue
            </Button>
          ) : isSubscribed ? (
            <Link to="/subscription" className={buttonClasses('primary', 'md', WRAPPING_LABEL)}>
              You have {plan.name}: manage it
            </Link>
          ) : (
            <Button className={WRAPPING_LABEL} onClick={() => void activate()} disabled={checkout.isPending || !mode}>
              {checkout.isPending
                ? 'Activating…'
                : mode?.mode === 'stripe'
                  ? 'Continue to payment'
                  : `Activate ${plan.name} (test mode)`}
            </Button>
          )}
          <Link to="/pricing" className={buttonClasses('secondary')}>
            Back to plans
          </Link>
        </div>
      </Card>
    </div>
  );
}
