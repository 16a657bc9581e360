/**
 * React Query hooks and calls over delivery on a life event (routes:
 * common/src/routes/life-events.ts; server: modules/life-events/life-events.routes.ts), through the
 * declared-route client. A change refreshes every life-event and message query.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lifeEventRoutes } from '@heirloom/common/routes/life-events';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';
import { MESSAGES_ADDRESS } from './messages-queries';

const LIFE_EVENTS_ADDRESS = routeAddress(lifeEventRoutes.list);

/** Life events the signed-in user may follow: their own and those of their circles' owners. */
export const useLifeEvents = () => useQuery(routeQuery(lifeEventRoutes.list));

/** The life event one message waits for (only asked when `id` is a life-event message). */
export const useLifeEvent = (id: string | null) =>
  useQuery({ ...routeQuery(lifeEventRoutes.read, { params: { id: id ?? 'none' } }), enabled: id !== null });

/** Refreshes every life-event and message query after a change. */
export function useRefreshLifeEvents() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        [LIFE_EVENTS_ADDRESS, MESSAGES_ADDRESS].some((address) => String(query.queryKey[0]).startsWith(address)),
    });
}

export const reportLifeEvent = (id: string, happenedOn: string) =>
  callRoute(lifeEventRoutes.report, { params: { id }, body: { happenedOn } });

export const confirmLifeEvent = (id: string) => callRoute(lifeEventRoutes.confirm, { params: { id } });

export const vetoLifeEvent = (id: string) => callRoute(lifeEventRoutes.veto, { params: { id } });

export const describeLifeEventLink = (token: string) => callRoute(lifeEventRoutes.describeLink, { params: { token } });

export const answerLifeEventLink = (token: string) => callRoute(lifeEventRoutes.answerLink, { params: { token } });

/** Reports the event from an e-mailed "report" link (a recipient or a named confirmer; no account). */
export const reportLifeEventFromLink = (token: string, happenedOn: string) =>
  callRoute(lifeEventRoutes.reportFromLink, { params: { token }, body: { happenedOn } });
