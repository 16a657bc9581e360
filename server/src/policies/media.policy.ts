/**
 * Who may use a stored recording (docs/decisions/005-access-policy.md): a message's recording is
 * its owner's alone until the message is delivered (recipients reach it through their link, not
 * through /api/media). Denied answers are 404, so a guessed id tells nothing.
 */
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import type { Database, MediaTable } from '../db/tables';
import { AppError } from '../lib/app-error';
import { signedInGate } from './access-gate';

/** A condition on `media` rows. */
export type MediaScope = (eb: ExpressionBuilder<Database, 'media'>) => Expression<SqlBool>;

/** The media `userId` owns (recordings and vault files), as a condition on `media`. */
export const mediaScopeFor =
  (userId: string): MediaScope =>
  (eb) =>
    eb('media.owner_id', '=', userId);

/**
 * Checks that `userId` may play back or attach the recording `mediaId` (route access 'media'):
 * only its owner may.
 * @returns the recording's media row
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export async function authorizeRecordingUse(
  db: Kysely<Database>,
  userId: string,
  mediaId: string,
  deniedMessage: string,
): Promise<Selectable<MediaTable>> {
  const media = await db
    .selectFrom('media')
    .selectAll()
    .where('id', '=', mediaId)
    .where(mediaScopeFor(userId))
    .executeTakeFirst();
  if (!media) throw new AppError('not_found', deniedMessage);
  return media;
}

/** What `media` denies with: the recording is unknown or someone else's. */
export const RECORDING_NOT_FOUND = 'We could not find that recording.';

/** The gate of `media` (access-gate.ts): hands its route the media row of recording `:id`, its owner's. */
export const mediaGates = {
  media: signedInGate(['id'], ({ db }, { user, params }) =>
    authorizeRecordingUse(db, user.id, params.id, RECORDING_NOT_FOUND),
  ),
};
