/**
 * Calls of /landing-optimization (common/src/routes/site-analytics.ts; server: modules/site-analytics),
 * through the declared-route client. A running test is re-read every 30 s so its counts move while
 * the page is open.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteAnalyticsRoutes } from '@heirloom/common/routes/site-analytics';
import { callRoute, routeQuery } from '../../lib/api-client';

const TESTS_QUERY = routeQuery(siteAnalyticsRoutes.headlineTests);
/** How often a running test's counts are re-read, in ms. */
const RUNNING_POLL_MS = 30_000;

/** The current headline and every test, newest first. */
export function useHeadlineTests() {
  return useQuery({
    ...TESTS_QUERY,
    refetchInterval: (query) =>
      query.state.data?.tests.some((test) => test.status === 'running') ? RUNNING_POLL_MS : false,
  });
}

export const startTest = (variantB: string) => callRoute(siteAnalyticsRoutes.startHeadlineTest, { body: { variantB } });
export const stopTest = (id: string) => callRoute(siteAnalyticsRoutes.stopHeadlineTest, { params: { id } });
export const adoptWinner = (id: string) => callRoute(siteAnalyticsRoutes.adoptHeadlineWinner, { params: { id } });

/** Refreshes the tests after a change. */
export function useRefreshTests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TESTS_QUERY.queryKey });
}

/** Starting a test; the list is refreshed when it settles. */
export function useStartTest() {
  const refresh = useRefreshTests();
  return useMutation({ mutationFn: startTest, onSettled: refresh });
}
