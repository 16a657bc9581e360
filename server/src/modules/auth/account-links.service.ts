/**
 * E-mail verification and password reset by e-mailed link. A link carries 256 random bits
 * (lib/access-tokens.ts); only its SHA-256 is stored, with its purpose, the address it went to, an
 * expiry ACCOUNT_LINK_VALID_MINUTES after it was made and `used_at` once used — so it works once
 * and for one hour. E-mails go through the outbox, written in the same transaction.
 *
 * ADMIN_EMAIL (docs/product/roles-and-access.md "Administrator"): in production the account with
 * that address becomes administrator when the address is verified (or, without a mail server, with
 * the logged one-time token of admin-setup.service.ts, which stays as the alternative).
 */
import type { Kysely, Transaction } from 'kysely';
import { ACCOUNT_LINK_MESSAGES, ACCOUNT_LINK_VALID_MINUTES } from '@heirloom/common/contracts/account';
import type { AccountTokenPurpose, Database } from '../../db/tables';
import { createAccessToken, hashAccessToken } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FailureCounter } from '../../lib/failure-counter';
import { hashPassword } from '../../lib/password';
import { enqueueEmails, outboxEmail } from '../../mail/outbox.repository';
import {
  composeEmailChangeEmail,
  composePasswordResetEmail,
  composeVerificationEmail,
  type AccountEmailSettings,
} from './account-links.emails';
import {
  findAccountToken,
  insertAccountToken,
  markAccountTokenUsed,
  retireAccountTokens,
} from './account-tokens.repository';
import { deleteSessionsOf } from './sessions.repository';
import { findUserByEmail, findUserById, getUserById, markEmailVerified, updatePasswordHash } from './users.repository';

export interface AccountLinkDependencies {
  db: Kysely<Database>;
  clock: Clock;
  email: AccountEmailSettings;
  /** Lower-cased ADMIN_EMAIL. */
  adminEmail?: string;
  /** Production: ADMIN_EMAIL's account becomes administrator when its address is verified. */
  isAdminProofRequired: boolean;
  /** Reset e-mails sent per address, and verification e-mails re-sent per user, in one window. */
  emailThrottle: FailureCounter;
}

/** The `link` value of /settings for each purpose (account-link-panel.tsx reads it). */
const LINK_PAGES: Record<AccountTokenPurpose, string> = {
  verify_email: 'verify-email',
  reset_password: 'reset-password',
  change_email: 'change-email',
};

/** The e-mail of each purpose and its outbox kind. */
const LINK_EMAILS = {
  verify_email: { compose: composeVerificationEmail, kind: 'account-verification' },
  reset_password: { compose: composePasswordResetEmail, kind: 'account-password-reset' },
  change_email: { compose: composeEmailChangeEmail, kind: 'account-email-change' },
} as const;

/** The page an account link opens: /settings with the token and what it does. */
const linkTo = (deps: Pick<AccountLinkDependencies, 'email'>, purpose: AccountTokenPurpose, token: string) =>
  `${deps.email.publicUrl}/settings?link=${LINK_PAGES[purpose]}&token=${token}`;

/**
 * Writes a new link's hash and its e-mail to `user.email` (in `trx`, beside whatever caused it);
 * the link works once, for ACCOUNT_LINK_VALID_MINUTES.
 */
export async function issueLink(
  deps: Pick<AccountLinkDependencies, 'clock' | 'email'>,
  trx: Transaction<Database> | Kysely<Database>,
  user: { id: string; email: string; username: string },
  purpose: AccountTokenPurpose,
): Promise<void> {
  const token = createAccessToken();
  const id = hashAccessToken(token);
  const now = deps.clock.now();
  await insertAccountToken(trx, {
    id,
    user_id: user.id,
    purpose,
    email: user.email,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ACCOUNT_LINK_VALID_MINUTES * 60_000).toISOString(),
    used_at: null,
  });
  const { compose, kind } = LINK_EMAILS[purpose];
  const content = compose(deps.email, { name: user.username, link: linkTo(deps, purpose, token) });
  await enqueueEmails(trx, [
    outboxEmail({
      id: `account-${purpose}.${id.slice(0, 32)}`,
      kind,
      to: { email: user.email, name: user.username },
      content,
      at: now.toISOString(),
    }),
  ]);
}

/** Sends the sign-up's verification link (called in sign-up's transaction, auth.service.ts). */
export function issueVerificationLink(
  deps: AccountLinkDependencies,
  trx: Transaction<Database> | Kysely<Database>,
  user: { id: string; email: string; username: string },
): Promise<void> {
  return issueLink(deps, trx, user, 'verify_email');
}

/**
 * Marks a link used, once: a second use (or a race with one) is refused.
 * @returns the link's user id and address
 * @throws AppError 'not_found' for an unknown token, 'gone' for a used or expired one
 */
export async function useLink(
  deps: AccountLinkDependencies,
  trx: Transaction<Database>,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<{ userId: string; email: string }> {
  const id = hashAccessToken(token);
  const row = await findAccountToken(trx, id, purpose);
  if (!row) throw new AppError('not_found', ACCOUNT_LINK_MESSAGES.linkNotValid);
  if (row.used_at) throw new AppError('gone', ACCOUNT_LINK_MESSAGES.linkUsed);
  const now = deps.clock.now().toISOString();
  if (row.expires_at <= now) throw new AppError('gone', ACCOUNT_LINK_MESSAGES.linkExpired);
  if (!(await markAccountTokenUsed(trx, id, now))) throw new AppError('gone', ACCOUNT_LINK_MESSAGES.linkUsed);
  return { userId: row.user_id, email: row.email };
}

/**
 * Proves the address of a verification link. A link made for an address the account no longer has
 * is refused as not valid. In production ADMIN_EMAIL's account becomes administrator here.
 * @throws AppError 'not_found' (unknown link or changed address) or 'gone' (used or expired)
 */
export async function verifyEmail(deps: AccountLinkDependencies, token: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const link = await useLink(deps, trx, token, 'verify_email');
    const isAdmin = deps.isAdminProofRequired && deps.adminEmail === link.email;
    const isVerified = await markEmailVerified(
      trx,
      { id: link.userId, email: link.email },
      deps.clock.now().toISOString(),
      isAdmin,
    );
    if (!isVerified) throw new AppError('not_found', ACCOUNT_LINK_MESSAGES.linkNotValid);
  });
}

/**
 * Sends the signed-in user a new verification link (the banner's "Send the link again").
 * @throws AppError 'conflict' when the address is verified already, 'too_many_requests' over the limit
 */
export async function resendVerificationLink(deps: AccountLinkDependencies, userId: string): Promise<void> {
  const user = await getUserById(deps.db, userId);
  if (user.email_verified_at) throw new AppError('conflict', ACCOUNT_LINK_MESSAGES.alreadyVerified);
  await refuseWhenThrottled(deps, `verify:${userId}`);
  await issueLink(deps, deps.db, user, 'verify_email');
  await deps.emailThrottle.count(`verify:${userId}`);
}

async function refuseWhenThrottled(deps: AccountLinkDependencies, key: string): Promise<void> {
  const seconds = await deps.emailThrottle.secondsLeft(key);
  if (seconds > 0) throw new AppError('too_many_requests', ACCOUNT_LINK_MESSAGES.tooManyRequests(seconds), seconds);
}

/**
 * "Forgot your password?": e-mails a reset link when an account has this address. The answer is
 * the same either way (it must not tell who has an account); e-mails sent are throttled per address.
 * @throws AppError 'too_many_requests' when this address was sent too many links
 */
export async function requestPasswordReset(deps: AccountLinkDependencies, email: string): Promise<void> {
  await refuseWhenThrottled(deps, `reset:${email}`);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  await issueLink(deps, deps.db, user, 'reset_password');
  await deps.emailThrottle.count(`reset:${email}`);
}

/**
 * Sets a new password from a reset link and ends every session of the account (a thief signed in
 * elsewhere is out); the account's other reset links stop working.
 * @throws AppError 'not_found' or 'gone' as verifyEmail
 */
export async function resetPassword(deps: AccountLinkDependencies, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const link = await useLink(deps, trx, token, 'reset_password');
    const now = deps.clock.now().toISOString();
    await updatePasswordHash(trx, link.userId, passwordHash, now);
    await retireAccountTokens(trx, link.userId, now, ['reset_password']);
    await deleteSessionsOf(trx, link.userId);
  });
}

/**
 * E-mails `userId` a password-reset link without a throttle: an administrator's "Send a password
 * reset" (audited by modules/admin).
 * @throws AppError 'not_found' when no user has this id
 */
export async function sendPasswordResetLink(
  deps: Pick<AccountLinkDependencies, 'db' | 'clock' | 'email'>,
  userId: string,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('not_found', 'No such user.');
  await issueLink(deps, deps.db, user, 'reset_password');
}
