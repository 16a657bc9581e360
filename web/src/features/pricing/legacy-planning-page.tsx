/**
 * /legacy-planning: planning what your family receives and when, with the plan section fed by the
 * same catalogue as the pricing page, so no quarterly prices
 * (docs/product/plans-and-pricing.md "The two plans"), and calls to action to /dashboard or
 * /pricing (docs/product/pages-and-routes.md "Pricing page").
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import type { BillingPeriod } from '@heirloom/common/domain/plans';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePageMeta } from '../../lib/page-meta';
import { BillingToggle, PlanCards } from './plan-cards';

const STEPS = [
  {
    title: 'Record the messages only you can give',
    text: 'Birthdays, weddings, the day they need to hear from you: schedule each one, with delivery protection.',
  },
  {
    title: 'Choose the people you trust',
    text: 'Legacy contacts and family members with the right roles, so your wishes are carried out.',
  },
  {
    title: 'Keep everything in one place',
    text: 'Memories, voices, the family tree and your last wishes, ready to be passed on.',
  },
];

export function LegacyPlanningPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  return (
    <>
      <section className="mx-auto max-w-4xl px-4 pt-16 sm:px-6">
        <h1 className="mb-4 text-4xl text-ink sm:text-5xl">Legacy planning</h1>
        <p className="mb-8 text-lg text-ink-soft">
          Plan what your family receives and when. Change anything at any time while you are here.
        </p>
        <ol className="grid gap-5 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <p className="mb-2 font-serif text-3xl text-accent">{index + 1}</p>
                <h2 className="mb-1 text-xl text-ink">{step.title}</h2>
                <p className="text-ink-soft">{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
            Start planning in your dashboard
          </Link>
          <Link to="/pricing" className={buttonClasses('secondary', 'lg')}>
            Compare plans
          </Link>
        </div>
      </section>
      <section aria-labelledby="plans" className="mx-auto mt-16 max-w-5xl px-4 text-center sm:px-6">
        <h2 id="plans" className="mb-6 text-3xl text-ink">
          Plans
        </h2>
        <BillingToggle value={billing} onChange={setBilling} />
      </section>
      <PlanCards billing={billing} />
    </>
  );
}
