/** The dashboard's time capsules: the next ones to open, each with its countdown. */
import { Hourglass } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { timeCapsuleRoutes } from '@heirloom/common/routes/time-capsules';
import { routeQuery } from '../../lib/api-client';
import { formatCountdown } from '../../lib/capsule-countdown';

/** How many capsules the dashboard lists. */
const SHOWN = 3;

export function CapsulesSummary() {
  const capsules = useQuery(routeQuery(timeCapsuleRoutes.list));
  if (capsules.isPending) return null;
  const waiting = (capsules.data ?? []).filter((capsule) => capsule.status !== 'opened').slice(0, SHOWN);
  return (
    <section className="mb-8 rounded-2xl bg-accent-soft/60 p-4 text-ink" data-testid="capsules-summary">
      <h2 className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <Hourglass className="size-5 text-accent" aria-hidden /> Time capsules
      </h2>
      {waiting.length === 0 ? (
        <p className="mb-2">No time capsule is waiting to open.</p>
      ) : (
        <ul className="mb-2 grid gap-1">
          {waiting.map((capsule) => (
            <li key={capsule.id} className="flex flex-wrap justify-between gap-x-4">
              <Link to={`/time-capsules?capsule=${capsule.id}`} className="font-semibold underline underline-offset-4">
                {capsule.title}
              </Link>
              <span>{formatCountdown(capsule.opensAt, new Date())}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/time-capsules" className="font-semibold text-accent underline">
        See your time capsules
      </Link>
    </section>
  );
}
