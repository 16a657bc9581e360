/**
 * Future messages over HTTP (issue 3). Owner calls need a session and touch only the owner's
 * messages; protection links and recipients' links work without one.
 *
 *   GET    /api/messages                     the owner's messages
 *   POST   /api/messages                     create (draft or scheduled)          201
 *   GET    /api/messages/:id                 one message
 *   PUT    /api/messages/:id                 change content and schedule
 *   POST   /api/messages/:id/postpone        { days }
 *   POST   /api/messages/:id/cancel
 *   DELETE /api/messages/:id
 *   POST   /api/messages/:id/recipients/:recipientId/revoke
 *   POST   /api/messages/:id/recipients/:recipientId/reissue (recipient-reissue.routes.ts)
 *   GET    /api/protection/:token            what a reminder link offers
 *   POST   /api/protection/:token            carry it out ({ days } for postpone)
 *   GET    /api/shared/:token                a delivered message, for its recipient
 *   GET    /api/shared/:token/media          its recording (range requests; ?download=1 to save; ?rendition=1
 *                                            the copy phones play)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { fileResponses, noContentSchema } from '@heirloom/common/contracts/api';
import {
  deliveredMessageSchema,
  linkTokenParamsSchema,
  mediaFileQuerySchema,
  messageInputSchema,
  messageParamsSchema,
  messageListSchema,
  messageSchema,
  postponeSchema,
  protectionLinkSchema,
  protectionResponseSchema,
  protectionResultSchema,
  PHONE_COPY_NOT_READY,
  recipientParamsSchema,
} from '@heirloom/common/contracts/messages';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { sendMedia } from '../../plugins/media-response';
import { mediaSourceOf } from '../../storage/media-source';
import { withOpenedLetter } from './messages.letters';
import { listMessageSummariesJson } from './message-list.repository';
import { fileNameOf, presentDelivery, presentMessage } from './messages.presenter';
import { listEmailProblems, listListedRecipients, listMedia } from './messages.repository';
import {
  cancelMessage,
  changeMessage,
  createMessage,
  describeProtectionLink,
  MESSAGE_ERRORS,
  openDelivery,
  postponeMessage,
  readMessage,
  removeMessage,
  respondToProtectionLink,
  revokeRecipientLink,
  type MessagesDependencies,
} from './messages.service';
import { registerRecipientReissueRoute } from './recipient-reissue.routes';

const idParams = messageParamsSchema;
const tokenParams = linkTokenParamsSchema;
/** The message after the change, as its owner sees it. */
const changedMessage = messageSchema.describe('The message after the change');

export async function registerMessageRoutes(app: FastifyInstance, deps: MessagesDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** One message as `userId` may read it (message.policy), whole, with its recipients, media and unsent e-mails. */
  const presentOne = async (userId: string, messageId: string) => {
    const message = await readMessage(deps, userId, messageId);
    const [recipients, [media], problems] = await Promise.all([
      listListedRecipients(deps.db, [message.id]),
      listMedia(deps.db, message.media_id ? [message.media_id] : []),
      listEmailProblems(deps.db, [message.id]),
    ]);
    return presentMessage(await withOpenedLetter(deps.keyring, message), { recipients, media, problems });
  };

  // The database writes this answer's JSON (message-list.repository.ts): a JSON string is sent as
  // it is, so the schema documents the answer and the route tests hold the text to it.
  app.get(
    '/api/messages',
    {
      config: { access: 'session' },
      schema: {
        summary: 'List your messages',
        response: { 200: messageListSchema.describe('Your messages, drafts included') },
      },
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await listMessageSummariesJson(deps.db, deps.dialect, requireUser(request).id)),
  );

  api.post(
    '/api/messages',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Create a message (draft or scheduled)',
        body: messageInputSchema,
        response: { 201: messageSchema.describe('The new message') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const id = await createMessage(deps, user.id, request.body);
      return reply.code(201).send(await presentOne(user.id, id));
    },
  );

  api.get(
    '/api/messages/:id',
    {
      config: { access: 'message' },
      schema: {
        summary: 'One of your messages',
        params: idParams,
        response: { 200: messageSchema.describe('The message') },
      },
    },
    async (request) => presentOne(requireUser(request).id, request.params.id),
  );

  api.put(
    '/api/messages/:id',
    {
      config: { access: 'message' },
      schema: {
        summary: "Change a message's content and schedule",
        params: idParams,
        body: messageInputSchema,
        response: { 200: changedMessage },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await changeMessage(deps, user.id, request.params.id, request.body);
      return presentOne(user.id, request.params.id);
    },
  );

  api.post(
    '/api/messages/:id/postpone',
    {
      config: { access: 'message' },
      schema: {
        summary: 'Postpone a scheduled message by some days (7 without a body)',
        params: idParams,
        body: postponeSchema.optional(),
        response: { 200: changedMessage },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await postponeMessage(deps, user.id, request.params.id, request.body?.days ?? 7);
      return presentOne(user.id, request.params.id);
    },
  );

  api.post(
    '/api/messages/:id/cancel',
    {
      config: { access: 'message' },
      schema: { summary: 'Cancel a scheduled message', params: idParams, response: { 200: changedMessage } },
    },
    async (request) => {
      const user = requireUser(request);
      await cancelMessage(deps, user.id, request.params.id);
      return presentOne(user.id, request.params.id);
    },
  );

  api.delete(
    '/api/messages/:id',
    {
      config: { access: 'message' },
      schema: {
        summary: 'Delete a message',
        params: idParams,
        response: { 204: noContentSchema.describe('Deleted') },
      },
    },
    async (request, reply) => {
      await removeMessage(deps, requireUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/messages/:id/recipients/:recipientId/revoke',
    {
      config: { access: 'message' },
      schema: {
        summary: "Revoke one recipient's link",
        params: recipientParamsSchema,
        response: { 200: changedMessage },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await revokeRecipientLink(deps, user.id, request.params.id, request.params.recipientId);
      return presentOne(user.id, request.params.id);
    },
  );
  await registerRecipientReissueRoute(app, deps, presentOne);

  api.get(
    '/api/protection/:token',
    {
      config: { access: 'protection-link' },
      schema: {
        summary: 'What a delivery-protection link offers (no session needed)',
        params: tokenParams,
        response: { 200: protectionLinkSchema.describe('The action and the message it is about') },
      },
    },
    async (request) => {
      const { claims, message } = await describeProtectionLink(deps, request.params.token);
      return {
        action: claims.action,
        messageId: message.id,
        title: message.title,
        deliverAt: message.deliver_at ?? '',
        timeZone: message.time_zone,
        status: message.status,
      };
    },
  );

  api.post(
    '/api/protection/:token',
    {
      config: { access: 'protection-link' },
      schema: {
        summary: "Carry out a delivery-protection link's action (no session needed)",
        params: tokenParams,
        body: protectionResponseSchema,
        response: { 200: protectionResultSchema.describe('Saved; the delivery time that now holds') },
      },
    },
    async (request) => {
      await respondToProtectionLink(deps, request.params.token, request.body.action, request.body.days ?? 7);
      const { message } = await describeProtectionLink(deps, request.params.token).catch(() => ({
        message: undefined,
      }));
      return { message: 'Thank you. Your plan is saved.', deliverAt: message?.deliver_at ?? null };
    },
  );

  api.get(
    '/api/shared/:token',
    {
      config: { access: 'recipient-link' },
      schema: {
        summary: 'A delivered message, for its recipient (the link is the key)',
        params: tokenParams,
        response: { 200: deliveredMessageSchema.describe('The delivered message') },
      },
    },
    async (request, reply) => {
      const delivery = await openDelivery(deps, request.params.token, 'message.delivery.read');
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      return presentDelivery(delivery, request.params.token);
    },
  );

  api.get(
    '/api/shared/:token/media',
    {
      config: { access: 'recipient-link' },
      schema: {
        summary: "A delivered message's recording (range requests supported)",
        params: tokenParams,
        querystring: mediaFileQuerySchema,
        produces: ['audio/*', 'video/*'],
        response: fileResponses('The whole recording'),
      },
    },
    async (request, reply) => {
      const delivery = await openDelivery(deps, request.params.token, 'message.media.read');
      const { media, message, link } = delivery;
      if (!media) throw new AppError('not_found', MESSAGE_ERRORS.deliveryNotFound);
      const variant = request.query.rendition ? 'rendition' : 'original';
      if (variant === 'rendition' && media.rendition_bytes === null)
        throw new AppError('not_found', PHONE_COPY_NOT_READY);
      const source = await mediaSourceOf(deps, media, variant);
      return sendMedia(request, reply, {
        ...source,
        downloadName:
          request.query.download && link.allow_download === 1 ? fileNameOf(message, source.contentType) : undefined,
      });
    },
  );
}
