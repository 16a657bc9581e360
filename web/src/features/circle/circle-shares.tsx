/**
 * What a circle's owner shares with the member looking (the page a relative lands on after
 * accepting): each album, tree, recipe, scrapbook and capsule they may add to, linked to its page,
 * or a line saying the owner has not shared anything yet.
 */
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { countCircleShares } from '@heirloom/common/contracts/circle-shares';
import { SHARED_KINDS, useCircleShares } from '../../lib/circle-shares-queries';

export function CircleShares({ ownerId, ownerName }: { ownerId: string; ownerName: string }) {
  const shares = useCircleShares(ownerId);
  if (shares.isPending) return <p className="text-ink-soft">Loading what {ownerName} shares…</p>;
  if (!shares.data) return null;
  const data = shares.data;
  return (
    <section aria-labelledby="circle-shares-heading" className="grid gap-4" data-testid="circle-shares">
      <h3 id="circle-shares-heading" className="flex items-center gap-2 text-xl text-ink">
        <Gift className="size-5 text-accent" aria-hidden /> What {ownerName} shares with you
      </h3>
      {countCircleShares(data) === 0 ? (
        <p className="rounded-2xl bg-paper-deep p-4 text-ink" data-testid="circle-shares-empty">
          {ownerName} has not shared anything with the family circle yet. What they share will appear here.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {SHARED_KINDS.filter((kind) => data[kind.key].length > 0).map((kind) => (
            <div key={kind.key} className="rounded-2xl bg-paper-deep p-4">
              <h4 className="mb-2 font-semibold text-ink">{kind.label}</h4>
              <ul className="grid gap-1">
                {data[kind.key].map((thing) => (
                  <li key={thing.id}>
                    <Link to={kind.hrefOf(thing.id)} className="font-semibold text-accent underline underline-offset-4">
                      {thing.name}
                    </Link>
                    {'itemCount' in thing && (
                      <span className="text-sm text-ink-soft">
                        {' '}
                        · {thing.itemCount} {thing.itemCount === 1 ? 'memory' : 'memories'}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
