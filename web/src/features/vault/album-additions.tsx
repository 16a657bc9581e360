/**
 * In the owner's view of one album: what relatives of the circle have added to it, grouped by who
 * added each, every memory a link that opens it. The items are those the album's list answered
 * (GET /api/vault/items?albumId=…), so only what the owner may read; an item someone else added is
 * one whose `owner` is set. Nothing is shown when nobody else has added anything.
 */
import { Users } from 'lucide-react';
import type { VaultItem } from '@heirloom/common/contracts/vault';
import { ItemLink } from '../../components/vault/item-link';

interface Contributor {
  id: string;
  name: string;
  items: VaultItem[];
}

/** The items others added, by who added them, in the list's order. */
function byContributor(items: readonly VaultItem[]): Contributor[] {
  const groups = new Map<string, Contributor>();
  for (const item of items) {
    if (!item.owner) continue;
    const group = groups.get(item.owner.id) ?? { ...item.owner, items: [] };
    group.items.push(item);
    groups.set(item.owner.id, group);
  }
  return [...groups.values()];
}

export function AlbumAdditions({ albumName, items }: { albumName: string; items: readonly VaultItem[] }) {
  const contributors = byContributor(items);
  if (contributors.length === 0) return null;
  return (
    <section
      aria-labelledby="album-additions-heading"
      className="grid gap-3 rounded-2xl border border-line bg-white p-4"
      data-testid="album-additions"
    >
      <h3 id="album-additions-heading" className="flex items-center gap-2 font-sans text-base font-semibold text-ink">
        <Users className="size-4 shrink-0 text-accent" aria-hidden />
        Added to “{albumName}” by your family
      </h3>
      <ul className="grid gap-2">
        {contributors.map(({ id, name, items: added }) => (
          <li key={id} className="text-sm text-ink-soft" data-testid="album-contributor">
            <span className="font-semibold text-ink">
              {name} added {added.length === 1 ? '1 memory' : `${added.length} memories`}:
            </span>{' '}
            {added.map((item, index) => (
              <span key={item.id}>
                {index > 0 && ', '}
                <ItemLink
                  itemId={item.id}
                  className="font-semibold [overflow-wrap:anywhere] text-accent-strong underline underline-offset-4"
                  testId="album-addition"
                >
                  {item.title}
                </ItemLink>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
