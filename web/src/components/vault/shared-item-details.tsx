/**
 * What a relative sees of an item someone else shares with them: whose it is and the owner's words
 * about it, read-only (no editing, trash or sharing: those are the owner's).
 */
import { Users } from 'lucide-react';
import type { VaultItem } from '@heirloom/common/contracts/vault';

function Names({ label, names }: { label: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      <dt className="text-sm font-semibold text-ink">{label}</dt>
      <dd className="flex flex-wrap gap-1.5">
        {names.map((name) => (
          <span key={name} className="rounded-full bg-paper-deep px-2.5 py-0.5 text-sm text-ink">
            {name}
          </span>
        ))}
      </dd>
    </div>
  );
}

export function SharedItemDetails({ item, ownerName }: { item: VaultItem; ownerName: string }) {
  return (
    <section aria-label="Details" className="grid content-start gap-5" data-testid="shared-item-details">
      <p className="flex items-start gap-2 rounded-2xl bg-accent-soft p-4 text-ink">
        <Users className="mt-1 size-4 shrink-0 text-accent" aria-hidden />
        <span>
          <strong className="font-semibold">From {ownerName}.</strong> Shared with you through their family circle; only{' '}
          {ownerName} can change it.
        </span>
      </p>
      {item.description && <p className="whitespace-pre-wrap text-ink">{item.description}</p>}
      {(item.people.length > 0 || item.tags.length > 0) && (
        <dl className="grid gap-4">
          <Names label="People" names={item.people} />
          <Names label="Tags" names={item.tags} />
        </dl>
      )}
    </section>
  );
}
