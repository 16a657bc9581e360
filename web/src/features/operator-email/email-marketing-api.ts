/**
 * Calls of /email-marketing (common/contracts/email-marketing.ts; server: modules/email-marketing).
 * The overview is polled every 2 s while an issue is sending, so its progress moves on screen.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NewsletterIssue,
  NewsletterIssueInput,
  NewsletterIssuesOverview,
} from '@heirloom/common/contracts/email-marketing';
import { apiRequest } from '../../lib/api';

const ISSUES_URL = '/api/admin/newsletter/issues';
const OVERVIEW_KEY = [ISSUES_URL] as const;
/** How often the page asks for progress while an issue is on its way, in ms. */
const PROGRESS_POLL_MS = 2000;

/** The issues, newest first, the confirmed subscriber count and whether sending is paused. */
export function useNewsletterOverview() {
  return useQuery<NewsletterIssuesOverview | null>({
    queryKey: OVERVIEW_KEY,
    refetchInterval: (query) =>
      query.state.data?.issues.some((issue) => issue.status === 'sending') ? PROGRESS_POLL_MS : false,
  });
}

/** Saves the draft being written: a new one when `id` is null. */
export const saveDraft = (id: string | null, input: NewsletterIssueInput) =>
  id
    ? apiRequest<NewsletterIssue>('PUT', `${ISSUES_URL}/${id}`, input)
    : apiRequest<NewsletterIssue>('POST', ISSUES_URL, input);

export const sendTest = (id: string) => apiRequest<{ message: string }>('POST', `${ISSUES_URL}/${id}/test`);
export const sendIssue = (id: string) => apiRequest<NewsletterIssue>('POST', `${ISSUES_URL}/${id}/send`);
export const discardDraft = (id: string) => apiRequest<void>('DELETE', `${ISSUES_URL}/${id}`);

/** A mutation that refreshes the overview when it settles. */
export function useIssueMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY }),
  });
}
