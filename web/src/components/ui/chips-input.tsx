/**
 * A list of short names typed as chips: Enter or a comma adds the typed name, Backspace in the
 * empty field removes the last one, each chip has its own remove button. Suggestions come from a
 * datalist (names already used elsewhere).
 */
import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';

interface ChipsInputProps {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  /** Names to offer while typing. */
  suggestions?: readonly string[];
  placeholder?: string;
  /** The chip's own name for its remove button, e.g. "person". */
  noun: string;
  maxLength?: number;
}

export function ChipsInput({ id, value, onChange, suggestions = [], placeholder, noun, maxLength }: ChipsInputProps) {
  const [draft, setDraft] = useState('');
  const commit = () => {
    const name = draft.trim();
    setDraft('');
    if (name && !value.some((existing) => existing.toLowerCase() === name.toLowerCase())) onChange([...value, name]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const listId = `${id}-suggestions`;
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-2 rounded-xl border border-line bg-white p-1.5 focus-within:border-accent focus-within:outline-3 focus-within:outline-accent/40">
      {value.map((name) => (
        <span
          key={name}
          className="inline-flex items-center gap-1 rounded-full bg-accent-soft py-0.5 pr-1 pl-3 text-sm font-semibold text-accent-strong"
        >
          {name}
          <button
            type="button"
            onClick={() => onChange(value.filter((other) => other !== name))}
            aria-label={`Remove ${noun} ${name}`}
            className="rounded-full p-0.5 hover:bg-white"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </span>
      ))}
      <input
        id={id}
        value={draft}
        maxLength={maxLength}
        list={suggestions.length > 0 ? listId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
        placeholder={value.length === 0 ? placeholder : undefined}
        className="h-8 min-w-24 flex-1 bg-transparent px-2 text-base text-ink placeholder:text-ink-soft/80 focus:outline-none"
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions
            .filter((name) => !value.includes(name))
            .map((name) => (
              <option key={name} value={name} />
            ))}
        </datalist>
      )}
    </div>
  );
}
