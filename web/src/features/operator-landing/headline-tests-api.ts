/**
 * Calls of /landing-optimization (common/contracts/site-analytics.ts; server: modules/site-analytics).
 * A running test is re-read every 30 s so its counts move while the page is open.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeadlineTest, HeadlineTests } from '@heirloom/common/contracts/site-analytics';
import { apiRequest } from '../../lib/api';

const TESTS_URL = '/api/admin/headline-tests';
const TESTS_KEY = [TESTS_URL] as const;
/** How often a running test's counts are re-read, in ms. */
const RUNNING_POLL_MS = 30_000;

/** The current headline and every test, newest first. */
export function useHeadlineTests() {
  return useQuery<HeadlineTests | null>({
    queryKey: TESTS_KEY,
    refetchInterval: (query) =>
      query.state.data?.tests.some((test) => test.status === 'running') ? RUNNING_POLL_MS : false,
  });
}

export const startTest = (variantB: string) => apiRequest<HeadlineTest>('POST', TESTS_URL, { variantB });
export const stopTest = (id: string) => apiRequest<HeadlineTest>('POST', `${TESTS_URL}/${id}/stop`);
export const adoptWinner = (id: string) => apiRequest<HeadlineTest>('POST', `${TESTS_URL}/${id}/adopt-winner`);

/** Refreshes the tests after a change. */
export function useRefreshTests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TESTS_KEY });
}

/** Starting a test; the list is refreshed when it settles. */
export function useStartTest() {
  const refresh = useRefreshTests();
  return useMutation({ mutationFn: startTest, onSettled: refresh });
}
