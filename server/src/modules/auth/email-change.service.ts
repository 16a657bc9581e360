/**
 * Changing the account's e-mail address: asked for with the password, confirmed from the new
 * address by a single-use one-hour link (account-links.service.ts), while the old address gets a
 * notice at once. Opening the link changes the address and counts as its verification; the
 * account's other unused links (sent to the old address) stop working.
 */
import { ACCOUNT_SECURITY_MESSAGES } from '@heirloom/common/contracts/account-security';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { enqueueEmails, outboxEmail } from '../../mail/outbox.repository';
import { hashAccessToken } from '../../lib/access-tokens';
import { composeEmailChangeNotice } from './account-links.emails';
import { issueLink, useLink, type AccountLinkDependencies } from './account-links.service';
import type { AccountDeletionThrottle } from './auth.throttle';
import { retireAccountTokens } from './account-tokens.repository';
import { changeEmail, findUserByEmail, getUserById } from './users.repository';

/**
 * Sends the confirmation link to `newEmail` and the notice to the current address, in one transaction.
 * Wrong passwords are throttled per user before any hash is computed.
 * @throws AppError 'too_many_requests', 'forbidden' (wrong password), 'invalid' (the same address),
 *   'conflict' (another account has it)
 */
export async function requestEmailChange(
  deps: AccountLinkDependencies & { securityThrottle: AccountDeletionThrottle },
  userId: string,
  input: { newEmail: string; password: string },
): Promise<void> {
  const waitSeconds = await deps.securityThrottle.secondsUntilAllowed(userId);
  if (waitSeconds > 0)
    throw new AppError('too_many_requests', ACCOUNT_SECURITY_MESSAGES.tooManyAttempts(waitSeconds), waitSeconds);
  const user = await getUserById(deps.db, userId);
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await deps.securityThrottle.recordFailure(userId);
    throw new AppError('forbidden', ACCOUNT_SECURITY_MESSAGES.wrongPassword);
  }
  if (input.newEmail === user.email) throw new AppError('invalid', ACCOUNT_SECURITY_MESSAGES.sameEmail);
  if (await findUserByEmail(deps.db, input.newEmail))
    throw new AppError('conflict', ACCOUNT_SECURITY_MESSAGES.emailTaken);
  const notice = composeEmailChangeNotice(deps.email, { name: user.username, newEmail: input.newEmail });
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await issueLink(deps, trx, { id: user.id, email: input.newEmail, username: user.username }, 'change_email');
    await enqueueEmails(trx, [
      outboxEmail({
        id: `account-email-change-notice.${hashAccessToken(`${user.id}:${input.newEmail}:${now}`).slice(0, 32)}`,
        kind: 'account-email-change-notice',
        to: { email: user.email, name: user.username },
        content: notice,
        at: now,
      }),
    ]);
  });
}

/**
 * Changes the address to the one the link was sent to, and marks it verified. In production
 * ADMIN_EMAIL's account becomes administrator here, as when verifying it.
 * @throws AppError 'not_found' or 'gone' (as every account link), 'conflict' when another account took the address meanwhile
 */
export async function confirmEmailChange(deps: AccountLinkDependencies, token: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const link = await useLink(deps, trx, token, 'change_email');
    if (await findUserByEmail(trx, link.email)) throw new AppError('conflict', ACCOUNT_SECURITY_MESSAGES.emailTaken);
    const now = deps.clock.now().toISOString();
    const isAdmin = deps.isAdminProofRequired && deps.adminEmail === link.email;
    await changeEmail(trx, link.userId, link.email, now, isAdmin);
    await retireAccountTokens(trx, link.userId, now);
  });
}
