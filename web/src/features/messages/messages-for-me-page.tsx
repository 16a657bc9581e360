/**
 * /messages-for-me?token={token}: the page behind the gentle e-mail a recipient gets once the
 * author's legacy is released (docs/product/messages-and-delivery.md "Gentle mode"), with no
 * account. It says how many of the author's messages wait and how many are held, and lets the
 * recipient pause deliveries to themself for 1, 3 or 6 months or until they ask, or resume the
 * author's schedule, and, while paused, receive at once what the pause kept. Opening it changes
 * nothing; one button saves the choice.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MessagesForMe } from '@heirloom/common/contracts/gentle-mode';
import type { GentleChoice } from '@heirloom/common/domain/gentle-mode';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { formatDate } from '../../lib/reader-dates';
import { chooseMessagesPace, describeMessagesForMe } from './messages-queries';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : (error as Error).message;

const CHOICES: { value: GentleChoice; label: (author: string) => string }[] = [
  { value: 'resume', label: (author) => `Keep ${author}'s schedule` },
  { value: 'pause_1_month', label: () => 'Pause for 1 month' },
  { value: 'pause_3_months', label: () => 'Pause for 3 months' },
  { value: 'pause_6_months', label: () => 'Pause for 6 months' },
  { value: 'pause_until_asked', label: () => 'Pause until I come back here' },
];

/** Room around the card, under the site's header. */
const FRAME = 'px-4 py-10 sm:px-6';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How many messages are still to come and how many are kept, in a sentence. */
function countSentence(waitingCount: number, heldCount: number) {
  const waiting = `${plural(waitingCount, 'message is', 'messages are')} still to come`;
  const held = `${plural(heldCount, 'message is', 'messages are')} kept safe for you`;
  if (waitingCount > 0 && heldCount > 0) return `${waiting}, and ${held}.`;
  if (waitingCount > 0) return `${waiting}.`;
  if (heldCount > 0) return `${held}.`;
  return 'No more messages are waiting for you.';
}

/** Where deliveries stand, in a sentence. */
function pauseSentence(details: MessagesForMe) {
  if (!details.pause) return `Deliveries follow ${details.authorName}'s schedule.`;
  if (details.pause.until === null) return 'Deliveries to you are paused until you come back here.';
  return `Deliveries to you are paused until ${formatDate(details.pause.until, 'day')}.`;
}

export function MessagesForMePage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryKey = ['messages-for-me', token];
  const queryClient = useQueryClient();
  const details = useQuery({ queryKey, queryFn: () => describeMessagesForMe(token), enabled: token !== '' });
  const [choice, setChoice] = useState<GentleChoice>();
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean }>();
  const [isSending, setIsSending] = useState(false);

  if (token !== '' && details.isPending) return <LoadingScreen message="Opening your link..." />;
  if (!details.data) {
    return (
      <div className={FRAME}>
        <Card className="mx-auto max-w-xl text-center">
          <h1 className="mb-2 text-2xl text-ink">This link cannot be used</h1>
          <p className="text-ink-soft">
            {details.error ? messageOf(details.error) : 'Please open the link again from the e-mail we sent you.'}
          </p>
        </Card>
      </div>
    );
  }
  const { authorName, waitingCount, heldCount } = details.data;
  const chosen = choice ?? (details.data.pause ? undefined : 'resume');

  const save = async (choiceToSend: GentleChoice | undefined) => {
    if (!choiceToSend) return;
    setIsSending(true);
    try {
      const result = await chooseMessagesPace(token, { choice: choiceToSend });
      queryClient.setQueryData(queryKey, result);
      setOutcome({ text: result.message ?? '', isError: false });
    } catch (error) {
      setOutcome({ text: messageOf(error), isError: true });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <div className={FRAME}>
      <Card className="mx-auto grid max-w-xl gap-5" data-testid="messages-for-me">
        <HeartHandshake className="size-10 text-accent" aria-hidden />
        <h1 className="text-3xl text-ink">Messages from {authorName}</h1>
        <p className="text-ink">
          {countSentence(waitingCount, heldCount)} {pauseSentence(details.data)}
        </p>
        {heldCount > 0 && details.data.pause && (
          <Button
            variant="secondary"
            className="justify-self-start"
            disabled={isSending}
            onClick={() => void save('receive_held')}
          >
            Send me the {heldCount === 1 ? 'message' : 'messages'} kept for me now
          </Button>
        )}
        <p className="text-ink-soft">
          Take all the time you need. If you would rather not receive them yet, pause them; nothing is lost while they
          wait, and nothing ever arrives before the day {authorName} chose.
        </p>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">When should they reach you?</legend>
          {CHOICES.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
            >
              <input
                type="radio"
                name="gentle-choice"
                value={option.value}
                checked={chosen === option.value}
                onChange={() => setChoice(option.value)}
                className="accent-accent"
              />
              {option.label(authorName)}
            </label>
          ))}
        </fieldset>
        <Button
          size="lg"
          className="justify-self-start"
          disabled={isSending || !chosen}
          onClick={() => void save(chosen)}
        >
          {isSending ? 'Saving…' : 'Save my choice'}
        </Button>
        {outcome && (
          <p
            role={outcome.isError ? 'alert' : 'status'}
            className={`flex gap-2 ${outcome.isError ? 'text-danger' : 'text-sage'}`}
          >
            {!outcome.isError && <CheckCircle2 className="size-5 shrink-0" aria-hidden />}
            {outcome.text}
          </p>
        )}
      </Card>
    </div>
  );
}
