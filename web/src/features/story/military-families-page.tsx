/**
 * /military-families: messages for deployments — recording before leaving, delivery on birthdays
 * while away, what happens if the worst happens. What the code does today is said plainly; release
 * "after I am gone" is named as coming while its page (/legacy) is a placeholder.
 */
import { Link } from 'react-router';
import { featureStatus } from '@heirloom/common/content/features';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PageIntro } from '../../components/marketing/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePageMeta } from '../../lib/page-meta';
import { StatusBadge } from '../../components/marketing/status-badge';

const BEFORE_YOU_LEAVE = [
  'A birthday message for each child, for each birthday you will miss, each scheduled for its date.',
  'A message for your partner on your anniversary, and one for the day you are due home.',
  'A bedtime story in your voice, uploaded to the memory vault, that the family can play any night.',
  'Photos and videos from before you left, shared with your family circle.',
];

export function MilitaryFamiliesPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const releaseStatus = featureStatus({ path: '/legacy' });
  return (
    <>
      <PageIntro
        eyebrow="Military families"
        title="Home on their birthday, wherever you are"
        lead="Deployments do not wait for birthdays. Record before you leave, and let each message arrive on its day — even when you are out of reach."
      />
      <div className="mx-auto mt-10 grid max-w-3xl gap-10 px-4 sm:px-6">
        <section aria-labelledby="before">
          <h2 id="before" className="mb-3 text-3xl text-ink">
            Before you leave: what to record
          </h2>
          <ul className="grid list-disc gap-2 pl-6 text-ink">
            {BEFORE_YOU_LEAVE.map((idea) => (
              <li key={idea}>{idea}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="away">
          <h2 id="away" className="mb-3 text-3xl text-ink">
            While you are away
          </h2>
          <p className="mb-3 text-ink">
            Each message is delivered on its date by e-mail, with a private link your family opens without an account.
            Two days before, we e-mail you a reminder, and the day before an “are you still here” check — so if you have
            a connection you can postpone or change it with one click.
          </p>
          <p className="text-ink-soft">
            If you are out of contact, you do not need to do anything: with no answer, the message is delivered exactly
            as you left it. Delivery protection never holds a message back because you could not reply.
          </p>
        </section>

        <section aria-labelledby="worst">
          <h2 id="worst" className="mb-3 text-3xl text-ink">
            If the worst happens
          </h2>
          <p className="mb-3 text-ink">
            A message with a date is delivered on that date, whether or not you can answer the reminders. Your family
            circle keeps access to the memories you shared with it, and you can name a legacy contact in it today.
          </p>
          <Card className="flex flex-wrap items-start gap-3">
            <StatusBadge status={releaseStatus} />
            <p className="flex-1 text-ink-soft">
              Messages released only “after I am gone” — when legacy contacts you chose confirm it, after a waiting
              period you can stop —{' '}
              {releaseStatus === 'available' ? 'are available on the legacy page.' : 'are coming.'}
            </p>
          </Card>
        </section>

        <p className="flex flex-wrap gap-3">
          <Link to="/future-messages" className={buttonClasses('primary', 'lg')}>
            Record a message
          </Link>
          <Link to="/how-it-works" className={buttonClasses('secondary', 'lg')}>
            How delivery protection works
          </Link>
        </p>
      </div>
    </>
  );
}
