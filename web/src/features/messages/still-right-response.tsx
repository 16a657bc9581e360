/**
 * The page behind the links of the "Still right?" e-mail (/legacy-messages?confirm={token};
 * docs/product/messages-and-delivery.md "Still right?"). Opening a link changes nothing (mail scanners
 * open links too): the owner confirms with one button, without signing in; confirming twice is
 * harmless. To change a message, the owner opens its editor, which asks to sign in.
 */
import { CheckCircle2, ListChecks } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { ApiError } from '../../lib/api';
import { answerStillRightLink, describeStillRightLink } from './messages-queries';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : (error as Error).message;

/** The link page for `token`: what it confirms, and one button; a refused link's sentence instead. */
export function StillRightResponse({ token }: { token: string }) {
  const link = useQuery({ queryKey: ['still-right', token], queryFn: () => describeStillRightLink(token) });
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean }>();
  const [isSending, setIsSending] = useState(false);

  if (link.isPending) return <LoadingScreen message="Opening your link..." />;
  if (link.isError || !link.data) {
    return (
      <Card className="mx-auto max-w-xl text-center">
        <h1 className="mb-2 text-2xl text-ink">This link cannot be used</h1>
        <p className="mb-6 text-ink-soft">{link.error ? messageOf(link.error) : 'Please try again.'}</p>
        <Link to="/legacy-messages" className={buttonClasses('secondary')}>
          See your messages
        </Link>
      </Card>
    );
  }
  const { scope, messages } = link.data;

  const confirm = async () => {
    setIsSending(true);
    try {
      const result = await answerStillRightLink(token);
      setOutcome({ text: result.message, isError: false });
    } catch (error) {
      setOutcome({ text: messageOf(error), isError: true });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Card className="mx-auto grid max-w-xl gap-5" data-testid="still-right-response">
      <ListChecks className="size-10 text-accent" aria-hidden />
      <h1 className="text-3xl text-ink">
        {scope === 'one' ? 'Is this message still right?' : 'Are your messages still right?'}
      </h1>
      {messages.length > 0 && (
        <ul className="grid gap-2">
          {messages.map((message) => (
            <li key={message.id} className="flex flex-wrap items-baseline justify-between gap-2 break-words text-ink">
              <span>“{message.title}”</span>
              <Link to={`/schedule-message?edit=${message.id}`} className="text-sm font-semibold text-accent underline">
                Change it
              </Link>
            </li>
          ))}
        </ul>
      )}
      {outcome ? (
        <p
          role={outcome.isError ? 'alert' : 'status'}
          className={`flex gap-2 ${outcome.isError ? 'text-danger' : 'text-sage'}`}
        >
          {!outcome.isError && <CheckCircle2 className="size-5 shrink-0" aria-hidden />}
          {outcome.text}
        </p>
      ) : messages.length === 0 ? (
        <p className="text-ink-soft">Nothing is waiting to be delivered any more, so there is nothing to confirm.</p>
      ) : (
        <>
          <p className="text-ink-soft">
            Their delivery, their recipients and their addresses stay exactly as they are; we only note that you looked.
          </p>
          <Button size="lg" disabled={isSending} onClick={() => void confirm()}>
            {scope === 'one' ? 'Yes, still right' : 'Yes, all still right'}
          </Button>
        </>
      )}
    </Card>
  );
}
