/**
 * Throttling of failed sign-ins, per account and per network address, checked before any password
 * hash is computed (OWASP Authentication Cheat Sheet, "Protect against automated attacks"); the
 * same for refused sign-ups (each refusal tells that the address has an account) and for wrong
 * passwords when deleting an account (a stolen session must not become a password-guessing oracle).
 * Counters live in the database (lib/failure-counter.ts), so every app instance sees the same
 * counts. The limits: docs/product/constants.md "Auth".
 */
import type { DatabaseConnection } from '../../db/database';
import { createFailureCounter } from '../../lib/failure-counter';

/** Failed sign-ins allowed per account in one window. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failed sign-ins allowed per network address in one window (several family members may share one). */
export const ADDRESS_FAILURE_LIMIT = 20;
/** Refused sign-ups (e-mail already taken) allowed per e-mail address in one window. */
export const SIGN_UP_EMAIL_CONFLICT_LIMIT = 5;
/** Refused sign-ups (e-mail already taken) allowed per network address in one window. */
export const SIGN_UP_ADDRESS_CONFLICT_LIMIT = 20;
/** Wrong passwords allowed per user in one window when deleting an account. */
export const DELETION_FAILURE_LIMIT = 5;

/** A throttle over an account key and a network address: refused when either is over its limit. */
export interface SignInThrottle {
  /** @returns seconds to wait when the account or the address is over its limit, else 0 */
  secondsUntilAllowed(accountKey: string, address: string): Promise<number>;
  /** Counts one failed attempt against both the account and the address. */
  recordFailure(accountKey: string, address: string): Promise<void>;
  /** Forgets the account's failures after a successful attempt. */
  forgetAccount(accountKey: string): Promise<void>;
}

/** Sign-in's throttle, and sign-up's (same shape: the e-mail address and the network address). */
export interface AuthThrottle extends SignInThrottle {
  signUp: SignInThrottle;
}

/** A throttle over one key (a user id). */
export interface AccountDeletionThrottle {
  /** @returns seconds to wait when the user is over DELETION_FAILURE_LIMIT, else 0 */
  secondsUntilAllowed(userId: string): Promise<number>;
  /** Counts one wrong password. */
  recordFailure(userId: string): Promise<void>;
}

function createPairThrottle(
  connection: DatabaseConnection,
  prefixes: { account: string; address: string },
  limits: { account: number; address: number },
): SignInThrottle {
  const byAccount = createFailureCounter(connection, prefixes.account, limits.account);
  const byAddress = createFailureCounter(connection, prefixes.address, limits.address);
  return {
    async secondsUntilAllowed(accountKey, address) {
      const waits = await Promise.all([byAccount.secondsLeft(accountKey), byAddress.secondsLeft(address)]);
      return Math.max(...waits);
    },
    async recordFailure(accountKey, address) {
      await Promise.all([byAccount.count(accountKey), byAddress.count(address)]);
    },
    forgetAccount: (accountKey) => byAccount.forget(accountKey),
  };
}

/**
 * Builds the sign-in throttle (ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT) and, as `signUp`, the
 * sign-up throttle (SIGN_UP_EMAIL_CONFLICT_LIMIT, SIGN_UP_ADDRESS_CONFLICT_LIMIT) over the app's
 * own database connection.
 */
export function createSignInThrottle(connection: DatabaseConnection): AuthThrottle {
  const signIn = createPairThrottle(
    connection,
    { account: 'account', address: 'address' },
    { account: ACCOUNT_FAILURE_LIMIT, address: ADDRESS_FAILURE_LIMIT },
  );
  const signUp = createPairThrottle(
    connection,
    { account: 'signup-email', address: 'signup-address' },
    { account: SIGN_UP_EMAIL_CONFLICT_LIMIT, address: SIGN_UP_ADDRESS_CONFLICT_LIMIT },
  );
  return { ...signIn, signUp };
}

/** Builds the throttle of account deletion's password check (DELETION_FAILURE_LIMIT per user). */
export function createAccountDeletionThrottle(connection: DatabaseConnection): AccountDeletionThrottle {
  const byUser = createFailureCounter(connection, 'delete-account', DELETION_FAILURE_LIMIT);
  return {
    secondsUntilAllowed: (userId) => byUser.secondsLeft(userId),
    recordFailure: (userId) => byUser.count(userId),
  };
}

/** Wrong passwords or codes allowed per user in one window when changing the password or e-mail or turning two-factor off. */
export const ACCOUNT_SECURITY_FAILURE_LIMIT = 5;
/** Wrong sign-in codes allowed per account in one window (the password step does not reset it). */
export const TWO_FACTOR_ACCOUNT_LIMIT = 5;
/** Wrong sign-in codes allowed per network address in one window. */
export const TWO_FACTOR_ADDRESS_LIMIT = 20;

/**
 * Builds the throttle of the password (and code) checks on /settings: password change, e-mail
 * change, turning two-factor off (ACCOUNT_SECURITY_FAILURE_LIMIT per user).
 */
export function createAccountSecurityThrottle(connection: DatabaseConnection): AccountDeletionThrottle {
  const byUser = createFailureCounter(connection, 'account-security', ACCOUNT_SECURITY_FAILURE_LIMIT);
  return {
    secondsUntilAllowed: (userId) => byUser.secondsLeft(userId),
    recordFailure: (userId) => byUser.count(userId),
  };
}

/**
 * Builds the throttle of sign-in's code step, per user id and per network address
 * (TWO_FACTOR_ACCOUNT_LIMIT, TWO_FACTOR_ADDRESS_LIMIT), counted apart from wrong passwords so a
 * right password never resets the count of wrong codes.
 */
export function createTwoFactorThrottle(connection: DatabaseConnection): SignInThrottle {
  return createPairThrottle(
    connection,
    { account: 'two-factor-user', address: 'two-factor-address' },
    { account: TWO_FACTOR_ACCOUNT_LIMIT, address: TWO_FACTOR_ADDRESS_LIMIT },
  );
}
