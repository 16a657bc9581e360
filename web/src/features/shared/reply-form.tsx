/**
 * The reply part of a recipient's page (docs/product/messages-and-delivery.md "Replies"): the
 * recipient answers with a voice note recorded in the browser (the shared VoiceRecorder) or a short
 * letter, no account needed, and sees what they sent, with "Withdraw" while the
 * REPLY_WITHDRAWAL_HOURS last. Every call carries the link's token; the CSRF token is fetched like
 * on every change (lib/api.ts, lib/upload.ts).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Mic, Send, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  MAX_REPLY_LETTER_LENGTH,
  MAX_REPLY_RECORDING_MB,
  REPLY_MESSAGES,
  REPLY_WITHDRAWAL_HOURS,
  replyLetterInputSchema,
  type SentReply,
} from '@heirloom/common/contracts/message-replies';
import { messageReplyRoutes } from '@heirloom/common/routes/message-replies';
import { formatDuration } from '@heirloom/common/utils/format-duration';
import { recordingFilename, VoiceRecorder, type Recording } from '../../components/media/voice-recorder';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';
import { formatDate } from '../../lib/reader-dates';
import { uploadFile } from '../../lib/upload';

/** A reply the recipient sent, with "Withdraw" while it may be. */
function SentReplyItem({ token, reply, onWithdrawn }: { token: string; reply: SentReply; onWithdrawn: () => void }) {
  const [error, setError] = useState<string>();
  const withdraw = async () => {
    setError(undefined);
    try {
      await callRoute(messageReplyRoutes.withdraw, { params: { token, replyId: reply.id } });
      toast({ title: 'Your reply was withdrawn' });
      onWithdrawn();
    } catch (caught) {
      setError(describeError(caught));
    }
  };
  return (
    <li className="grid gap-2 rounded-2xl border border-line bg-paper p-4" data-testid="sent-reply">
      <p className="text-sm font-semibold text-ink">
        {reply.kind === 'voice'
          ? `Voice note${reply.durationMs ? `, ${formatDuration(reply.durationMs)}` : ''}`
          : 'Letter'}{' '}
        <span className="font-normal text-ink-soft">· sent {formatDate(reply.createdAt, 'moment')}</span>
      </p>
      {reply.letterText && <p className="line-clamp-4 whitespace-pre-wrap text-ink">{reply.letterText}</p>}
      {reply.canWithdraw && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" size="sm" onClick={() => void withdraw()}>
            <Undo2 className="size-4" aria-hidden /> Withdraw
          </Button>
          <span className="text-sm text-ink-soft">Possible until {formatDate(reply.withdrawableUntil, 'moment')}</span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </li>
  );
}

/** The reply form and the replies sent from this link, under the delivered message. */
export function ReplyForm({ token, authorName }: { token: string; authorName: string }) {
  const queryClient = useQueryClient();
  const sentQuery = routeQuery(messageReplyRoutes.sent, { params: { token } });
  const sent = useQuery(sentQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sentQuery.queryKey });
  const [recording, setRecording] = useState<Recording | null>(null);
  const [recorderKey, setRecorderKey] = useState(0);
  const [letter, setLetter] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const letterId = useId();

  const afterSending = async (what: string) => {
    toast({ title: `Your ${what} is on its way to ${authorName}` });
    await refresh();
  };
  const isSending = progress !== null;
  const sendVoice = async () => {
    if (isSending) return;
    if (!recording) return setError(REPLY_MESSAGES.recordingRequired);
    setError(undefined);
    setProgress(0);
    try {
      await uploadFile(
        routeAddress(messageReplyRoutes.replyWithVoice, { params: { token } }),
        recording.blob,
        recordingFilename(recording.blob),
        setProgress,
      );
      setRecording(null);
      setRecorderKey((key) => key + 1);
      await afterSending('voice note');
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setProgress(null);
    }
  };
  const sendLetter = async () => {
    if (isSending) return;
    const parsed = replyLetterInputSchema.safeParse({ text: letter });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setProgress(0);
    try {
      await callRoute(messageReplyRoutes.replyWithLetter, { params: { token }, body: parsed.data });
      setLetter('');
      await afterSending('letter');
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Card className="grid gap-4 print:hidden" data-testid="reply-form">
      <div>
        <h2 className="text-2xl text-ink">Answer {authorName}</h2>
        <p className="text-ink-soft">
          Send a voice note or a short letter in return. It is private, and kept safe with {authorName}&apos;s messages.
          You can withdraw it within {REPLY_WITHDRAWAL_HOURS} hours.
        </p>
      </div>
      <Tabs defaultValue="voice" onValueChange={() => setError(undefined)}>
        <TabsList className="mb-4">
          <TabsTrigger value="voice">
            <Mic className="mr-1 inline size-4" aria-hidden /> Voice note
          </TabsTrigger>
          <TabsTrigger value="letter">
            <Mail className="mr-1 inline size-4" aria-hidden /> Letter
          </TabsTrigger>
        </TabsList>
        <TabsContent value="voice" className="grid gap-3">
          <VoiceRecorder key={recorderKey} onChange={setRecording} />
          <p className="text-sm text-ink-soft">A voice note may be up to {MAX_REPLY_RECORDING_MB} MB.</p>
          <Button
            onClick={() => void sendVoice()}
            aria-disabled={isSending || !recording || undefined}
            className="justify-self-start aria-disabled:opacity-60"
          >
            <Send className="size-4" aria-hidden />{' '}
            {isSending ? `Sending… ${Math.round((progress ?? 0) * 100)}%` : 'Send your voice note'}
          </Button>
        </TabsContent>
        <TabsContent value="letter" className="grid gap-3">
          <label htmlFor={letterId} className="text-sm font-semibold text-ink">
            Your letter
          </label>
          <textarea
            id={letterId}
            rows={6}
            value={letter}
            maxLength={MAX_REPLY_LETTER_LENGTH}
            onChange={(event) => setLetter(event.target.value)}
            className="rounded-xl border border-line bg-white p-3 font-serif text-lg text-ink focus:border-accent"
          />
          <p className="text-sm text-ink-soft" aria-live="polite">
            {letter.length.toLocaleString('en')} of {MAX_REPLY_LETTER_LENGTH.toLocaleString('en')} characters
          </p>
          <Button
            onClick={() => void sendLetter()}
            aria-disabled={isSending || undefined}
            className="justify-self-start aria-disabled:opacity-60"
          >
            <Send className="size-4" aria-hidden /> {isSending ? 'Sending…' : 'Send your letter'}
          </Button>
        </TabsContent>
      </Tabs>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {sent.data && sent.data.length > 0 && (
        <section className="grid gap-2" aria-labelledby={`${letterId}-sent`}>
          <h3 id={`${letterId}-sent`} className="text-lg font-semibold text-ink">
            Your replies
          </h3>
          <ul className="grid gap-2">
            {sent.data.map((reply) => (
              <SentReplyItem key={reply.id} token={token} reply={reply} onWithdrawn={() => void refresh()} />
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
