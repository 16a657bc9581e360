/**
 * The transcript of the author's voice or video message, under its player on their messages page
 * (docs/product/messages-and-delivery.md "Transcripts"): "Transcribing…" while it is made (the
 * message is polled meanwhile: useMessage), the words labelled "Automatic transcript" with the ones
 * the recogniser was unsure of marked and each word moving the player to it, or "Edited by you";
 * whether the recipients read it; "could not be transcribed" with "Try again"; and correcting the
 * words (PUT /api/messages/:id/transcript, an empty text going back to the automatic one).
 */
import { Loader2, Pencil } from 'lucide-react';
import { MAX_TRANSCRIPT_LENGTH, type MessageTranscript } from '@heirloom/common/contracts/message-transcripts';
import { useSeekMedia } from '../../components/media/media-seek';
import { Button } from '../../components/ui/button';
import { TranscriptRetry, TranscriptWords, useTranscriptEditing } from '../../components/vault/transcript-editing';
import { TranscriptKindBadge } from '../../components/vault/transcript-text';
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
  const editing = useTranscriptEditing(refresh);
  const { draft, setDraft, isBusy, run } = editing;
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
          <TranscriptRetry
            message={`This recording could not be transcribed${transcript.error ? `: ${transcript.error}` : '.'}`}
            isBusy={isBusy}
            onRetry={() => void run(() => retryTranscript(messageId), 'Trying the transcript again')}
          />
        )}
        {transcript.status === 'unavailable' && !transcript.text && (
          <p className="text-sm text-ink-soft">{transcript.error}</p>
        )}
        {transcript.status === 'done' && !transcript.text?.trim() && (
          <p className="text-sm text-ink-soft">No words were heard in this recording.</p>
        )}
      </div>

      <TranscriptWords
        transcript={transcript}
        editing={editing}
        onSave={(text) => correctTranscript(messageId, text)}
        onSeek={seek}
        field={{
          id: `${headingId}-text`,
          label: 'The words of your recording',
          rows: 6,
          maxLength: MAX_TRANSCRIPT_LENGTH,
          hint: 'Leave it empty to go back to the automatic transcript.',
        }}
      />
      {note && (
        <p className="text-sm text-ink-soft" data-testid="transcript-recipients-note">
          {note}
        </p>
      )}
    </section>
  );
}
