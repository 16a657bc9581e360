/**
 * What every transcript panel shares (the vault's recordings, transcript-panel.tsx; a message's
 * recording, features/messages/message-transcript.tsx): one action at a time with a toast for its
 * outcome, "Try again" after a failure, and the words shown (TranscriptText) or corrected in a form.
 */
import { AlertCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { Transcript } from '@heirloom/common/contracts/vault';
import { describeError } from '../../lib/api';
import { Button } from '../ui/button';
import { toast } from '../ui/use-toast';
import { TranscriptText, UncertainWordsNote } from './transcript-text';

/**
 * A panel's editing state: `draft` (null while the words are only shown) and `run`, which does one
 * action, refreshes the panel's data with `refresh`, closes the form and toasts `done` (or what failed).
 */
export function useTranscriptEditing(refresh: () => Promise<unknown>) {
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
  return { draft, setDraft, isBusy, run };
}

/** The failure in `message`, and "Try again", which calls `onRetry`. */
export function TranscriptRetry({
  message,
  isBusy,
  onRetry,
}: {
  message: string;
  isBusy: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="grid justify-items-start gap-2">
      <p role="alert" className="flex gap-2 text-sm font-medium text-danger">
        <AlertCircle className="size-4 shrink-0" aria-hidden />
        {message}
      </p>
      <Button variant="secondary" size="sm" disabled={isBusy} onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden /> Try again
      </Button>
    </div>
  );
}

interface TranscriptWordsProps {
  transcript: Pick<Transcript, 'text' | 'words'>;
  editing: ReturnType<typeof useTranscriptEditing>;
  /** Saves the corrected words. */
  onSave: (text: string) => Promise<unknown>;
  /** Moves the player to a word's time, ms (useSeekMedia); null without a player. */
  onSeek: ((ms: number) => void) | null;
  /** The textarea's id and label, its height in rows, its longest text and a hint under it. */
  field: { id: string; label: string; rows: number; maxLength: number; hint?: string };
}

/** The words (each seeking the player, the unsure ones marked), or the form that corrects them. */
export function TranscriptWords({ transcript, editing, onSave, onSeek, field }: TranscriptWordsProps) {
  const { draft, setDraft, isBusy, run } = editing;
  if (draft === null) {
    return transcript.text ? (
      <>
        <TranscriptText transcript={transcript} onSeek={onSeek} />
        <UncertainWordsNote transcript={transcript} />
      </>
    ) : null;
  }
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => onSave(draft), 'Transcript saved');
      }}
    >
      <label htmlFor={field.id} className="text-sm font-semibold text-ink">
        {field.label}
      </label>
      <textarea
        id={field.id}
        rows={field.rows}
        value={draft}
        maxLength={field.maxLength}
        onChange={(event) => setDraft(event.target.value)}
        className="w-full rounded-xl border border-line bg-white p-3 text-base text-ink focus:border-accent"
      />
      {field.hint && <p className="text-xs text-ink-soft">{field.hint}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isBusy}>
          Save transcript
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
