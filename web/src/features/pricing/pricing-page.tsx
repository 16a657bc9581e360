/**
 * The pricing page (docs/product/pages-and-routes.md "Pricing page";
 * docs/product/plans-and-pricing.md): monthly/annual toggle, the two plans from the one catalogue,
 * the feature-category grid, testimonials (marked illustrative), FAQ and Contact Sales. Free → "/",
 * paid → /checkout?plan=complete_legacy&price=…&period=month|year.
 */
import { useState } from 'react';
import { FEATURE_CATEGORIES, PRICING_FAQ } from '@heirloom/common/domain/marketing';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import type { BillingPeriod } from '@heirloom/common/domain/plans';
import { Testimonials } from '../../components/marketing/testimonials';
import { buttonClasses } from '../../components/ui/button';
import { BillingToggle, PlanCards } from './plan-cards';
import { Card } from '../../components/ui/card';
import { appConfig, useAppConfig } from '../../lib/app-config';
import { usePageMeta } from '../../lib/page-meta';

export function PricingPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  const { supportEmail } = useAppConfig();
  const contactHref = supportEmail ? `mailto:${supportEmail}?subject=Sales` : '/contact';
  return (
    <>
      <section className="mx-auto max-w-5xl px-4 pt-16 text-center sm:px-6">
        <h1 className="mb-4 text-4xl text-ink sm:text-5xl">Legacy plans</h1>
        <p className="mx-auto mb-8 max-w-2xl text-lg text-ink-soft">
          Start free and keep it free forever, or bring your whole family legacy together. Cancel anytime, no
          obligations.
        </p>
        <BillingToggle value={billing} onChange={setBilling} />
      </section>

      <PlanCards billing={billing} />

      <section aria-labelledby="included" className="mx-auto mt-16 max-w-5xl px-4 sm:px-6">
        <h2 id="included" className="mb-6 text-center text-3xl text-ink">
          What families keep with {appConfig.productName}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURE_CATEGORIES.map((category) => (
            <Card key={category.category}>
              <h3 className="mb-3 text-lg text-ink">{category.category}</h3>
              <ul className="grid gap-1 text-sm text-ink-soft">
                {category.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>

      <Testimonials className="mx-auto mt-16 max-w-5xl px-4 sm:px-6" isCentered />

      <section aria-labelledby="faq" className="mx-auto mt-16 max-w-3xl px-4 sm:px-6">
        <h2 id="faq" className="mb-6 text-center text-3xl text-ink">
          Questions
        </h2>
        <div className="grid gap-3">
          {PRICING_FAQ.map((entry) => (
            <details key={entry.question} className="rounded-2xl border border-line bg-white p-5">
              <summary className="cursor-pointer font-semibold text-ink">{entry.question}</summary>
              <p className="mt-2 text-ink-soft">{entry.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-10 text-center">
          <a href={contactHref} className={buttonClasses('secondary', 'lg')}>
            Contact Sales
          </a>
        </p>
      </section>
    </>
  );
}
