/**
 * Who may use an unfinished vault upload (docs/decisions/003 and 005): the user who started it. Its
 * owner is written into the upload's record (`tus_uploads.owner_id`) by the server at creation, from
 * the session (the browser cannot set it). Denied answers are 404, so a guessed id tells nothing.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, TusUploadsTable } from '../db/tables';
import { AppError } from '../lib/app-error';
import { signedInGate } from './access-gate';

/** What `upload` denies with: the upload is unknown, finished, expired or someone else's. */
export const UPLOAD_NOT_FOUND = 'We could not find that upload.';

/**
 * Checks that `userId` may resume (HEAD, PATCH) or cancel (DELETE) the unfinished upload `uploadId`
 * (route access 'upload'): only the user who started it may.
 * @returns the upload's record
 * @throws AppError 'not_found' (UPLOAD_NOT_FOUND) otherwise
 */
export async function authorizeUpload(
  db: Kysely<Database>,
  userId: string,
  uploadId: string,
): Promise<Selectable<TusUploadsTable>> {
  const upload = await db
    .selectFrom('tus_uploads')
    .selectAll()
    .where('id', '=', uploadId)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  if (!upload) throw new AppError('not_found', UPLOAD_NOT_FOUND);
  return upload;
}

/** The gate of `upload` (access-gate.ts): hands its route the record of upload `:uploadId`, the caller's. */
export const uploadGates = {
  upload: signedInGate(['uploadId'], ({ db }, { user, params }) => authorizeUpload(db, user.id, params.uploadId)),
};
