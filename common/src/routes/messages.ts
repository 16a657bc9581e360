/**
 * The routes of future messages (server: modules/messages; access kinds message, protection-link,
 * recipient-link, still-right-link, gentle-link and legacy-grant: server/src/policies/message.policy.ts and legacy.policy.ts).
 * The author's calls need a session and touch only their own messages; a delivery-protection link
 * (e-mailed to the author) and a recipient's link (a share link of kind "message") work without one;
 * after a release, a legacy contact reads the messages the owner designated for them.
 */
import { fileBytesSchema, fileResponses, noContentSchema } from '../contracts/api';
import { legacyOwnerParamsSchema, releasedMessageParamsSchema, releasedMessageSchema } from '../contracts/legacy';
import {
  messageHealthListSchema,
  readdressSchema,
  recipientAddressSchema,
  stewardRecipientParamsSchema,
} from '../contracts/message-health';
import { stillRightLinkSchema, stillRightResultSchema } from '../contracts/still-right';
import { gentleChoiceSchema, messagesForMeSchema } from '../contracts/gentle-mode';
import { transcriptCorrectionSchema } from '../contracts/message-transcripts';
import {
  deliveredMessageSchema,
  MESSAGE_MESSAGES,
  letterPdfQuerySchema,
  linkTokenParamsSchema,
  mediaFileQuerySchema,
  messageInputSchema,
  messageListSchema,
  messageParamsSchema,
  messageSchema,
  postponeSchema,
  protectionLinkSchema,
  protectionResponseSchema,
  protectionResultSchema,
  recipientParamsSchema,
} from '../contracts/messages';
import { defineRoute } from './define-route';

/** The message after the change, as its author sees it. */
const changedMessage = messageSchema.describe('The message after the change');
const RECORDING_TYPES = ['audio/*', 'video/*'];

export const messageRoutes = {
  /** The database writes this answer's JSON (server: message-list.repository.ts). */
  list: defineRoute({
    method: 'GET',
    path: '/api/messages',
    access: 'session',
    summary: 'List your messages',
    response: { 200: messageListSchema.describe('Your messages, drafts included') },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/messages',
    access: 'session',
    references: { 'body.mediaId': { access: 'media', denied: MESSAGE_MESSAGES.mediaNotFound } },
    summary: 'Create a message (draft or scheduled)',
    body: messageInputSchema,
    response: { 201: messageSchema.describe('The new message') },
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/messages/:id',
    access: 'message',
    summary: 'One of your messages',
    params: messageParamsSchema,
    response: { 200: messageSchema.describe('The message') },
  }),
  change: defineRoute({
    method: 'PUT',
    path: '/api/messages/:id',
    access: 'message',
    references: { 'body.mediaId': { access: 'media', denied: MESSAGE_MESSAGES.mediaNotFound } },
    summary: "Change a message's content and schedule",
    params: messageParamsSchema,
    body: messageInputSchema,
    response: { 200: changedMessage },
  }),
  postpone: defineRoute({
    method: 'POST',
    path: '/api/messages/:id/postpone',
    access: 'message',
    summary: 'Postpone a scheduled message by some days (7 without a body)',
    params: messageParamsSchema,
    body: postponeSchema.optional(),
    response: { 200: changedMessage },
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/messages/:id/cancel',
    access: 'message',
    summary: 'Cancel a scheduled message',
    params: messageParamsSchema,
    response: { 200: changedMessage },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/messages/:id',
    access: 'message',
    summary: 'Delete a message',
    params: messageParamsSchema,
    response: { 204: noContentSchema.describe('Deleted') },
  }),
  revokeRecipient: defineRoute({
    method: 'POST',
    path: '/api/messages/:id/recipients/:recipientId/revoke',
    access: 'message',
    summary: "Revoke one recipient's link",
    params: recipientParamsSchema,
    response: { 200: changedMessage },
  }),
  correctTranscript: defineRoute({
    method: 'PUT',
    path: '/api/messages/:id/transcript',
    access: 'message',
    summary:
      "Correct the words of a voice or video message's transcript (an empty text gives the correction up); recipients then read your words",
    params: messageParamsSchema,
    body: transcriptCorrectionSchema,
    response: { 200: changedMessage },
  }),
  retryTranscript: defineRoute({
    method: 'POST',
    path: '/api/messages/:id/transcript/retry',
    access: 'message',
    summary: "Try a message's transcript again after it could not be made (409 while it is being made)",
    params: messageParamsSchema,
    response: { 200: changedMessage },
  }),
  reissueRecipient: defineRoute({
    method: 'POST',
    path: '/api/messages/:id/recipients/:recipientId/reissue',
    access: 'message',
    summary: 'Issue a new link to a recipient whose link was withdrawn, and e-mail it to them',
    params: recipientParamsSchema,
    response: { 200: changedMessage },
  }),
  health: defineRoute({
    method: 'GET',
    path: '/api/message-health',
    access: 'session',
    summary:
      'The health of your scheduled messages (and of delivered ones that did not arrive), with reasons and fixes',
    response: { 200: messageHealthListSchema.describe('Healthy, needs a look or at risk, per message') },
  }),
  correctRecipientAddress: defineRoute({
    method: 'PUT',
    path: '/api/messages/:id/recipients/:recipientId/email',
    access: 'message',
    summary:
      "Correct a recipient's address without re-deciding the delivery; a delivery refused at the old address is sent once to the new one",
    params: recipientParamsSchema,
    body: recipientAddressSchema,
    response: { 200: changedMessage },
  }),
  keepForRecipient: defineRoute({
    method: 'POST',
    path: '/api/messages/:id/recipients/:recipientId/keep',
    access: 'message',
    summary: 'Keep a message for a recipient your family tree records as deceased (the health check stops asking)',
    params: recipientParamsSchema,
    response: { 200: changedMessage },
  }),
  confirmStillRight: defineRoute({
    method: 'POST',
    path: '/api/messages/:id/still-right',
    access: 'message',
    summary: 'Confirm that a scheduled message is still right (its delivery and schedule stay as they are)',
    params: messageParamsSchema,
    response: { 200: changedMessage },
  }),
  confirmAllStillRight: defineRoute({
    method: 'POST',
    path: '/api/message-health/still-right',
    access: 'session',
    summary: 'Confirm that all your messages still to be delivered are still right',
    response: { 200: stillRightResultSchema.describe('Confirmed; how many messages') },
  }),
  describeStillRightLink: defineRoute({
    method: 'GET',
    path: '/api/still-right/:token',
    access: 'still-right-link',
    summary: 'What a "Still right?" e-mail link confirms (no session needed; opening it changes nothing)',
    params: linkTokenParamsSchema,
    response: { 200: stillRightLinkSchema.describe('All the messages of the e-mail, or one') },
  }),
  answerStillRightLink: defineRoute({
    method: 'POST',
    path: '/api/still-right/:token',
    access: 'still-right-link',
    summary: 'Confirm the messages a "Still right?" e-mail link names (no session needed; twice is harmless)',
    params: linkTokenParamsSchema,
    response: { 200: stillRightResultSchema.describe('Confirmed; how many messages') },
  }),
  describeMessagesForMe: defineRoute({
    method: 'GET',
    path: '/api/messages-for-me/:token',
    access: 'gentle-link',
    summary:
      "How many of a released author's messages wait for the link's recipient, and their pause (no session needed)",
    params: linkTokenParamsSchema,
    response: { 200: messagesForMeSchema.describe('What waits, and the current pause') },
  }),
  chooseMessagesPace: defineRoute({
    method: 'POST',
    path: '/api/messages-for-me/:token',
    access: 'gentle-link',
    summary:
      "Pause the delivery of a released author's messages to the link's recipient, or resume it (no session needed)",
    params: linkTokenParamsSchema,
    body: gentleChoiceSchema,
    response: { 200: messagesForMeSchema.describe('What waits, the pause as chosen, and a sentence') },
  }),
  describeProtection: defineRoute({
    method: 'GET',
    path: '/api/protection/:token',
    access: 'protection-link',
    summary: 'What a delivery-protection link offers (no session needed)',
    params: linkTokenParamsSchema,
    response: { 200: protectionLinkSchema.describe('The action and the message it is about') },
  }),
  answerProtection: defineRoute({
    method: 'POST',
    path: '/api/protection/:token',
    access: 'protection-link',
    summary: "Carry out a delivery-protection link's action (no session needed)",
    params: linkTokenParamsSchema,
    body: protectionResponseSchema,
    response: { 200: protectionResultSchema.describe('Saved; the delivery time that now holds') },
  }),
  delivered: defineRoute({
    method: 'GET',
    path: '/api/shared/:token',
    access: 'recipient-link',
    summary: 'A delivered message, for its recipient (the link is the key)',
    params: linkTokenParamsSchema,
    response: { 200: deliveredMessageSchema.describe('The delivered message') },
  }),
  deliveredMedia: defineRoute({
    method: 'GET',
    path: '/api/shared/:token/media',
    access: 'recipient-link',
    summary: "A delivered message's recording (range requests supported)",
    params: linkTokenParamsSchema,
    query: mediaFileQuerySchema,
    produces: RECORDING_TYPES,
    response: fileResponses('The whole recording'),
  }),
  deliveredLetterPdf: defineRoute({
    method: 'GET',
    path: '/api/shared/:token/letter.pdf',
    access: 'recipient-link',
    summary: "A delivered message's letter as a PDF to keep or print (404 when the message has no letter)",
    params: linkTokenParamsSchema,
    query: letterPdfQuerySchema,
    produces: ['application/pdf'],
    response: { 200: fileBytesSchema.describe('"{title} – {YYYY-MM-DD}.pdf" (common/src/utils/message-file-name.ts)') },
  }),
  deliveredArchive: defineRoute({
    method: 'GET',
    path: '/api/shared/:token/everything.zip',
    access: 'recipient-link',
    summary:
      "Save everything: one ZIP of a delivered message's original recording, its transcript, its letter as a PDF and a README (403 when the link allows no downloads)",
    params: linkTokenParamsSchema,
    query: letterPdfQuerySchema,
    produces: ['application/zip'],
    response: { 200: fileBytesSchema.describe('"{title} – {YYYY-MM-DD}.zip" (common/src/utils/message-file-name.ts)') },
  }),
  released: defineRoute({
    method: 'GET',
    path: '/api/legacy/owners/:ownerId/messages/:messageId',
    access: 'legacy-grant',
    summary: 'A message the owner left for their legacy contacts, after the release',
    params: releasedMessageParamsSchema,
    response: { 200: releasedMessageSchema.describe('The message, its letter and where its recording plays') },
  }),
  stewardHealth: defineRoute({
    method: 'GET',
    path: '/api/legacy/owners/:ownerId/message-health',
    access: 'legacy-contact',
    summary:
      "After the owner's legacy was released: their messages still waiting whose recipient needs a decision (a death, a refused address); none before",
    params: legacyOwnerParamsSchema,
    response: { 200: messageHealthListSchema.describe('The messages to decide about, with their reasons') },
  }),
  stewardKeep: defineRoute({
    method: 'POST',
    path: '/api/legacy/owners/:ownerId/messages/:messageId/recipients/:recipientId/keep',
    access: 'legacy-contact',
    summary:
      'After the release: keep a message waiting for a recipient the family tree records as deceased (audited; 409 before the release)',
    params: stewardRecipientParamsSchema,
    response: { 200: messageHealthListSchema.describe('The messages still to decide about') },
  }),
  stewardReaddress: defineRoute({
    method: 'PUT',
    path: '/api/legacy/owners/:ownerId/messages/:messageId/recipients/:recipientId',
    access: 'legacy-contact',
    summary:
      "After the release: send a waiting message to someone else in a recipient's place — their child, say — on the same schedule (audited; 409 before the release)",
    params: stewardRecipientParamsSchema,
    body: readdressSchema,
    response: { 200: messageHealthListSchema.describe('The messages still to decide about') },
  }),
  stewardCancel: defineRoute({
    method: 'POST',
    path: '/api/legacy/owners/:ownerId/messages/:messageId/cancel',
    access: 'legacy-contact',
    summary: 'After the release: cancel a waiting message (audited; 409 before the release)',
    params: releasedMessageParamsSchema,
    response: { 200: messageHealthListSchema.describe('The messages still to decide about') },
  }),
  releasedMedia: defineRoute({
    method: 'GET',
    path: '/api/legacy/owners/:ownerId/messages/:messageId/media',
    access: 'legacy-grant',
    summary: "A released message's recording, for the legacy contact it was left to (range requests supported)",
    params: releasedMessageParamsSchema,
    query: mediaFileQuerySchema,
    produces: RECORDING_TYPES,
    response: fileResponses('The whole recording'),
  }),
};
