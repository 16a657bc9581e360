/**
 * /future-messages, /voice-messages and /free-voice-messages: what a future message is, how
 * delivery protection works (docs/product/messages-and-delivery.md "Delivery protection"), and the
 * way in: "Schedule a message" (sign-in first when needed, then back to the composer).
 */
import { CalendarHeart, Mic, PenLine, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { withProductName, type PageDefinition } from '@heirloom/common/domain/pages';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { appConfig } from '../../lib/app-config';
import { useAuthModal, useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';

const STEPS = [
  {
    icon: Mic,
    title: 'Record, upload or write',
    text: 'Your voice in the browser, a video you made, or a letter. Name who should receive it.',
  },
  {
    icon: CalendarHeart,
    title: 'Pick the moment',
    text: 'A birthday, a graduation, a wedding day, or any date, even years from now.',
  },
  { icon: PenLine, title: 'Change anything', text: 'Edit, postpone or cancel whenever you like while you are here.' },
];

export function FutureMessagesPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { user } = useSession();
  const { openAuthModal } = useAuthModal();
  const navigate = useNavigate();
  const start = () =>
    user ? void navigate('/schedule-message') : openAuthModal({ tab: 'signup', returnUrl: '/schedule-message' });
  return (
    <>
      <section className="mx-auto max-w-4xl px-4 pt-16 pb-10 sm:px-6">
        <h1 className="mb-4 text-4xl text-ink sm:text-5xl">{withProductName(page.title, appConfig.productName)}</h1>
        <p className="mb-8 max-w-2xl text-lg text-ink-soft">
          {withProductName(page.description, appConfig.productName)}
        </p>
        <Button size="lg" onClick={start}>
          Schedule a message
        </Button>
      </section>
      <section className="mx-auto grid max-w-4xl gap-5 px-4 sm:px-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <Icon className="mb-3 size-7 text-accent" aria-hidden />
            <h2 className="mb-1 text-xl text-ink">{title}</h2>
            <p className="text-ink-soft">{text}</p>
          </Card>
        ))}
      </section>
      <section className="mx-auto max-w-4xl px-4 pt-10 sm:px-6">
        <Card className="bg-accent-soft/50">
          <ShieldCheck className="mb-3 size-8 text-sage" aria-hidden />
          <h2 className="mb-3 text-2xl text-ink">Delivery protection</h2>
          <ol className="grid list-decimal gap-2 pl-5 text-ink">
            <li>Two days before delivery, we e-mail you a reminder, with links to keep, change or postpone.</li>
            <li>With no answer, a second “are you still here” e-mail goes out the next day.</li>
            <li>With still no answer, your message is delivered, exactly as you left it.</li>
          </ol>
        </Card>
      </section>
    </>
  );
}
