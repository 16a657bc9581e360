/**
 * What the words of a transcript lean towards
 * (docs/product/overview.md "Voice recordings, transcripts and emotion"): the label, the words that
 * carried it, and how it was worked out, plainly: it reads the sentiment of the words, not anyone's
 * feelings.
 */
import type { EmotionSummary as Emotion } from '@heirloom/common/contracts/vault';
import { cn } from '../../lib/cn';

export const EMOTION_LABELS: Record<Emotion['label'], string> = {
  positive: 'Warm and positive',
  negative: 'Sad or difficult',
  neutral: 'Calm and neutral',
  mixed: 'Mixed feelings',
};

const LABEL_STYLES: Record<Emotion['label'], string> = {
  positive: 'bg-[#e3efe6] text-sage',
  negative: 'bg-[#f3e4ea] text-[#7a2e4a]',
  neutral: 'bg-paper-deep text-ink',
  mixed: 'bg-accent-soft text-accent-strong',
};

/** A small badge with the summary's label. */
export function EmotionBadge({ label, className }: { label: Emotion['label']; className?: string }) {
  return (
    <span className={cn('rounded-full px-3 py-0.5 text-sm font-semibold', LABEL_STYLES[label], className)}>
      {EMOTION_LABELS[label]}
    </span>
  );
}

export function EmotionSummary({ emotion }: { emotion: Emotion }) {
  const carriers = [...emotion.carriers].sort((first, second) => Math.abs(second.valence) - Math.abs(first.valence));
  return (
    <section className="grid gap-3 rounded-3xl border border-line bg-white p-5" data-testid="emotion-summary">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-xl text-ink">The feeling in the words</h3>
        <EmotionBadge label={emotion.label} />
      </div>
      {carriers.length > 0 ? (
        <div>
          <p className="mb-2 text-sm text-ink-soft">The words that carried it:</p>
          <ul className="flex flex-wrap gap-2">
            {carriers.map(({ word, valence }) => (
              <li
                key={word}
                className={cn(
                  'rounded-full border px-3 py-0.5 text-sm',
                  valence >= 0 ? 'border-sage/40 text-sage' : 'border-danger/40 text-danger',
                )}
              >
                {word}
                <span className="sr-only">{valence >= 0 ? ' (positive)' : ' (negative)'}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-ink-soft">No single word stood out.</p>
      )}
      <p className="text-sm text-ink-soft">
        How this was worked out: each word of the transcript was scored against a word list, the {emotion.method}. It
        measures how positive or negative the words are, not how anyone felt.
      </p>
    </section>
  );
}
