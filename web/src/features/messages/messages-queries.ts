/**
 * React Query hooks and calls over the future-message routes (common/src/routes/messages.ts;
 * server: modules/messages), through the declared-route client. A change answers with the whole
 * message; every message query refreshes after it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GentleChoiceInput } from '@heirloom/common/contracts/gentle-mode';
import type { MessageInput } from '@heirloom/common/contracts/messages';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';
import { TRANSCRIPT_POLL_MS } from '../../lib/vault-queries';

/** The address every message query's key starts with. */
export const MESSAGES_ADDRESS = routeAddress(messageRoutes.list);
/** The health check's address: refreshed with the messages, since every change can change a health. */
const HEALTH_ADDRESS = routeAddress(messageRoutes.health);

/** The owner's messages as summaries, without letters (null when signed out: the default fetcher's 401 rule). */
export const useMessages = () => useQuery(routeQuery(messageRoutes.list));

/** One of the owner's messages, read again as often as a vault item while its transcript is being made. */
export const useMessage = (id: string | null) =>
  useQuery({
    ...routeQuery(messageRoutes.read, { params: { id: id ?? 'none' } }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.transcript?.status;
      return status === 'pending' || status === 'running' ? TRANSCRIPT_POLL_MS : false;
    },
  });

/** Refreshes every message query after a change. */
export function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        String(query.queryKey[0]).startsWith(MESSAGES_ADDRESS) || query.queryKey[0] === HEALTH_ADDRESS,
    });
}

/** The health of the owner's scheduled messages (and of delivered ones that did not arrive). */
export const useMessageHealth = () => useQuery(routeQuery(messageRoutes.health));

/** Corrects a recipient's address; a delivery refused at the old one is sent once to the new one. */
export const correctRecipientAddress = (id: string, recipientId: string, email: string) =>
  callRoute(messageRoutes.correctRecipientAddress, { params: { id, recipientId }, body: { email } });

export const saveMessage = (input: MessageInput, id?: string) =>
  id
    ? callRoute(messageRoutes.change, { params: { id }, body: input })
    : callRoute(messageRoutes.create, { body: input });

export const postponeMessage = (id: string, days: number) =>
  callRoute(messageRoutes.postpone, { params: { id }, body: { days } });

export const cancelMessage = (id: string) => callRoute(messageRoutes.cancel, { params: { id } });

export const deleteMessage = (id: string) => callRoute(messageRoutes.delete, { params: { id } });

/** Keeps the author's wording of a message's transcript; an empty text goes back to the automatic one. */
export const correctTranscript = (id: string, text: string) =>
  callRoute(messageRoutes.correctTranscript, { params: { id }, body: { text } });

/** Queues a transcript that could not be made again. */
export const retryTranscript = (id: string) => callRoute(messageRoutes.retryTranscript, { params: { id } });

export const revokeRecipient = (id: string, recipientId: string) =>
  callRoute(messageRoutes.revokeRecipient, { params: { id, recipientId } });

/** A recipient whose link was withdrawn gets a new one by e-mail; the old link stays closed. */
export const reissueRecipient = (id: string, recipientId: string) =>
  callRoute(messageRoutes.reissueRecipient, { params: { id, recipientId } });

export const describeProtectionLink = (token: string) =>
  callRoute(messageRoutes.describeProtection, { params: { token } });

export const answerProtectionLink = (token: string, action: 'keep' | 'postpone', days?: number) =>
  callRoute(messageRoutes.answerProtection, { params: { token }, body: { action, days } });

/** Keeps a message for a recipient the family tree records as deceased: the health check stops asking. */
export const keepForRecipient = (id: string, recipientId: string) =>
  callRoute(messageRoutes.keepForRecipient, { params: { id, recipientId } });

/** Says a scheduled message is still right ("Still right?"): its schedule stays as it is. */
export const confirmStillRight = (id: string) => callRoute(messageRoutes.confirmStillRight, { params: { id } });

/** What a "Still right?" e-mail link confirms; opening it changes nothing. */
export const describeStillRightLink = (token: string) =>
  callRoute(messageRoutes.describeStillRightLink, { params: { token } });

/** Confirms the messages a "Still right?" e-mail link names, without a session. */
export const answerStillRightLink = (token: string) =>
  callRoute(messageRoutes.answerStillRightLink, { params: { token } });

/** What waits for the recipient of a gentle e-mail's link, and their pause, without a session. */
export const describeMessagesForMe = (token: string) =>
  callRoute(messageRoutes.describeMessagesForMe, { params: { token } });

/** Pauses or resumes the delivery of a released author's messages to the link's recipient, without a session. */
export const chooseMessagesPace = (token: string, body: GentleChoiceInput) =>
  callRoute(messageRoutes.chooseMessagesPace, { params: { token }, body });
