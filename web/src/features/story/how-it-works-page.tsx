/**
 * /how-it-works (docs/product/overview.md "How It Works";
 * docs/product/messages-and-delivery.md "Delivery protection"): the three steps, the three
 * protection e-mails, what happens to a message scheduled at short notice, and where to start.
 */
import { Link } from 'react-router';
import { DELIVERY_PROTECTION_STEPS, HOW_IT_WORKS_STEPS } from '@heirloom/common/content/how-it-works';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PageIntro } from '../../components/marketing/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePageMeta } from '../../lib/page-meta';

export function HowItWorksPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  return (
    <>
      <PageIntro
        eyebrow="How It Works"
        title="Three steps, and a safety net"
        lead="Say what you want to say, choose when they hear it, and keep the right to change your mind."
        isCentered
      />
      <section aria-labelledby="steps" className="mx-auto mt-12 max-w-5xl px-4 sm:px-6">
        <h2 id="steps" className="sr-only">
          The three steps
        </h2>
        <ol className="grid gap-5 md:grid-cols-3">
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <p className="mb-3 flex size-10 items-center justify-center rounded-full bg-accent text-lg font-semibold text-white">
                  {index + 1}
                </p>
                <h3 className="mb-2 text-xl text-ink">{step.title}</h3>
                <p className="text-ink-soft">{step.detail}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="protection" className="mx-auto mt-16 max-w-3xl px-4 sm:px-6">
        <h2 id="protection" className="mb-3 text-3xl text-ink">
          Delivery protection
        </h2>
        <p className="mb-6 text-ink-soft">
          Before any scheduled message goes out, we check with you — so a message is never sent by mistake, and never
          held back because you could not answer.
        </p>
        <ol className="grid gap-4 border-l-2 border-accent/40 pl-6">
          {DELIVERY_PROTECTION_STEPS.map((step) => (
            <li key={step.title}>
              <h3 className="text-lg text-ink">{step.title}</h3>
              <p className="text-ink-soft">{step.detail}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 rounded-2xl bg-paper-deep p-4 text-ink">
          Scheduled at short notice? Reminders whose time has already passed are skipped rather than sent late, and the
          message still arrives on time. Whenever you answer, the protection starts again for the new date.
        </p>
      </section>

      <section className="mx-auto mt-16 flex max-w-3xl flex-wrap justify-center gap-3 px-4 sm:px-6">
        <Link to="/future-messages" className={buttonClasses('primary', 'lg')}>
          Start a future message
        </Link>
        <Link to="/faqs#delivery-protection" className={buttonClasses('secondary', 'lg')}>
          Questions about delivery
        </Link>
      </section>
    </>
  );
}
