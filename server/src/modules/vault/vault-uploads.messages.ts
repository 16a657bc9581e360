/**
 * What the vault's tus uploads (vault-uploads.routes.ts) say to a person when tus itself refuses a
 * request (its own texts are for developers). An upload nobody may see answers as the `upload`
 * gate does (policies/upload.policy.ts): the same words whether it is missing or someone else's.
 */
import { UPLOAD_NOT_FOUND } from '../../policies/upload.policy';

export const TUS_ERROR_MESSAGES = {
  notFound: UPLOAD_NOT_FOUND,
  offsetConflict: 'The upload and the server are out of step. Please try the upload again.',
  locked: 'This upload is busy in another request. Please try again in a moment.',
  invalidRequest: 'The upload request was not valid. Please try the upload again.',
  notTusBytes:
    'This upload request is malformed: the file must be sent as application/offset+octet-stream. Please try the upload again.',
  noParallelParts: 'Sending one file in parallel parts is not supported here. Please upload it as one file.',
} as const;
