/** Calls of delivery on a life event (issue 11 item 4; server: modules/messages/life-events.routes.ts). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LifeEvent, LifeEventLink } from '@heirloom/common/contracts/life-events';
import { apiRequest } from '../../lib/api';

export const LIFE_EVENTS_QUERY_KEY = ['/api/life-events'] as const;

/** Life events the signed-in user may follow: their own and those of their circles' owners. */
export const useLifeEvents = () => useQuery<LifeEvent[] | null>({ queryKey: LIFE_EVENTS_QUERY_KEY });

/** The life event one message waits for (only asked when `id` is a life-event message). */
export const useLifeEvent = (id: string | null) =>
  useQuery<LifeEvent | null>({ queryKey: [`/api/life-events/${id}`], enabled: id !== null });

/** Refreshes every life-event and message query after a change. */
export function useRefreshLifeEvents() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => /^\/api\/(life-events|messages)/.test(String(query.queryKey[0])),
    });
}

export const reportLifeEvent = (id: string, happenedOn: string) =>
  apiRequest<LifeEvent>('POST', `/api/life-events/${id}/report`, { happenedOn });

export const confirmLifeEvent = (id: string) => apiRequest<LifeEvent>('POST', `/api/life-events/${id}/confirm`);

export const vetoLifeEvent = (id: string) => apiRequest<LifeEvent>('POST', `/api/messages/${id}/life-event/veto`);

export const describeLifeEventLink = (token: string) =>
  apiRequest<LifeEventLink>('GET', `/api/life-events/links/${encodeURIComponent(token)}`);

export const answerLifeEventLink = (token: string) =>
  apiRequest<{ message: string }>('POST', `/api/life-events/links/${encodeURIComponent(token)}`);

/** Reports the event from an e-mailed "report" link (a recipient or a named confirmer; no account). */
export const reportLifeEventFromLink = (token: string, happenedOn: string) =>
  apiRequest<{ message: string }>('POST', `/api/life-events/links/${encodeURIComponent(token)}/report`, {
    happenedOn,
  });
