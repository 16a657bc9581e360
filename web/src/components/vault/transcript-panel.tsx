/**
 * The transcript beside a recording or video: its status while it is made (polled by
 * useVaultItem), the text with an "edited" marker, editing and saving, a retry after a failure,
 * and the provider, language and real-time factor in small print.
 */
import { AlertCircle, Loader2, Pencil, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { VAULT_LIMITS, VAULT_MESSAGES, type VaultItem } from '@heirloom/common/contracts/vault';
import { describeError } from '../../lib/api';
import { retryTranscript, saveTranscript, useRefreshVault } from '../../lib/vault-api';
import { Button } from '../ui/button';
import { toast } from '../ui/use-toast';

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
  const transcript = item.transcript;
  const [draft, setDraft] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  if (!transcript) return null;

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

  return (
    <section className="grid gap-3 rounded-3xl border border-line bg-white p-5" aria-labelledby="transcript-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="transcript-heading" className="text-xl text-ink">
          Transcript
        </h3>
        {transcript.isEdited && (
          <span className="rounded-full bg-paper-deep px-2.5 py-0.5 text-xs font-semibold text-ink-soft">Edited</span>
        )}
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
          <div className="grid justify-items-start gap-2">
            <p role="alert" className="flex gap-2 text-sm font-medium text-danger">
              <AlertCircle className="size-4 shrink-0" aria-hidden />
              {transcript.error ?? 'The transcript could not be made.'}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={isBusy}
              onClick={() => void run(() => retryTranscript(item.id), 'Trying the transcript again')}
            >
              <RotateCcw className="size-4" aria-hidden /> Try again
            </Button>
          </div>
        )}
        {transcript.status === 'unavailable' && !transcript.text && (
          <p className="text-sm text-ink-soft">{transcript.error ?? VAULT_MESSAGES.transcriptionUnavailable}</p>
        )}
      </div>

      {draft !== null ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => saveTranscript(item.id, draft), 'Transcript saved');
          }}
        >
          <label htmlFor="transcript-text" className="text-sm font-semibold text-ink">
            Transcript text
          </label>
          <textarea
            id="transcript-text"
            rows={8}
            value={draft}
            maxLength={VAULT_LIMITS.transcriptLength}
            onChange={(event) => setDraft(event.target.value)}
            className="w-full rounded-xl border border-line bg-white p-3 text-base text-ink focus:border-accent"
          />
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
          <p className="whitespace-pre-wrap text-ink" data-testid="transcript-text">
            {transcript.text}
          </p>
        )
      )}
      <SmallPrint transcript={transcript} />
    </section>
  );
}
