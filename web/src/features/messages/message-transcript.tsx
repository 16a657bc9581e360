/**
 * The transcript of the author's voice or video message, under its player on their messages page
 * (docs/product/messages-and-delivery.md "Transcripts"): "Transcribing…" while it is made (the
 * message is polled meanwhile: useMessage), the words labelled "Automatic transcript" with the ones
 * the recogniser was unsure of marked and each word moving the player to it, or "Edited by you";
 * whether the recipients read it; "could not be transcribed" with "Try again"; and correcting the
 * words (PUT /api/messages/:id/transcript, an empty text going back to the automatic one).
 */
import { AlertCircle, Loader2, Pencil, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { MAX_TRANSCRIPT_LENGTH, type MessageTranscript } from '@heirloom/common/contracts/message-transcripts';
import { useSeekMedia } from '../../components/media/media-seek';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { TranscriptKindBadge, TranscriptText, UncertainWordsNote } from '../../components/vault/transcript-text';
import { describeError } from '../../lib/api';
import { correctTranscript, retryTranscript, useRefreshMessages } from './messages-queries';

/** What the recipients are shown of `transcript`, said to its author. */
function recipientsNote(transcript: MessageTranscript): string | null {
  if (!transcript.text?.trim()) return null;
  if (!transcript.isShownToRecipients) {
    return 'Its recipients do not see this transcript: the recogniser was too unsure of its words. Correct them and they will read yours.';
  }
  return transcript.isEdited
    ? 'Its recipients read your words beside the recording.'
    : 'Its recipients read it beside the recording, marked as written down automatically.';
}

export function MessageTranscriptPanel({
  messageId,
  transcript,
}: {
  messageId: string;
  transcript: MessageTranscript;
}) {
  const refresh = useRefreshMessages();
  const seek = useSeekMedia();
  const [draft, setDraft] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setIsBusy(true);
    try {
      await action();
      await refresh();
      setDraft(null);
      toast({ title: done });
    } catch (error) {
      toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) });
    } finally {
      setIsBusy(false);
    }
  };
  const isWaiting = transcript.status === 'pending' || transcript.status === 'running';
  const note = recipientsNote(transcript);
  const headingId = `transcript-${messageId}`;

  return (
    <section
      className="grid gap-3 rounded-2xl bg-paper p-4"
      aria-labelledby={headingId}
      data-testid="message-transcript"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h4 id={headingId} className="font-semibold text-ink">
          Transcript
        </h4>
        {transcript.text && <TranscriptKindBadge transcript={transcript} />}
        {draft === null && (
          <Button variant="ghost" size="sm" className="ml-auto" onClick={() => setDraft(transcript.text ?? '')}>
            <Pencil className="size-4" aria-hidden />{' '}
            {transcript.text ? 'Correct the words' : 'Write the words yourself'}
          </Button>
        )}
      </div>

      <div aria-live="polite">
        {isWaiting && !transcript.isEdited && (
          <p className="flex items-center gap-2 text-ink-soft">
            <Loader2 className="size-4 animate-spin text-accent" aria-hidden />
            Transcribing… This usually takes less than a minute.
          </p>
        )}
        {transcript.status === 'failed' && (
          <div className="grid justify-items-start gap-2">
            <p role="alert" className="flex gap-2 text-sm font-medium text-danger">
              <AlertCircle className="size-4 shrink-0" aria-hidden />
              This recording could not be transcribed{transcript.error ? `: ${transcript.error}` : '.'}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={isBusy}
              onClick={() => void run(() => retryTranscript(messageId), 'Trying the transcript again')}
            >
              <RotateCcw className="size-4" aria-hidden /> Try again
            </Button>
          </div>
        )}
        {transcript.status === 'unavailable' && !transcript.text && (
          <p className="text-sm text-ink-soft">{transcript.error}</p>
        )}
        {transcript.status === 'done' && !transcript.text?.trim() && (
          <p className="text-sm text-ink-soft">No words were heard in this recording.</p>
        )}
      </div>

      {draft !== null ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => correctTranscript(messageId, draft), 'Transcript saved');
          }}
        >
          <label htmlFor={`${headingId}-text`} className="text-sm font-semibold text-ink">
            The words of your recording
          </label>
          <textarea
            id={`${headingId}-text`}
            rows={6}
            value={draft}
            maxLength={MAX_TRANSCRIPT_LENGTH}
            onChange={(event) => setDraft(event.target.value)}
            className="w-full rounded-xl border border-line bg-white p-3 text-base text-ink focus:border-accent"
          />
          <p className="text-xs text-ink-soft">Leave it empty to go back to the automatic transcript.</p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={isBusy}>
              Save transcript
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        transcript.text && (
          <>
            <TranscriptText transcript={transcript} onSeek={seek} />
            <UncertainWordsNote transcript={transcript} />
          </>
        )
      )}
      {note && (
        <p className="text-sm text-ink-soft" data-testid="transcript-recipients-note">
          {note}
        </p>
      )}
    </section>
  );
}
