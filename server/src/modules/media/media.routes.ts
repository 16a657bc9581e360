/**
 * POST /api/media (one multipart file, streamed) and GET /api/media/:id (the owner's playback,
 * with range requests). Who may play a recording is the media policy's (issue 9, part 1).
 */
import { mkdirSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { fileResponses } from '@heirloom/common/contracts/api';
import {
  mediaFileQuerySchema,
  mediaSchema,
  messageParamsSchema,
  PHONE_COPY_NOT_READY,
} from '@heirloom/common/contracts/messages';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { authorizeRecordingUse } from '../../policies/media.policy';
import { sendMedia } from '../../plugins/media-response';
import { mediaSourceOf } from '../../storage/media-source';
import { findMedia } from './media.repository';
import { MEDIA_ERRORS, storeUpload, type MediaDependencies } from './media.service';

/** The content types a recording is played back as. */
const RECORDING_TYPES = ['audio/*', 'video/*'];

export async function registerMediaRoutes(app: FastifyInstance, deps: MediaDependencies): Promise<void> {
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 12 } });
  mkdirSync(deps.stagingDir, { recursive: true });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/media',
    {
      config: { access: 'session' },
      schema: {
        summary: "Upload a message's recording (multipart/form-data, one file)",
        description: 'The body is multipart/form-data with one file part, streamed to storage and encrypted.',
        response: { 201: mediaSchema.describe('The stored recording') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new AppError('invalid', MEDIA_ERRORS.noFile);
      const file = await request.file({ limits: { fileSize: deps.maxUploadMb() * 1024 * 1024, files: 1 } });
      if (!file) throw new AppError('invalid', MEDIA_ERRORS.noFile);
      const media = await storeUpload(deps, user.id, {
        stream: file.file,
        filename: file.filename,
        isTruncated: () => file.file.truncated,
      });
      return reply.code(201).send({
        id: media.id,
        contentType: media.content_type,
        sizeBytes: Number(media.size_bytes),
        durationMs: media.duration_ms,
        url: `/api/media/${media.id}`,
      });
    },
  );

  api.get(
    '/api/media/:id',
    {
      config: { access: 'media' },
      schema: {
        summary: 'Play back one of your recordings (range requests supported)',
        description: '`?rendition=1`: the copy phones play (M4A or MP4), once the `media.render` job has made it.',
        params: messageParamsSchema,
        querystring: mediaFileQuerySchema,
        produces: RECORDING_TYPES,
        response: fileResponses('The whole recording, decrypted'),
      },
    },
    async (request, reply) => {
      await authorizeRecordingUse(deps.db, requireUser(request).id, request.params.id, MEDIA_ERRORS.notFound);
      const media = await findMedia(deps.db, request.params.id);
      if (!media) throw new AppError('not_found', MEDIA_ERRORS.notFound);
      if (request.query.rendition && media.rendition_bytes === null)
        throw new AppError('not_found', PHONE_COPY_NOT_READY);
      return sendMedia(
        request,
        reply,
        await mediaSourceOf(deps, media, request.query.rendition ? 'rendition' : 'original'),
      );
    },
  );
}
