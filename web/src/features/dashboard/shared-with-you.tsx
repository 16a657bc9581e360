/**
 * The dashboard's "Shared with you": each circle the user is a member of, with how many albums,
 * trees, recipes, scrapbooks and capsules its owner shares, linked to that circle's page.
 */
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { countCircleShares, type CircleShares } from '@heirloom/common/contracts/circle-shares';
import { SHARED_KINDS, useSharedWithYou } from '../../lib/circle-shares-queries';

/** "2 albums · 1 family tree", or that nothing is shared yet. */
function describeCounts(circle: CircleShares): string {
  if (countCircleShares(circle) === 0) return 'Nothing shared yet';
  return SHARED_KINDS.filter((kind) => circle[kind.key].length > 0)
    .map((kind) => `${circle[kind.key].length} ${kind.nouns[circle[kind.key].length === 1 ? 0 : 1]}`)
    .join(' · ');
}

export function SharedWithYou() {
  const shared = useSharedWithYou();
  if (shared.isPending || shared.circles.length === 0) return null;
  return (
    <section className="mb-8 rounded-2xl bg-paper-deep p-4 text-ink" data-testid="shared-with-you">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Gift className="size-5 text-accent" aria-hidden /> Shared with you
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {shared.circles.map((circle) => (
          <li key={circle.ownerId}>
            <Link
              to={`/connections?circle=${encodeURIComponent(circle.ownerId)}`}
              className="block rounded-xl bg-white/70 p-3 hover:bg-white"
            >
              <span className="block font-semibold underline underline-offset-4">{`${circle.ownerName}'s family circle`}</span>
              <span className="block text-sm text-ink-soft">{describeCounts(circle)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
