/** Calls of the future-messages feature (server: modules/messages/messages.routes.ts). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message, MessageInput, MessageSummary, ProtectionLink } from '@heirloom/common/contracts/messages';
import { apiRequest } from '../../lib/api';

export const MESSAGES_QUERY_KEY = ['/api/messages'] as const;

/** The owner's messages as summaries, without letters (null when signed out: the default fetcher's 401 rule). */
export function useMessages() {
  return useQuery<MessageSummary[] | null>({ queryKey: MESSAGES_QUERY_KEY });
}

/** One of the owner's messages. */
export function useMessage(id: string | null) {
  return useQuery<Message | null>({ queryKey: [`/api/messages/${id}`], enabled: id !== null });
}

/** Refreshes every message query after a change. */
export function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/messages') });
}

export const saveMessage = (input: MessageInput, id?: string) =>
  id ? apiRequest<Message>('PUT', `/api/messages/${id}`, input) : apiRequest<Message>('POST', '/api/messages', input);

export const postponeMessage = (id: string, days: number) =>
  apiRequest<Message>('POST', `/api/messages/${id}/postpone`, { days });

export const cancelMessage = (id: string) => apiRequest<Message>('POST', `/api/messages/${id}/cancel`);

export const deleteMessage = (id: string) => apiRequest<null>('DELETE', `/api/messages/${id}`);

export const revokeRecipient = (id: string, recipientId: string) =>
  apiRequest<Message>('POST', `/api/messages/${id}/recipients/${recipientId}/revoke`);

/** A recipient whose link was withdrawn gets a new one by e-mail; the old link stays closed (issue 15 item 5). */
export const reissueRecipient = (id: string, recipientId: string) =>
  apiRequest<Message>('POST', `/api/messages/${id}/recipients/${recipientId}/reissue`);

export const describeProtectionLink = (token: string) =>
  apiRequest<ProtectionLink>('GET', `/api/protection/${encodeURIComponent(token)}`);

export const answerProtectionLink = (token: string, action: 'keep' | 'postpone', days?: number) =>
  apiRequest<{ message: string; deliverAt: string | null }>('POST', `/api/protection/${encodeURIComponent(token)}`, {
    action,
    days,
  });
