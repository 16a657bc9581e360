/**
 * Changing the password on /settings: the current password, then the new one; every other session
 * of the account ends (this one stays), and unused password-reset and e-mail-change links stop
 * working. Wrong current passwords are throttled per user before any hash is computed (OWASP
 * Authentication Cheat Sheet, "Change password feature").
 */
import type { Kysely } from 'kysely';
import { ACCOUNT_SECURITY_MESSAGES } from '@heirloom/common/contracts/account-security';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import { retireAccountTokens } from './account-tokens.repository';
import type { AccountDeletionThrottle } from './auth.throttle';
import { deleteSessionsExcept } from './sessions.repository';
import { findPasswordHash, updatePasswordHash } from './users.repository';

/**
 * Sets a new password and signs out every session of the user but `currentSessionId`.
 * @throws AppError 'too_many_requests' (seconds to wait) or 'forbidden' for a wrong current password
 */
export async function changePassword(
  deps: { db: Kysely<Database>; clock: Clock; securityThrottle: AccountDeletionThrottle },
  userId: string,
  currentSessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const waitSeconds = await deps.securityThrottle.secondsUntilAllowed(userId);
  if (waitSeconds > 0)
    throw new AppError('too_many_requests', ACCOUNT_SECURITY_MESSAGES.tooManyAttempts(waitSeconds), waitSeconds);
  const passwordHash = await findPasswordHash(deps.db, userId);
  if (!(await verifyPassword(passwordHash, input.currentPassword))) {
    await deps.securityThrottle.recordFailure(userId);
    throw new AppError('forbidden', ACCOUNT_SECURITY_MESSAGES.wrongPassword);
  }
  const newHash = await hashPassword(input.newPassword);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, newHash, now);
    await deleteSessionsExcept(trx, userId, currentSessionId);
    await retireAccountTokens(trx, userId, now, ['reset_password', 'change_email']);
  });
}
