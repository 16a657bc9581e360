/**
 * A recording drawn as bars from its peaks (0..1, from the server), with the part already played
 * in a deeper colour. Decorative: the player beside it carries the controls and the time.
 */
import { cn } from '../../lib/cn';

/** Reduces `peaks` to `count` bars, each the loudest peak of its stretch. */
export function resamplePeaks(peaks: readonly number[], count: number): number[] {
  if (peaks.length <= count) return [...peaks];
  return Array.from({ length: count }, (_, bar) => {
    const start = Math.floor((bar * peaks.length) / count);
    const end = Math.max(start + 1, Math.floor(((bar + 1) * peaks.length) / count));
    return Math.max(...peaks.slice(start, end));
  });
}

export interface WaveformProps {
  peaks: readonly number[];
  /** How many bars to draw at most. */
  barCount?: number;
  /** The played fraction, 0 to 1; without it every bar is drawn in full colour (nothing is playing). */
  progress?: number;
  className?: string;
}

export function Waveform({ peaks, barCount = 72, progress, className }: WaveformProps) {
  const bars = resamplePeaks(peaks, barCount);
  const playedBars = progress === undefined ? bars.length : Math.round(progress * bars.length);
  return (
    <svg
      viewBox={`0 0 ${bars.length} 100`}
      preserveAspectRatio="none"
      className={cn('h-16 w-full', className)}
      aria-hidden
      data-testid="waveform"
    >
      {bars.map((peak, index) => {
        const height = Math.max(6, Math.min(1, peak) * 100);
        return (
          <rect
            key={index}
            x={index + 0.18}
            y={(100 - height) / 2}
            width={0.64}
            height={height}
            rx={0.3}
            className={index < playedBars ? 'fill-accent' : 'fill-accent/45'}
          />
        );
      })}
    </svg>
  );
}
