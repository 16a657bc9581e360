/**
 * Deleting an account (docs/product/accounts-and-sessions.md "Account deletion"): after the
 * password is confirmed, the user's row goes, and with it (ON DELETE CASCADE) sessions, messages,
 * vault items and the per-user wrapped data key — so any copy of their files left anywhere (a
 * backup, an S3 version) can no longer be decrypted. Their blobs are then removed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../storage/blob-store';
import { verifyPassword } from '../../lib/password';
import { discardMediaBlobs } from '../../storage/media-ingest';
import { listExportBlobsOf, listMediaBlobsOf } from './account-deletion.repository';
import type { AccountDeletionThrottle } from './auth.throttle';
import { deleteUser, findPasswordHash } from './users.repository';

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'That password is not right. Your account has not been deleted.',
  tooManyAttempts: (seconds: number) =>
    `Too many wrong passwords. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''} and try again.`,
} as const;

/**
 * Deletes the account and everything in it. Wrong passwords are throttled per user, checked before
 * any hash is computed (a stolen session must not become a password-guessing oracle).
 * @throws AppError 'too_many_requests' (with seconds to wait), or 'forbidden' when the password
 *   does not match (nothing is deleted)
 */
export async function deleteAccount(
  deps: {
    db: Kysely<Database>;
    blobStore: BlobStore;
    throttle: AccountDeletionThrottle;
    log: { warn: (message: string) => void };
  },
  userId: string,
  password: string,
): Promise<void> {
  const waitSeconds = await deps.throttle.secondsUntilAllowed(userId);
  if (waitSeconds > 0)
    throw new AppError('too_many_requests', ACCOUNT_MESSAGES.tooManyAttempts(waitSeconds), waitSeconds);
  if (!(await verifyPassword(await findPasswordHash(deps.db, userId), password))) {
    await deps.throttle.recordFailure(userId);
    throw new AppError('forbidden', ACCOUNT_MESSAGES.wrongPassword);
  }
  await eraseAccount(deps, userId);
}

/**
 * Deletes the account's row (and by cascade everything in it), then its blobs; no password asked:
 * the caller has decided (the owner above, or an administrator in modules/admin).
 */
export async function eraseAccount(
  deps: { db: Kysely<Database>; blobStore: BlobStore; log: { warn: (message: string) => void } },
  userId: string,
): Promise<void> {
  const media = await listMediaBlobsOf(deps.db, userId);
  // "Export everything" archives go with the account too.
  const exports = await listExportBlobsOf(deps.db, userId);
  await deleteUser(deps.db, userId);
  for (const storageKey of exports) {
    await deps.blobStore
      .removeAll(storageKey)
      .catch((error: unknown) =>
        deps.log.warn(`could not remove a deleted account's export ${storageKey}: ${String(error)}`),
      );
  }
  // The key is gone already: a blob that fails to delete here is unreadable ciphertext.
  for (const entry of media) {
    await discardMediaBlobs(deps.blobStore, entry).catch((error: unknown) =>
      deps.log.warn(`could not remove a deleted account's blob ${entry.storage_key}: ${String(error)}`),
    );
  }
}
