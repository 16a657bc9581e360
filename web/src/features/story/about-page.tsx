/**
 * /about, "Our Story" (mission, contact, a link home): why the product exists, what we promise
 * families (each promise true of the code: see the privacy policy), how to reach us (SUPPORT_EMAIL,
 * SUPPORT_PHONE, LEGAL_ENTITY) and the way back home.
 */
import { Link } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PageIntro } from '../../components/marketing/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAppConfig } from '../../lib/app-config';
import { usePageMeta } from '../../lib/page-meta';

const PROMISES = [
  {
    title: 'Nothing lost',
    text: 'Your files are kept encrypted, deleted items wait in the trash before they go, and a server restart never loses a scheduled message.',
  },
  {
    title: 'Nothing leaked',
    text: 'Every file is encrypted with a key that belongs to your account alone. No advertising or analytics scripts run on our pages, and nothing is public unless you share it.',
  },
  {
    title: 'Nothing late',
    text: 'Messages are delivered on their day, with reminders before — and when you cannot answer them, the message still goes out as you left it.',
  },
  {
    title: 'Honest about the rest',
    text: 'Where something is still being built, our pages say “coming”. Where something is not encrypted, our privacy policy says so.',
  },
];

export function AboutPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { productName, supportEmail, supportPhone, legalEntity } = useAppConfig();
  return (
    <>
      <PageIntro
        eyebrow="Our Story"
        title="A voice, kept for the day it is needed"
        lead={`Almost everyone has a voice they would give anything to hear once more. ${productName} exists so that the people you love can hear yours — on their birthday, their wedding day, or long after you are gone.`}
      />
      <div className="mx-auto mt-10 grid max-w-3xl gap-10 px-4 sm:px-6">
        <section aria-labelledby="mission">
          <h2 id="mission" className="mb-3 text-3xl text-ink">
            Our mission
          </h2>
          <p className="mb-3 text-ink">
            To help every family keep its voices, stories and memories, and pass them on at the moments that matter. A
            message recorded today should reach its recipient years from now, exactly as it was meant — and a family’s
            photos and recordings should outlive every phone they were taken on.
          </p>
          <p className="text-ink-soft">
            We built {productName} for parents writing to children who cannot read yet, for people caring for a parent
            whose stories are fading, for families after a loss, and for anyone who wants the last word to be a loving
            one.{' '}
            <Link to="/inspiring-about" className="font-semibold text-accent underline">
              The moments that inspired it
            </Link>
            .
          </p>
        </section>

        <section aria-labelledby="promises">
          <h2 id="promises" className="mb-4 text-3xl text-ink">
            What we promise families
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {PROMISES.map((promise) => (
              <Card key={promise.title}>
                <h3 className="mb-2 text-xl text-ink">{promise.title}</h3>
                <p className="text-ink-soft">{promise.text}</p>
              </Card>
            ))}
          </div>
          <p className="mt-4 text-ink-soft">
            The details are in our{' '}
            <Link to="/privacy-policy" className="font-semibold text-accent underline">
              Privacy Policy
            </Link>
            .
          </p>
        </section>

        <section aria-labelledby="contact">
          <h2 id="contact" className="mb-3 text-3xl text-ink">
            Contact us
          </h2>
          <Card className="grid gap-2">
            {legalEntity && <p className="text-ink">{legalEntity}</p>}
            {supportEmail && (
              <p>
                E-mail:{' '}
                <a href={`mailto:${supportEmail}`} className="font-semibold text-accent underline">
                  {supportEmail}
                </a>
              </p>
            )}
            {supportPhone && (
              <p>
                Phone:{' '}
                <a href={`tel:${supportPhone.replace(/[^+\d]/g, '')}`} className="font-semibold text-accent underline">
                  {supportPhone}
                </a>
              </p>
            )}
            <p className="text-ink-soft">
              Or write to us with the{' '}
              <Link to="/contact" className="font-semibold text-accent underline">
                contact form
              </Link>
              : a person answers within two working days.
            </p>
          </Card>
        </section>

        <p className="flex flex-wrap gap-3">
          <Link to="/" className={buttonClasses('primary', 'lg')}>
            Back to Home
          </Link>
          <Link to="/how-it-works" className={buttonClasses('secondary', 'lg')}>
            How It Works
          </Link>
        </p>
      </div>
    </>
  );
}
