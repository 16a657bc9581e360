/**
 * /before-its-too-late: the guided start — why, and three steps: record one message, choose legacy
 * contacts, write your wishes. Each step shows whether it is done when the visitor is signed in.
 */
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { useLegacyOverview } from './legacy-queries';

export function BeforeItsTooLatePage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const session = useSession();
  const overview = useLegacyOverview(session.user !== null);
  const data = session.user ? overview.data : null;
  const steps = [
    {
      title: 'Record one message',
      text: 'Your voice saying what matters most, for someone you love — to be delivered after your death.',
      to: '/schedule-message?when=after_death',
      action: 'Record a message',
      isDone: Boolean(data?.posthumousMessages.some((message) => message.status === 'scheduled')),
    },
    {
      title: 'Choose your legacy contacts',
      text: 'One to ten people you trust. Nothing is released unless enough of them confirm, and you can stop it.',
      to: '/legacy',
      action: 'Choose contacts',
      isDone: Boolean(data?.plan && data.contacts.length > 0),
    },
    {
      title: 'Write your wishes',
      text: 'Ceremony, music, who receives what, and whether your voice may ever be animated.',
      to: '/last-wishes',
      action: 'Write your wishes',
      isDone: false,
    },
  ];
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <header className="grid gap-3">
        <h1 className="text-4xl text-ink">Before it&apos;s too late</h1>
        <p className="text-lg text-ink-soft">
          Most families find out what their parents wanted only when it is too late to ask. Ten quiet minutes now spare
          them the guessing: a message in your own voice, the people who will say when, and your wishes written down.
        </p>
      </header>
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title}>
            <Card className="grid h-full content-start gap-3">
              <p className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
                {step.isDone ? (
                  <CheckCircle2 className="size-5 text-sage" aria-label="Done" />
                ) : (
                  <Circle className="size-5" aria-hidden />
                )}
                Step {index + 1}
              </p>
              <h2 className="text-2xl text-ink">{step.title}</h2>
              <p className="text-ink-soft">{step.text}</p>
              <Link
                to={step.to}
                className={buttonClasses(
                  step.isDone ? 'secondary' : 'primary',
                  'md',
                  'mt-auto justify-self-start h-auto min-h-11 py-2 whitespace-normal',
                )}
              >
                {step.action}
              </Link>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
