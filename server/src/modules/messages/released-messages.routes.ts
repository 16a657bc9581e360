/**
 * Messages designated for legacy contacts, over HTTP (issue 11 item 3; access `legacy-grant`):
 *   GET /api/legacy/owners/:ownerId/messages/:messageId         the message, its letter opened
 *   GET /api/legacy/owners/:ownerId/messages/:messageId/media   its recording (range requests;
 *                                                               ?download=1 to save; ?rendition=1 the phone copy)
 * Both answer 404 before the release and for any message the owner did not designate.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { fileResponses } from '@heirloom/common/contracts/api';
import { releasedMessageParamsSchema, releasedMessageSchema } from '@heirloom/common/contracts/legacy';
import { mediaFileQuerySchema, PHONE_COPY_NOT_READY } from '@heirloom/common/contracts/messages';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { sendMedia } from '../../plugins/media-response';
import { mediaSourceOf } from '../../storage/media-source';
import { fileNameOf, presentReleasedMessage } from './messages.presenter';
import type { MessagesDependencies } from './messages.service';
import { readReleasedMessage, RELEASED_MESSAGE_NOT_FOUND } from './released-messages.service';

/** Registers the legacy contacts' routes to the messages designated for them. */
export async function registerReleasedMessageRoutes(app: FastifyInstance, deps: MessagesDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const path = '/api/legacy/owners/:ownerId/messages/:messageId';

  api.get(
    path,
    {
      config: { access: 'legacy-grant' },
      schema: {
        summary: 'A message the owner left for their legacy contacts, after the release',
        params: releasedMessageParamsSchema,
        response: { 200: releasedMessageSchema.describe('The message, its letter and where its recording plays') },
      },
    },
    async (request, reply) => {
      const { ownerId, messageId } = request.params;
      const released = await readReleasedMessage(
        deps,
        requireUser(request).id,
        ownerId,
        messageId,
        'message.delivery.read',
      );
      reply.header('cache-control', 'no-store');
      return presentReleasedMessage(
        released,
        `/api/legacy/owners/${encodeURIComponent(ownerId)}/messages/${encodeURIComponent(messageId)}/media`,
      );
    },
  );

  api.get(
    `${path}/media`,
    {
      config: { access: 'legacy-grant' },
      schema: {
        summary: "A released message's recording, for the legacy contact it was left to (range requests supported)",
        params: releasedMessageParamsSchema,
        querystring: mediaFileQuerySchema,
        produces: ['audio/*', 'video/*'],
        response: fileResponses('The whole recording'),
      },
    },
    async (request, reply) => {
      const { ownerId, messageId } = request.params;
      const { message, media } = await readReleasedMessage(
        deps,
        requireUser(request).id,
        ownerId,
        messageId,
        'message.media.read',
      );
      if (!media) throw new AppError('not_found', RELEASED_MESSAGE_NOT_FOUND);
      const variant = request.query.rendition ? 'rendition' : 'original';
      if (variant === 'rendition' && media.rendition_bytes === null)
        throw new AppError('not_found', PHONE_COPY_NOT_READY);
      const source = await mediaSourceOf(deps, media, variant);
      return sendMedia(request, reply, {
        ...source,
        downloadName: request.query.download ? fileNameOf(message, source.contentType) : undefined,
      });
    },
  );
}
