/**
 * Messages designated for legacy contacts, over HTTP, implementing the routes
 * `released` and `releasedMedia` declared in common/src/routes/messages.ts: the message, its letter
 * opened, and its recording (range requests; ?download=1 to save; ?rendition=1 the phone copy).
 * The legacy-grant gate hands each what the owner's release granted the caller (404 before the
 * release); a message the owner did not designate for them answers 404 too.
 */
import type { FastifyInstance } from 'fastify';
import { PHONE_COPY_NOT_READY } from '@heirloom/common/contracts/messages';
import { messageRoutes as routes } from '@heirloom/common/routes/messages';
import { routePath } from '@heirloom/common/routes/define-route';
import { AppError } from '../../lib/app-error';
import { implementRoute } from '../../plugins/declared-routes';
import { sendMedia } from '../../plugins/media-response';
import { mediaSourceOf } from '../../storage/media-source';
import { fileNameOf, presentReleasedMessage } from './messages.presenter';
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
    const variant = request.query.rendition ? 'rendition' : 'original';
    if (variant === 'rendition' && media.rendition_bytes === null)
      throw new AppError('not_found', PHONE_COPY_NOT_READY);
    const source = await mediaSourceOf(deps, media, variant);
    return sendMedia(request, reply, {
      ...source,
      downloadName: request.query.download ? fileNameOf(message, source.contentType) : undefined,
    });
  });
}
