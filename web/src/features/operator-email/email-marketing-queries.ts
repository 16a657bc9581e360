/**
 * Calls of /email-marketing (common/src/routes/email-marketing.ts; server: modules/email-marketing),
 * through the declared-route client. The overview is polled every 2 s while an issue is sending, so
 * its progress moves on screen.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsletterIssueInput } from '@heirloom/common/contracts/email-marketing';
import { emailMarketingRoutes } from '@heirloom/common/routes/email-marketing';
import { callRoute, routeQuery } from '../../lib/api-client';

const OVERVIEW_QUERY = routeQuery(emailMarketingRoutes.issues);
/** How often the page asks for progress while an issue is on its way, in ms. */
const PROGRESS_POLL_MS = 2000;

/** The issues, newest first, the confirmed subscriber count and whether sending is paused. */
export function useNewsletterOverview() {
  return useQuery({
    ...OVERVIEW_QUERY,
    refetchInterval: (query) =>
      query.state.data?.issues.some((issue) => issue.status === 'sending') ? PROGRESS_POLL_MS : false,
  });
}

/** Saves the draft being written: a new one when `id` is null. */
export const saveDraft = (id: string | null, input: NewsletterIssueInput) =>
  id
    ? callRoute(emailMarketingRoutes.updateDraft, { params: { id }, body: input })
    : callRoute(emailMarketingRoutes.createDraft, { body: input });

export const sendTest = (id: string) => callRoute(emailMarketingRoutes.sendTest, { params: { id } });
export const sendIssue = (id: string) => callRoute(emailMarketingRoutes.send, { params: { id } });
export const discardDraft = (id: string) => callRoute(emailMarketingRoutes.discardDraft, { params: { id } });

/** A mutation that refreshes the overview when it settles. */
export function useIssueMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OVERVIEW_QUERY.queryKey }),
  });
}
