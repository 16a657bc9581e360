/**
 * The transcript beside a recording or video: its status while it is made (polled by
 * useVaultItem), the text marked "Automatic transcript" or "Edited by you" with its uncertain words
 * marked and each word seeking the player (TranscriptText), why a feeling summary is withheld,
 * editing and saving, a retry after a failure, and the provider, language and real-time factor in
 * small print.
 */
import { Loader2, Pencil } from 'lucide-react';
import { VAULT_LIMITS, VAULT_MESSAGES, type VaultItem } from '@heirloom/common/contracts/vault';
import { retryTranscript, saveTranscript, useRefreshVault } from '../../lib/vault-queries';
import { useSeekMedia } from '../media/media-seek';
import { Button } from '../ui/button';
import { TranscriptRetry, TranscriptWords, useTranscriptEditing } from './transcript-editing';
import { TranscriptKindBadge } from './transcript-text';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** "English" for "en"; the code itself when the browser does not know it. */
function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function SmallPrint({ transcript }: { transcript: NonNullable<VaultItem['transcript']> }) {
  const parts = [
    transcript.provider && `Transcribed by ${transcript.provider}`,
    transcript.language && languageName(transcript.language),
    transcript.realTimeFactor !== null && `real-time factor ${transcript.realTimeFactor.toFixed(2)}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className="text-xs text-ink-soft">{parts.join(' · ')}</p>;
}

/** `isReadOnly` (someone else's item) shows the transcript without editing or retrying. */
export function TranscriptPanel({ item, isReadOnly = false }: { item: VaultItem; isReadOnly?: boolean }) {
  const refresh = useRefreshVault();
  const seek = useSeekMedia();
  const transcript = item.transcript;
  const editing = useTranscriptEditing(refresh);
  const { draft, setDraft, isBusy, run } = editing;
  if (!transcript) return null;

  const isWaiting = transcript.status === 'pending' || transcript.status === 'running';

  return (
    <section className="grid gap-3 rounded-3xl border border-line bg-white p-5" aria-labelledby="transcript-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="transcript-heading" className="text-xl text-ink">
          Transcript
        </h3>
        {transcript.text && <TranscriptKindBadge transcript={transcript} />}
        {!isReadOnly && !isWaiting && draft === null && (
          <Button variant="ghost" size="sm" className="ml-auto" onClick={() => setDraft(transcript.text ?? '')}>
            <Pencil className="size-4" aria-hidden /> {transcript.text ? 'Edit' : 'Write it yourself'}
          </Button>
        )}
      </div>

      <div aria-live="polite">
        {isWaiting && (
          <p className="flex items-center gap-2 text-ink-soft">
            <Loader2 className="size-4 animate-spin text-accent" aria-hidden />
            {transcript.status === 'pending' ? 'Waiting to be transcribed…' : 'Transcribing…'} This usually takes less
            than a minute.
          </p>
        )}
        {transcript.status === 'failed' && !isReadOnly && (
          <TranscriptRetry
            message={transcript.error ?? 'The transcript could not be made.'}
            isBusy={isBusy}
            onRetry={() => void run(() => retryTranscript(item.id), 'Trying the transcript again')}
          />
        )}
        {transcript.status === 'unavailable' && !transcript.text && (
          <p className="text-sm text-ink-soft">{transcript.error ?? VAULT_MESSAGES.transcriptionUnavailable}</p>
        )}
      </div>

      <TranscriptWords
        transcript={transcript}
        editing={editing}
        onSave={(text) => saveTranscript(item.id, text)}
        onSeek={seek}
        field={{ id: 'transcript-text', label: 'Transcript text', rows: 8, maxLength: VAULT_LIMITS.transcriptLength }}
      />
      {transcript.emotionWithheld && (
        <p className="rounded-2xl bg-paper-deep p-3 text-sm text-ink" data-testid="emotion-withheld">
          No summary of the feeling in the words: the recogniser was too unsure of them for it to mean anything.
          {!isReadOnly && ' Correct the transcript and the summary will follow your words.'}
        </p>
      )}
      <SmallPrint transcript={transcript} />
    </section>
  );
}
