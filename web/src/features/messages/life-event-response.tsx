/**
 * The page behind the links in life-event e-mails (/legacy-messages?lifeEvent={token};
 * docs/product/messages-and-delivery.md "Life events"): a recipient or a named confirmer reports
 * the day the event happened, a confirmer confirms it, or the owner stops a confirmed event's
 * delivery. Opening the link changes nothing (mail scanners open links too): one button acts,
 * without signing in.
 */
import { CheckCircle2, PartyPopper } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { ApiError } from '../../lib/api';
import { describeLifeEvent } from './life-event-format';
import { ReportLifeEventForm } from './report-life-event-form';
import { answerLifeEventLink, describeLifeEventLink, reportLifeEventFromLink } from './life-events-queries';

const errorText = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Please try again.';

export function LifeEventResponse({ token }: { token: string }) {
  const link = useQuery({ queryKey: ['life-event-link', token], queryFn: () => describeLifeEventLink(token) });
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean }>();
  const [isSending, setIsSending] = useState(false);

  if (link.isPending) return <LoadingScreen message="Opening your link..." />;
  if (link.isError || !link.data) {
    return (
      <Card className="mx-auto max-w-xl text-center">
        <h1 className="mb-2 text-2xl text-ink">This link cannot be used</h1>
        <p className="mb-6 text-ink-soft">{errorText(link.error)}</p>
        <Link to="/legacy-messages" className={buttonClasses('secondary')}>
          See life events in your family
        </Link>
      </Card>
    );
  }
  const { action, event } = link.data;
  const run = async (send: () => Promise<{ message: string }>) => {
    setIsSending(true);
    try {
      setOutcome({ text: (await send()).message, isError: false });
    } catch (error) {
      setOutcome({ text: errorText(error), isError: true });
    } finally {
      setIsSending(false);
    }
  };
  const answer = () => run(() => answerLifeEventLink(token));

  return (
    <Card className="mx-auto grid max-w-xl gap-5" data-testid="life-event-response">
      <PartyPopper className="size-10 text-accent" aria-hidden />
      <h1 className="text-3xl text-ink">{event.label}</h1>
      <p className="text-ink">{describeLifeEvent(event)}</p>
      {outcome ? (
        <p
          role={outcome.isError ? 'alert' : 'status'}
          className={`flex gap-2 ${outcome.isError ? 'text-danger' : 'text-sage'}`}
        >
          {!outcome.isError && <CheckCircle2 className="size-5 shrink-0" aria-hidden />}
          {outcome.text}
        </p>
      ) : action === 'report' ? (
        event.state === 'awaiting' ? (
          <>
            <p className="text-ink-soft">
              Dear {link.data.personName}, {event.owner.name} asked us to wait for this moment. When it has happened,
              tell us the day. {event.quorum > 0 ? 'The people they named then confirm it.' : ''}
            </p>
            <ReportLifeEventForm
              isSending={isSending}
              onReport={(happenedOn) => run(() => reportLifeEventFromLink(token, happenedOn))}
            />
          </>
        ) : (
          <p className="text-ink-soft">Thank you: this has been reported already. There is nothing more to do.</p>
        )
      ) : action === 'confirm' ? (
        <>
          <p className="text-ink-soft">
            {event.owner.name} asked you to confirm this before their message is delivered. Confirm only if you know it
            happened; if you are not sure, close this page.
          </p>
          <Button size="lg" disabled={isSending} onClick={() => void answer()}>
            Yes, it happened
          </Button>
        </>
      ) : (
        <>
          <p className="text-ink-soft">
            If this did not happen, stop the delivery. Your message then waits for the event to be reported again.
          </p>
          <Button variant="danger" size="lg" disabled={isSending} onClick={() => void answer()}>
            Stop — this did not happen
          </Button>
        </>
      )}
    </Card>
  );
}
