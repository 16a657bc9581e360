/**
 * Messages designated for legacy contacts, over HTTP, implementing the routes
 * `released` and `releasedMedia` declared in common/src/routes/messages.ts: the message, its letter
 * opened, and its recording (range requests; ?download=1 to save; ?rendition=1 the phone copy).
 * The legacy-grant gate hands each what the owner's release granted the caller (404 before the
 * release); a message the owner did not designate for them answers 404 too.
 */
import type { FastifyInstance } from 'fastify';
import { messageRoutes as routes } from '@heirloom/common/routes/messages';
import { routePath } from '@heirloom/common/routes/define-route';
import { AppError } from '../../lib/app-error';
import { implementRoute } from '../../plugins/declared-routes';
import { presentReleasedMessage } from './messages.presenter';
import { sendMessageMedia } from './message-media-response';
import type { MessagesDependencies } from './messages.dependencies';
import { readReleasedMessage, RELEASED_MESSAGE_NOT_FOUND } from './released-messages.service';

/** Registers the legacy contacts' routes to the messages designated for them. */
export async function registerReleasedMessageRoutes(app: FastifyInstance, deps: MessagesDependencies): Promise<void> {
  implementRoute(app, routes.released, async (request, reply, release) => {
    const released = await readReleasedMessage(deps, release, request.params.messageId, 'message.delivery.read');
    reply.header('cache-control', 'no-store');
    return presentReleasedMessage(released, routePath(routes.releasedMedia, request.params));
  });

  implementRoute(app, routes.releasedMedia, async (request, reply, release) => {
    const { message, media } = await readReleasedMessage(deps, release, request.params.messageId, 'message.media.read');
    if (!media) throw new AppError('not_found', RELEASED_MESSAGE_NOT_FOUND);
    return sendMessageMedia(
      deps,
      request,
      reply,
      { message, media },
      { rendition: Boolean(request.query.rendition), download: Boolean(request.query.download) },
    );
  });
}
