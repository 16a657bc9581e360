/**
 * The opening of a time capsule: the capsule's items revealed one at a time, in the order they were
 * added, with "Reveal the next" and "Show everything"; focus moves to each new item.
 */
import { Gift } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TimeCapsuleContents } from '@heirloom/common/contracts/time-capsules';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CapsuleItemView } from './capsule-item-view';

export function CapsuleReveal({ contents }: { contents: TimeCapsuleContents }) {
  const { items } = contents;
  const [shown, setShown] = useState(0);
  const latest = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (shown > 0) latest.current?.focus();
  }, [shown]);
  if (items.length === 0) {
    return (
      <Card className="text-center">
        <p className="text-ink-soft">This capsule was sealed empty.</p>
      </Card>
    );
  }
  return (
    <div className="grid gap-5">
      <ol className="grid gap-5" aria-label="Revealed items">
        {items.slice(0, shown).map((item, index) => (
          <li key={item.id} ref={index === shown - 1 ? latest : undefined} tabIndex={-1} className="outline-none">
            <CapsuleItemView item={item} />
          </li>
        ))}
      </ol>
      {shown < items.length ? (
        <Card className="flex flex-wrap items-center justify-between gap-4">
          <p className="flex items-center gap-3 text-ink">
            <Gift className="size-6 text-accent" aria-hidden />
            {items.length - shown} of {items.length} {items.length - shown === 1 ? 'item' : 'items'} still wrapped
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setShown((count) => count + 1)}>
              {shown === 0 ? 'Reveal the first item' : 'Reveal the next item'}
            </Button>
            <Button variant="secondary" onClick={() => setShown(items.length)}>
              Show everything
            </Button>
          </div>
        </Card>
      ) : (
        <p className="text-center text-ink-soft">That is everything in the capsule.</p>
      )}
    </div>
  );
}
