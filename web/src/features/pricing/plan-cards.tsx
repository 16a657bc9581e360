/**
 * The two plan cards and the monthly/annual toggle, from the one plan catalogue: used by the
 * pricing pages and the legacy-planning page. A signed-in person's own plan is marked "Your plan"
 * and leads to where they manage it, instead of being offered again.
 */
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import {
  annualSaving,
  checkoutPath,
  displayedPrice,
  formatDollars,
  PLANS,
  type BillingPeriod,
} from '@heirloom/common/domain/plans';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSession } from '../../lib/auth';
import { useSubscription, YOUR_PLAN_PATH } from '../../lib/subscription-queries';

export function BillingToggle({ value, onChange }: { value: BillingPeriod; onChange: (value: BillingPeriod) => void }) {
  return (
    <div
      role="radiogroup"
      aria-label="Billing period"
      className="inline-grid grid-cols-2 gap-1 rounded-full bg-paper-deep p-1"
    >
      {(['monthly', 'annual'] as const).map((period) => (
        <button
          key={period}
          type="button"
          role="radio"
          aria-checked={value === period}
          onClick={() => onChange(period)}
          className={`h-10 rounded-full px-5 text-sm font-semibold ${value === period ? 'bg-white text-ink shadow-sm' : 'text-ink-soft'}`}
        >
          {period === 'monthly' ? 'Monthly' : 'Annual (save 20%)'}
        </button>
      ))}
    </div>
  );
}

export function PlanCards({ billing }: { billing: BillingPeriod }) {
  const { user } = useSession();
  const subscription = useSubscription(user !== null);
  const ownPlanId = user ? subscription.data?.planId : undefined;
  return (
    <section aria-label="Plans" className="mx-auto mt-10 grid max-w-5xl gap-6 px-4 sm:px-6 md:grid-cols-2">
      {PLANS.map((plan) => {
        const { price, period } = displayedPrice(plan, billing);
        const isFree = plan.monthlyPrice === 0;
        return (
          <Card
            key={plan.id}
            className={`grid gap-4 ${isFree ? '' : 'border-accent ring-2 ring-accent/20'}`}
            data-testid={`plan-${plan.id}`}
          >
            {plan.badge && (
              <span
                className={`justify-self-start rounded-full px-3 py-1 text-xs font-semibold ${isFree ? 'bg-paper-deep text-ink' : 'bg-accent text-white'}`}
              >
                {plan.badge}
              </span>
            )}
            <h2 className="text-2xl text-ink">{plan.name}</h2>
            <p className="text-ink-soft">{plan.description}</p>
            <p className="text-ink">
              <span className="font-serif text-5xl" data-testid="plan-price">
                {formatDollars(price)}
              </span>{' '}
              <span className="text-ink-soft">{isFree ? 'forever' : `per ${period}`}</span>
            </p>
            {!isFree && billing === 'annual' && (
              <p className="text-sm font-semibold text-sage" data-testid="plan-saving">
                You save {formatDollars(annualSaving(plan))} per year
              </p>
            )}
            <ul className="grid gap-2">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-ink">
                  <Check className="mt-1 size-4 shrink-0 text-sage" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
            {plan.id === ownPlanId ? (
              <Link to={YOUR_PLAN_PATH} className={buttonClasses('secondary', 'lg', 'mt-2')}>
                Your plan
              </Link>
            ) : (
              <Link
                to={isFree ? '/' : checkoutPath(plan, billing)}
                className={buttonClasses(isFree ? 'secondary' : 'primary', 'lg', 'mt-2')}
              >
                {isFree ? 'Get Started Free' : `Choose ${plan.name}`}
              </Link>
            )}
          </Card>
        );
      })}
    </section>
  );
}
