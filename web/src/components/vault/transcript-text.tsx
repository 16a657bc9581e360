/**
 * The words of a transcript, the one way the vault, the voice recordings and the author's messages
 * show them (docs/product/overview.md "Voice recordings, transcripts and emotion"): a machine transcript is
 * labelled "Automatic transcript" and the words the recogniser was unsure of (confidence below
 * LOW_WORD_CONFIDENCE) are underlined with dots and followed by a "?" that screen readers read as
 * "unsure". With `onSeek`, each word is a button that moves the player to it (Tab reaches the
 * transcript once; the arrow keys move between words).
 */
import { useState, type KeyboardEvent } from 'react';
import type { Transcript } from '@heirloom/common/contracts/vault';
import { isLowConfidence, type TimedWord } from '@heirloom/common/domain/transcript-confidence';
import { cn } from '../../lib/cn';

/** The label of a transcript nobody has corrected. */
export const AUTOMATIC_TRANSCRIPT_LABEL = 'Automatic transcript';

export function TranscriptKindBadge({ transcript }: { transcript: Pick<Transcript, 'isEdited'> }) {
  return (
    <span
      className="rounded-full bg-paper-deep px-2.5 py-0.5 text-xs font-semibold text-ink-soft"
      data-testid="transcript-kind"
    >
      {transcript.isEdited ? 'Edited by you' : AUTOMATIC_TRANSCRIPT_LABEL}
    </span>
  );
}

function formatSeconds(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function WordLabel({ word }: { word: TimedWord }) {
  if (!isLowConfidence(word)) return <>{word.text}</>;
  return (
    <>
      <span className="underline decoration-ink-soft decoration-dotted decoration-2 underline-offset-4">
        {word.text}
      </span>
      <sup aria-hidden className="ml-px font-semibold text-ink-soft">
        ?
      </sup>
      <span className="sr-only"> (unsure)</span>
    </>
  );
}

function SeekableWords({ words, onSeek }: { words: TimedWord[]; onSeek: (ms: number) => void }) {
  const [current, setCurrent] = useState(0);
  const moveFocus = (event: KeyboardEvent<HTMLParagraphElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(words.length - 1, Math.max(0, current + step));
    setCurrent(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  return (
    <p className="leading-8 text-ink" data-testid="transcript-text" onKeyDown={moveFocus}>
      {words.map((word, index) => (
        <span key={`${word.startMs}-${index}`}>
          <button
            type="button"
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setCurrent(index)}
            onClick={() => onSeek(word.startMs)}
            title={`Play from ${formatSeconds(word.startMs)}${isLowConfidence(word) ? ' · the recogniser was unsure of this word' : ''}`}
            className="rounded px-0.5 hover:bg-accent-soft focus-visible:bg-accent-soft focus-visible:outline-2 focus-visible:outline-accent"
            data-start-ms={word.startMs}
          >
            <WordLabel word={word} />
          </button>{' '}
        </span>
      ))}
    </p>
  );
}

/**
 * The transcript's text: its timed words when it has them (seekable with `onSeek`), else the plain
 * text. `maxWords` shortens it to an excerpt ending in "…".
 */
export function TranscriptText({
  transcript,
  onSeek,
  maxWords,
  className,
}: {
  transcript: Pick<Transcript, 'text' | 'words'>;
  onSeek?: ((ms: number) => void) | null;
  maxWords?: number;
  className?: string;
}) {
  const text = transcript.text ?? '';
  if (transcript.words.length === 0) {
    const plainWords = text.split(/\s+/);
    const excerpt = maxWords && plainWords.length > maxWords ? `${plainWords.slice(0, maxWords).join(' ')}…` : text;
    return (
      <p className={cn('whitespace-pre-wrap text-ink', className)} data-testid="transcript-text">
        {excerpt}
      </p>
    );
  }
  if (onSeek) return <SeekableWords words={transcript.words} onSeek={onSeek} />;
  const shown = maxWords ? transcript.words.slice(0, maxWords) : transcript.words;
  return (
    <p className={cn('text-ink', className)} data-testid="transcript-text">
      {shown.map((word, index) => (
        <span key={`${word.startMs}-${index}`}>
          <WordLabel word={word} />{' '}
        </span>
      ))}
      {shown.length < transcript.words.length && '…'}
    </p>
  );
}

/** A line under a machine transcript that has uncertain words: what the marks mean. */
export function UncertainWordsNote({ transcript }: { transcript: Pick<Transcript, 'words'> }) {
  const uncertain = transcript.words.filter(isLowConfidence).length;
  if (uncertain === 0) return null;
  return (
    <p className="text-xs text-ink-soft" data-testid="uncertain-words-note">
      <span className="underline decoration-dotted decoration-2 underline-offset-4">Dotted words</span>
      <sup aria-hidden>?</sup> are ones the recogniser was unsure of ({uncertain} of {transcript.words.length}). Check
      them against the recording: select a word to hear it.
    </p>
  );
}
