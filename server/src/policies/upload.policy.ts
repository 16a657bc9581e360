/**
 * Who may use an unfinished vault upload (issue 4 "Vault"; issue 15, finding 1; issue 9, part 1):
 * the user who started it. Its owner is written into the upload's tus metadata by the server at
 * creation (the browser cannot set it), so the check needs no database. Denied answers are 404.
 */
import { AppError } from '../lib/app-error';

/**
 * Checks that `userId` may resume (HEAD, PATCH) or cancel (DELETE) an upload whose recorded owner
 * is `uploadOwnerId` (route access 'upload').
 * @param uploadOwnerId the owner in the upload's metadata; undefined when there is no such upload
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export function authorizeUpload(userId: string, uploadOwnerId: string | undefined, deniedMessage: string): void {
  if (uploadOwnerId === undefined || uploadOwnerId !== userId) throw new AppError('not_found', deniedMessage);
}
