/**
 * The routes of message recordings (server: modules/media; access kind `media`:
 * server/src/policies/media.policy.ts): a multipart upload, streamed and encrypted, and the owner's
 * playback with range requests.
 */
import { fileResponses } from '../contracts/api';
import { mediaFileQuerySchema, mediaSchema, messageParamsSchema } from '../contracts/messages';
import { defineRoute } from './define-route';

/** The content types a recording is played back as. */
const RECORDING_TYPES = ['audio/*', 'video/*'];

export const mediaRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/media',
    access: 'session',
    summary: "Upload a message's recording (multipart/form-data, one file)",
    description: 'The body is multipart/form-data with one file part, streamed to storage and encrypted.',
    response: { 201: mediaSchema.describe('The stored recording') },
  }),
  play: defineRoute({
    method: 'GET',
    path: '/api/media/:id',
    access: 'media',
    summary: 'Play back one of your recordings (range requests supported)',
    description: '`?rendition=1`: the copy phones play (M4A or MP4), once the `media.render` job has made it.',
    params: messageParamsSchema,
    query: mediaFileQuerySchema,
    produces: RECORDING_TYPES,
    response: fileResponses('The whole recording, decrypted'),
  }),
};
