/** An on/off switch (WAI-ARIA switch: a button with role="switch"; Space and Enter toggle it). */
import { cn } from '../../lib/cn';

export function Switch({
  id,
  isOn,
  label,
  descriptionId,
  onChange,
}: {
  id: string;
  isOn: boolean;
  label: string;
  descriptionId: string;
  onChange: (next: boolean) => void;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-describedby={descriptionId}
      onClick={() => onChange(!isOn)}
      className="flex items-center gap-3 rounded-full text-left font-semibold text-ink"
    >
      <span
        aria-hidden
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
          isOn ? 'bg-accent' : 'bg-ink-soft/40',
        )}
      >
        <span
          className={cn(
            'absolute left-0.5 size-6 rounded-full bg-white shadow transition-transform',
            isOn && 'translate-x-5',
          )}
        />
      </span>
      {label}
    </button>
  );
}
