/**
 * The signed-in user's profile: the name their family knows them by. It starts as the e-mail's
 * local part (docs/product/accounts-and-sessions.md "Username") and is what delivery e-mails, the
 * recipient page and the family circle show, read from the users row each time, so a change shows
 * everywhere at once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { updateUsername, type UserRow } from './users.repository';

/**
 * Changes the user's display name; `name` is already validated (displayNameSchema: trimmed, 1–100
 * characters, one line).
 * @returns the updated user row
 * @throws AppError 'unauthenticated' when the account no longer exists (deleted meanwhile)
 */
export async function changeDisplayName(
  deps: { db: Kysely<Database>; clock: Clock },
  userId: string,
  name: string,
): Promise<UserRow> {
  const user = await updateUsername(deps.db, userId, name, deps.clock.now().toISOString());
  if (!user) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return user;
}
