/**
 * Two-factor sign-in with TOTP (docs/product/accounts-and-sessions.md "Two-factor sign-in"): set up
 * (a new secret shown as a QR code and as text, sealed to the user's key at rest), confirmed with a
 * first code, which makes ten one-time recovery codes shown once (only their SHA-256 stored: 60
 * random bits each, too many to try against the hash); turned off with the password and a current
 * code. Knows nothing of HTTP.
 */
import { randomBytes } from 'node:crypto';
import { base32 } from '@scure/base';
import type { Kysely } from 'kysely';
import { ACCOUNT_SECURITY_MESSAGES, RECOVERY_CODE_COUNT } from '@heirloom/common/contracts/account-security';
import type { TwoFactorSetup, TwoFactorStatus } from '@heirloom/common/contracts/account-security';
import type { Database } from '../../db/tables';
import { hashAccessToken } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { verifyPassword } from '../../lib/password';
import type { TextSealer } from '../../storage/sealed-text';
import type { AccountDeletionThrottle } from './auth.throttle';
import { createTotpSecret, describeTotpSecret, matchTotpStep } from './totp';
import {
  claimTotpStep,
  countRecoveryCodesLeft,
  deleteCredential,
  enableCredential,
  findCredential,
  savePendingSecret,
  useRecoveryCode,
} from './two-factor.repository';
import { findPasswordHash } from './users.repository';

export interface TwoFactorDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** Seals the TOTP secret to the user's key (storage/sealed-text.ts). */
  sealer: TextSealer;
  /** The issuer an authenticator app shows beside the code. */
  productName: string;
}

/** The stored form of a recovery code: lower case without dashes or spaces, then SHA-256. */
const hashRecoveryCode = (code: string) => hashAccessToken(code.toLowerCase().replace(/[-\s]/g, ''));

/** A new recovery code: 60 random bits, base32 in three groups of four ("abcd-efgh-ijkl"). */
function createRecoveryCode(): string {
  const text = base32.encode(randomBytes(8)).slice(0, 12).toLowerCase();
  return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
}

/**
 * How a code was taken: `accepted` (and now spent), `reused` (a 6-digit TOTP code of a time step no
 * later than the last one used: the person must wait for the next code), or `wrong` (any other
 * code, a spent recovery code included, or two-factor off).
 */
export type TwoFactorCodeCheck = 'accepted' | 'reused' | 'wrong';

/**
 * Accepts a code of the user's enabled credential once: a 6-digit TOTP code of a step later than the
 * last one used, or an unused recovery code (which is then spent).
 */
export async function acceptTwoFactorCode(
  deps: TwoFactorDependencies,
  userId: string,
  code: string,
): Promise<TwoFactorCodeCheck> {
  const credential = await findCredential(deps.db, userId);
  if (!credential?.enabled_at) return 'wrong';
  if (/^\d{6}$/.test(code)) {
    const secret = await deps.sealer.open(userId, credential.secret_sealed);
    const step = matchTotpStep(secret, code, deps.clock.now());
    if (step === null) return 'wrong';
    return (await claimTotpStep(deps.db, userId, step)) ? 'accepted' : 'reused';
  }
  const isSpent = await useRecoveryCode(deps.db, userId, hashRecoveryCode(code), deps.clock.now().toISOString());
  return isSpent ? 'accepted' : 'wrong';
}

/** Whether the user signs in with a code after the password. */
export async function isTwoFactorEnabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  return Boolean((await findCredential(db, userId))?.enabled_at);
}

/** GET /api/account/two-factor: on or off, since when, recovery codes left. */
export async function readTwoFactorStatus(deps: TwoFactorDependencies, userId: string): Promise<TwoFactorStatus> {
  const credential = await findCredential(deps.db, userId);
  const enabledAt = credential?.enabled_at ?? null;
  return {
    isEnabled: enabledAt !== null,
    enabledAt,
    recoveryCodesLeft: enabledAt ? await countRecoveryCodesLeft(deps.db, userId) : 0,
  };
}

/**
 * Starts a setup: a new secret (replacing an unfinished one), sealed at rest, answered as text, as
 * an otpauth:// address and as its QR code.
 * @throws AppError 'conflict' when two-factor is on already
 */
export async function startTwoFactorSetup(
  deps: TwoFactorDependencies,
  user: { id: string; email: string },
): Promise<TwoFactorSetup> {
  const secret = createTotpSecret();
  const sealed = await deps.sealer.seal(user.id, secret);
  if (!(await savePendingSecret(deps.db, user.id, sealed, deps.clock.now().toISOString())))
    throw new AppError('conflict', ACCOUNT_SECURITY_MESSAGES.alreadyEnabled);
  return { secret, ...(await describeTotpSecret(secret, user.email, deps.productName)) };
}

/**
 * Finishes a setup with a code of the new secret: two-factor is on, and ten recovery codes are made.
 * @returns the recovery codes, in clear this once
 * @throws AppError 'conflict' when on already, 'invalid' without a setup or for a wrong code
 */
export async function enableTwoFactor(deps: TwoFactorDependencies, userId: string, code: string): Promise<string[]> {
  const credential = await findCredential(deps.db, userId);
  if (credential?.enabled_at) throw new AppError('conflict', ACCOUNT_SECURITY_MESSAGES.alreadyEnabled);
  if (!credential) throw new AppError('invalid', ACCOUNT_SECURITY_MESSAGES.notSetUp);
  const secret = await deps.sealer.open(userId, credential.secret_sealed);
  const step = matchTotpStep(secret, code, deps.clock.now());
  if (step === null) throw new AppError('invalid', ACCOUNT_SECURITY_MESSAGES.wrongSetupCode);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, createRecoveryCode);
  const isEnabled = await deps.db.transaction().execute(async (trx) => {
    if (!(await claimTotpStep(trx, userId, step))) return false;
    return enableCredential(trx, userId, deps.clock.now().toISOString(), codes.map(hashRecoveryCode));
  });
  if (!isEnabled) throw new AppError('conflict', ACCOUNT_SECURITY_MESSAGES.alreadyEnabled);
  return codes;
}

/**
 * Turns two-factor off after the password and a current code (or a recovery code). Wrong ones are
 * throttled per user, checked before any hash is computed.
 * @throws AppError 'too_many_requests', 'conflict' when it is off, 'forbidden' for a wrong password or code
 */
export async function disableTwoFactor(
  deps: TwoFactorDependencies & { throttle: AccountDeletionThrottle },
  userId: string,
  input: { password: string; code: string },
): Promise<void> {
  const waitSeconds = await deps.throttle.secondsUntilAllowed(userId);
  if (waitSeconds > 0)
    throw new AppError('too_many_requests', ACCOUNT_SECURITY_MESSAGES.tooManyAttempts(waitSeconds), waitSeconds);
  if (!(await isTwoFactorEnabled(deps.db, userId)))
    throw new AppError('conflict', ACCOUNT_SECURITY_MESSAGES.notEnabled);
  if (!(await verifyPassword(await findPasswordHash(deps.db, userId), input.password))) {
    await deps.throttle.recordFailure(userId);
    throw new AppError('forbidden', ACCOUNT_SECURITY_MESSAGES.wrongPassword);
  }
  if ((await acceptTwoFactorCode(deps, userId, input.code)) !== 'accepted') {
    await deps.throttle.recordFailure(userId);
    throw new AppError('forbidden', ACCOUNT_SECURITY_MESSAGES.wrongCode);
  }
  await deleteCredential(deps.db, userId);
}
