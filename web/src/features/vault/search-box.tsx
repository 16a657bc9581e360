/**
 * The vault's search: titles, descriptions, tags, people, transcripts and PDF text (server side). Typing is
 * debounced so the list follows after a short pause rather than on every key.
 */
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '../../components/ui/input';

const DEBOUNCE_MS = 250;

export function SearchBox({ value, onSearch }: { value: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // The address changed from elsewhere (filters cleared, Back): show what it says now.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  useEffect(() => {
    const query = text.trim();
    if (query === value) return;
    const timer = setTimeout(() => onSearchRef.current(query), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className="relative" role="search">
      <Search
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-soft"
        aria-hidden
      />
      <label htmlFor="vault-search" className="sr-only">
        Search your memories
      </label>
      <Input
        id="vault-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search titles, people, tags and what was said…"
        className="h-12 pl-12"
      />
    </div>
  );
}
