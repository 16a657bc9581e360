/**
 * POST /api/media (one multipart file, streamed) and GET /api/media/:id (the owner's playback,
 * with range requests), implementing the routes declared in common/src/routes/media.ts. Who may
 * play a recording is the media policy's gate: the handler gets its media row.
 */
import { mkdirSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PHONE_COPY_NOT_READY } from '@heirloom/common/contracts/messages';
import { mediaRoutes as routes } from '@heirloom/common/routes/media';
import { routePath } from '@heirloom/common/routes/define-route';
import { AppError } from '../../lib/app-error';
import { implementRoute } from '../../plugins/declared-routes';
import { sendMedia } from '../../plugins/media-response';
import { mediaSourceOf } from '../../storage/media-source';
import type { MediaDependencies } from './media.service';
import { receiveRecording } from './recording-upload';

export async function registerMediaRoutes(app: FastifyInstance, deps: MediaDependencies): Promise<void> {
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 12 } });
  mkdirSync(deps.stagingDir, { recursive: true });

  implementRoute(app, routes.upload, async (request, reply, user) => {
    const media = await receiveRecording(request, deps, user.id);
    return reply.code(201).send({
      id: media.id,
      contentType: media.content_type,
      sizeBytes: Number(media.size_bytes),
      durationMs: media.duration_ms,
      url: routePath(routes.play, { id: media.id }),
    });
  });

  implementRoute(app, routes.play, async (request, reply, media) => {
    if (request.query.rendition && media.rendition_bytes === null)
      throw new AppError('not_found', PHONE_COPY_NOT_READY);
    return sendMedia(
      request,
      reply,
      await mediaSourceOf(deps, media, request.query.rendition ? 'rendition' : 'original'),
    );
  });
}
