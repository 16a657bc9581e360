/**
 * An on/off switch for sharing with the family circle (WAI-ARIA switch pattern: a button with
 * role="switch" and aria-checked; Space and Enter toggle it). Used for one item and for an album.
 */
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface ShareSwitchProps {
  id: string;
  isOn: boolean;
  /** The visible label (the switch's accessible name unless `ariaLabel` is given). */
  label: ReactNode;
  /** A fuller accessible name that contains the visible label (WCAG 2.5.3). */
  ariaLabel?: string;
  /** A line under the label; linked with aria-describedby. */
  description?: ReactNode;
  isBusy?: boolean;
  size?: 'sm' | 'md';
  onChange: (next: boolean) => void;
}

/** The sliding track and knob of a switch. */
function Track({ isOn, size }: { isOn: boolean; size: 'sm' | 'md' }) {
  return (
    <span
      aria-hidden
      className={cn(
        'relative inline-flex shrink-0 items-center rounded-full transition-colors',
        size === 'md' ? 'h-7 w-12' : 'h-5 w-9',
        isOn ? 'bg-accent' : 'bg-ink-soft/40',
      )}
    >
      <span
        className={cn(
          'absolute left-0.5 rounded-full bg-white shadow transition-transform',
          size === 'md' ? 'size-6' : 'size-4',
          isOn && (size === 'md' ? 'translate-x-5' : 'translate-x-4'),
        )}
      />
    </span>
  );
}

export function ShareSwitch({
  id,
  isOn,
  label,
  ariaLabel,
  description,
  isBusy = false,
  size = 'md',
  onChange,
}: ShareSwitchProps) {
  const descriptionId = `${id}-description`;
  return (
    <div className="grid gap-1">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-label={ariaLabel}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={isBusy || undefined}
        disabled={isBusy}
        onClick={() => onChange(!isOn)}
        className={cn(
          'flex items-center gap-3 rounded-full text-left text-ink disabled:cursor-wait',
          size === 'md' ? 'font-semibold' : 'text-sm',
        )}
      >
        <Track isOn={isOn} size={size} />
        {size === 'md' && <Users className="size-4 shrink-0 text-accent" aria-hidden />}
        <span>{label}</span>
      </button>
      {description && (
        <p id={descriptionId} className="text-sm text-ink-soft">
          {description}
        </p>
      )}
    </div>
  );
}

/** A small "Shared" label for cards and album rows; `isCompact` shows only the icon (the text stays for screen readers). */
export function SharedBadge({
  className,
  label = 'Shared',
  isCompact = false,
}: {
  className?: string;
  label?: string;
  isCompact?: boolean;
}) {
  return (
    <span
      title={isCompact ? 'Shared with your family circle' : undefined}
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-accent-soft py-0.5 text-xs font-semibold text-accent-strong',
        isCompact ? 'px-1.5' : 'px-2',
        className,
      )}
    >
      <Users className="size-3" aria-hidden />
      <span className={isCompact ? 'sr-only' : undefined}>{label}</span>
    </span>
  );
}
