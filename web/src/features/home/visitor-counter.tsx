/**
 * The live visitor counter of the home page
 * (docs/product/marketing-and-figures.md "Visitor counter": appears after 2 s,
 * "people viewing this page", the real number, never a random one). The tab says it is here every
 * 15 s and the server answers how many tabs did so in the last 45 s. It sits in the page's flow, in
 * a space kept for it, so it covers nothing and moves nothing when it appears (floating at the
 * bottom, it hid the hero's Sign In button and card text on phones).
 */
import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PRESENCE_HEARTBEAT_MS, VISITOR_COUNTER_DELAY_MS } from '@heirloom/common/domain/constants';

/** A random id for this tab, not linked to anyone. */
function tabVisitorId(): string {
  const existing = sessionStorage.getItem('heirloom-visitor');
  if (existing) return existing;
  const created = crypto.randomUUID();
  sessionStorage.setItem('heirloom-visitor', created);
  return created;
}

export function VisitorCounter() {
  const { pathname } = useLocation();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let isActive = true;
    const heartbeat = async () => {
      try {
        // The declaration (and zod with it) is loaded here, out of the home page's first download.
        const [{ callRoute }, { presenceRoutes }] = await Promise.all([
          import('../../lib/api-client'),
          import('@heirloom/common/routes/presence'),
        ]);
        const answer = await callRoute(presenceRoutes.heartbeat, {
          body: { visitorId: tabVisitorId(), path: pathname },
        });
        if (isActive) setCount(answer.count);
      } catch {
        // The counter is a nicety: if the server cannot answer, it simply stays hidden.
      }
      if (isActive) timer = setTimeout(() => void heartbeat(), PRESENCE_HEARTBEAT_MS);
    };
    timer = setTimeout(() => void heartbeat(), VISITOR_COUNTER_DELAY_MS);
    return () => {
      isActive = false;
      clearTimeout(timer);
    };
  }, [pathname]);
  return (
    <div className="mt-4 h-9">
      {count !== null && (
        <p
          data-testid="visitor-counter"
          className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm text-ink shadow-sm"
        >
          <Users className="size-4 text-sage" aria-hidden />
          {count} {count === 1 ? 'person' : 'people'} viewing this page
        </p>
      )}
    </div>
  );
}
