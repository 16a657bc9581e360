/**
 * The page behind the legacy e-mails' links (/legacy?respond={token}): opening it changes nothing
 * (mail scanners open links too); one button checks in, stops the release, or confirms.
 */
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { describeError } from '../../lib/api';
import { answerLegacyLink, describeLegacyLink } from './legacy-queries';

export function LegacyLinkResponse({ token }: { token: string }) {
  const link = useQuery({ queryKey: ['legacy-link', token], queryFn: () => describeLegacyLink(token), retry: false });
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean }>();
  const [isSending, setIsSending] = useState(false);
  if (link.isPending) return <LoadingScreen message="Opening your link..." />;
  if (!link.data)
    return (
      <Card className="mx-auto max-w-xl text-center">
        <h1 className="mb-2 text-2xl text-ink">This link cannot be used</h1>
        <p className="text-ink-soft">{describeError(link.error)}</p>
      </Card>
    );
  const { action, ownerName, state } = link.data;
  const heading =
    action === 'confirm' ? `Confirm that ${ownerName} has died` : action === 'stop' ? 'Stop the release' : 'Check in';
  const label =
    action === 'confirm' ? `Confirm ${ownerName} has died` : action === 'stop' ? "Stop — I'm here" : "I'm still here";
  const answer = async () => {
    setIsSending(true);
    try {
      setOutcome({ text: (await answerLegacyLink(token)).message, isError: false });
    } catch (error) {
      setOutcome({ text: describeError(error), isError: true });
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Card className="mx-auto grid max-w-xl gap-5" data-testid="legacy-link-response">
      <h1 className="text-3xl text-ink">{heading}</h1>
      {state === 'released' ? (
        <p className="text-ink">This legacy plan was already released.</p>
      ) : outcome ? (
        <p
          role={outcome.isError ? 'alert' : 'status'}
          className={`flex gap-2 ${outcome.isError ? 'text-danger' : 'text-sage'}`}
        >
          {!outcome.isError && <CheckCircle2 className="size-5 shrink-0" aria-hidden />}
          {outcome.text}
        </p>
      ) : (
        <>
          <p className="text-ink">
            {action === 'confirm'
              ? `Only confirm if you know that ${ownerName} has died. No answer is never counted as a confirmation.`
              : 'One press tells us you are here. Nothing is released, and the plan starts again.'}
          </p>
          <Button
            size="lg"
            className="justify-self-start h-auto min-h-11 py-2 whitespace-normal"
            disabled={isSending}
            onClick={() => void answer()}
          >
            {label}
          </Button>
        </>
      )}
    </Card>
  );
}
