/**
 * The page behind the links in delivery-protection e-mails (/legacy-messages?respond={token}).
 * Opening a link changes nothing (mail scanners open links too): the owner confirms with a button.
 * "Keep" and "postpone" work without signing in; "change" leads to the editor, which asks to sign in.
 */
import { CalendarClock, CheckCircle2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { ApiError } from '../../lib/api';
import { answerProtectionLink, describeProtectionLink } from './messages-queries';
import { formatDate } from '../../lib/reader-dates';

const POSTPONE_CHOICES = [
  { days: 7, label: 'One week' },
  { days: 30, label: 'One month' },
  { days: 365, label: 'One year' },
];

export function ProtectionResponse({ token }: { token: string }) {
  const link = useQuery({ queryKey: ['protection', token], queryFn: () => describeProtectionLink(token) });
  const [days, setDays] = useState(7);
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean }>();
  const [isSending, setIsSending] = useState(false);

  if (link.isPending) return <LoadingScreen message="Opening your link..." />;
  if (link.isError || !link.data) {
    const error = link.error;
    return (
      <Card className="mx-auto max-w-xl text-center">
        <h1 className="mb-2 text-2xl text-ink">This link cannot be used</h1>
        <p className="mb-6 text-ink-soft">
          {error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Please try again.'}
        </p>
        <Link to="/legacy-messages" className={buttonClasses('secondary')}>
          See your messages
        </Link>
      </Card>
    );
  }
  const { action, title, deliverAt, timeZone, messageId } = link.data;

  const answer = async (chosen: 'keep' | 'postpone') => {
    setIsSending(true);
    try {
      const result = await answerProtectionLink(token, chosen, chosen === 'postpone' ? days : undefined);
      setOutcome({
        text:
          chosen === 'keep'
            ? `Thank you. “${title}” will be delivered as planned on ${formatDate(deliverAt, 'short-zoned-moment', timeZone)}.`
            : `Done. “${title}” will now be delivered on ${formatDate(result.deliverAt ?? deliverAt, 'short-zoned-moment', timeZone)}. We will remind you two days before.`,
        isError: false,
      });
    } catch (error) {
      setOutcome({
        text: error instanceof ApiError ? (error.serverMessage ?? error.message) : (error as Error).message,
        isError: true,
      });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Card className="mx-auto grid max-w-xl gap-5" data-testid="protection-response">
      <CalendarClock className="size-10 text-accent" aria-hidden />
      <h1 className="text-3xl text-ink">“{title}”</h1>
      <p className="text-ink">Planned delivery: {formatDate(deliverAt, 'short-zoned-moment', timeZone)}</p>
      {outcome ? (
        <p
          role={outcome.isError ? 'alert' : 'status'}
          className={`flex gap-2 ${outcome.isError ? 'text-danger' : 'text-sage'}`}
        >
          {!outcome.isError && <CheckCircle2 className="size-5 shrink-0" aria-hidden />}
          {outcome.text}
        </p>
      ) : action === 'keep' ? (
        <>
          <p className="text-ink-soft">
            Confirm that the plan still stands. We will not check in again before delivery.
          </p>
          <Button size="lg" disabled={isSending} onClick={() => void answer('keep')}>
            Yes, keep the plan
          </Button>
        </>
      ) : action === 'postpone' ? (
        <>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-ink-soft">Postpone the delivery by:</legend>
            {POSTPONE_CHOICES.map((choice) => (
              <label key={choice.days} className="flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  name="postpone"
                  checked={days === choice.days}
                  onChange={() => setDays(choice.days)}
                  className="size-4 accent-accent"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <Button size="lg" disabled={isSending} onClick={() => void answer('postpone')}>
            Postpone delivery
          </Button>
        </>
      ) : (
        <>
          <p className="text-ink-soft">To change the message, its recipients or its date, sign in and open it.</p>
          <Link to={`/schedule-message?edit=${messageId}`} className={buttonClasses('primary', 'lg')}>
            Change the message
          </Link>
        </>
      )}
    </Card>
  );
}
