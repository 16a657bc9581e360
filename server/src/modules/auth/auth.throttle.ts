/**
 * Throttling of failed sign-ins, per account and per network address, checked before any password
 * hash is computed (OWASP Authentication Cheat Sheet, "Protect against automated attacks").
 * Counters live in the database (rate-limiter-flexible's SQLite and PostgreSQL stores), so every
 * app instance sees the same counts.
 */
import { RateLimiterPostgres, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DatabaseConnection } from '../../db/database';

/** Failed sign-ins allowed per account in one window. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failed sign-ins allowed per network address in one window (several family members may share one). */
export const ADDRESS_FAILURE_LIMIT = 20;
/** Window length, in seconds (15 minutes). */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;

export interface SignInThrottle {
  /** @returns seconds to wait when the account or the address is over its limit, else 0 */
  secondsUntilAllowed(accountKey: string, address: string): Promise<number>;
  /** Counts one failed sign-in against both the account and the address. */
  recordFailure(accountKey: string, address: string): Promise<void>;
  /** Forgets the account's failures after a successful sign-in. */
  forgetAccount(accountKey: string): Promise<void>;
}

/** Builds the throttle over the app's own database connection. */
export function createSignInThrottle(connection: DatabaseConnection): SignInThrottle {
  const create = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const common = {
      tableName: 'login_throttle',
      tableCreated: true, // created by our migration, with the library's own columns
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration: THROTTLE_WINDOW_SECONDS,
    };
    return connection.dialect === 'postgres'
      ? new RateLimiterPostgres({ ...common, storeClient: connection.driver })
      : new RateLimiterSQLite({ ...common, storeClient: connection.driver, storeType: 'better-sqlite3' });
  };
  const byAccount = create('account', ACCOUNT_FAILURE_LIMIT);
  const byAddress = create('address', ADDRESS_FAILURE_LIMIT);

  const secondsLeft = async (limiter: RateLimiterAbstract, key: string, limit: number): Promise<number> => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= limit ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
  };

  return {
    async secondsUntilAllowed(accountKey, address) {
      const [account, network] = await Promise.all([
        secondsLeft(byAccount, accountKey, ACCOUNT_FAILURE_LIMIT),
        secondsLeft(byAddress, address, ADDRESS_FAILURE_LIMIT),
      ]);
      return Math.max(account, network);
    },
    async recordFailure(accountKey, address) {
      // penalty() counts without refusing: the refusal is secondsUntilAllowed()'s job, before hashing.
      await Promise.all([byAccount.penalty(accountKey), byAddress.penalty(address)]);
    },
    async forgetAccount(accountKey) {
      await byAccount.delete(accountKey);
    },
  };
}
