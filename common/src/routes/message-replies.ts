/**
 * The routes of replies to delivered messages (server: modules/messages, message-replies.routes.ts;
 * docs/product/messages-and-delivery.md "Replies"). A recipient's routes work by their private
 * link (access kind recipient-link: server/src/policies/message.policy.ts); the author reads the
 * replies to their own messages (session, message); after the release, a legacy contact reads the
 * replies kept for the family (legacy-grant: legacy.policy.ts).
 */
import { fileResponses, noContentSchema } from '../contracts/api';
import { legacyOwnerParamsSchema } from '../contracts/legacy';
import {
  authorReplyParamsSchema,
  familyReplyParamsSchema,
  messageReplySchema,
  replyLetterInputSchema,
  sentReplyParamsSchema,
  sentReplySchema,
} from '../contracts/message-replies';
import { linkTokenParamsSchema } from '../contracts/messages';
import { defineRoute } from './define-route';

const RECORDING_TYPES = ['audio/*', 'video/*'];

export const messageReplyRoutes = {
  sent: defineRoute({
    method: 'GET',
    path: '/api/shared/:token/replies',
    access: 'recipient-link',
    summary: 'The replies sent from this recipient’s link, newest first, and whether each may still be withdrawn',
    params: linkTokenParamsSchema,
    response: { 200: sentReplySchema.array().describe('The replies sent from this link') },
  }),
  replyWithLetter: defineRoute({
    method: 'POST',
    path: '/api/shared/:token/replies/letter',
    access: 'recipient-link',
    summary: 'Answer a delivered message with a short letter (no account needed)',
    params: linkTokenParamsSchema,
    body: replyLetterInputSchema,
    response: { 201: sentReplySchema.describe('The reply as sent') },
  }),
  replyWithVoice: defineRoute({
    method: 'POST',
    path: '/api/shared/:token/replies/voice',
    access: 'recipient-link',
    summary: 'Answer a delivered message with a voice note (multipart/form-data, one file; no account needed)',
    description: 'The body is multipart/form-data with one audio file part, streamed to storage and encrypted.',
    params: linkTokenParamsSchema,
    consumes: ['multipart/form-data'],
    response: { 201: sentReplySchema.describe('The reply as sent') },
  }),
  withdraw: defineRoute({
    method: 'DELETE',
    path: '/api/shared/:token/replies/:replyId',
    access: 'recipient-link',
    summary: 'Withdraw a reply sent from this link, within 24 hours of sending it (409 after)',
    params: sentReplyParamsSchema,
    response: { 204: noContentSchema.describe('Withdrawn: the reply, its recording and its unsent e-mails are gone') },
  }),
  received: defineRoute({
    method: 'GET',
    path: '/api/message-replies',
    access: 'session',
    summary: 'The replies recipients sent to your messages, newest first',
    response: { 200: messageReplySchema.array().describe('Replies to your messages') },
  }),
  receivedMedia: defineRoute({
    method: 'GET',
    path: '/api/messages/:id/replies/:replyId/media',
    access: 'message',
    summary:
      'A voice reply to one of your messages: the copy phones play once made, else the original (range requests supported)',
    params: authorReplyParamsSchema,
    produces: RECORDING_TYPES,
    response: fileResponses('The whole voice note'),
  }),
  family: defineRoute({
    method: 'GET',
    path: '/api/legacy/owners/:ownerId/replies',
    access: 'legacy-grant',
    summary: 'Replies to the owner’s messages that arrived after the release, kept for the family',
    params: legacyOwnerParamsSchema,
    response: { 200: messageReplySchema.array().describe('Replies kept for the family, newest first') },
  }),
  familyMedia: defineRoute({
    method: 'GET',
    path: '/api/legacy/owners/:ownerId/replies/:replyId/media',
    access: 'legacy-grant',
    summary: 'A voice reply kept for the family, for a legacy contact after the release (range requests supported)',
    params: familyReplyParamsSchema,
    produces: RECORDING_TYPES,
    response: fileResponses('The whole voice note'),
  }),
};
