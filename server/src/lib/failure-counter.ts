/**
 * Counters of failed attempts (wrong passwords, passphrases, refused sign-ups) per key, kept in the
 * database's shared `login_throttle` table through rate-limiter-flexible's SQLite and PostgreSQL
 * stores, so every app instance sees the same counts (OWASP Authentication Cheat Sheet, "Protect
 * against automated attacks"). A key is refused from `limit` failures in THROTTLE_WINDOW_SECONDS.
 */
import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DatabaseConnection } from '../db/database';

/** Window length, in seconds (15 minutes). */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;

export interface FailureCounter {
  /** @returns seconds until the key is allowed again (at least 1 while refused), else 0 */
  secondsLeft(key: string): Promise<number>;
  count(key: string): Promise<void>;
  forget(key: string): Promise<void>;
}

/** Longest key stored as is; longer ones (e-mails go up to 254) are stored as their SHA-256. */
const MAX_PLAIN_KEY_LENGTH = 64;

/** The table's key column holds 255 characters, prefix included: long keys become a 43-character digest. */
const storedKeyOf = (key: string) =>
  key.length > MAX_PLAIN_KEY_LENGTH ? `sha256-${createHash('sha256').update(key).digest('base64url')}` : key;

/**
 * A rate-limiter-flexible limiter over the shared `login_throttle` table: `points` per
 * `durationSeconds` under `keyPrefix` (keys longer than 64 characters are stored as their digest).
 */
export function createDatabaseLimiter(
  connection: DatabaseConnection,
  keyPrefix: string,
  points: number,
  durationSeconds: number,
): RateLimiterAbstract {
  const common = {
    tableName: 'login_throttle',
    tableCreated: true, // created by our migration, with the library's own columns
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration: durationSeconds,
  };
  return connection.dialect === 'postgres'
    ? new RateLimiterPostgres({ ...common, storeClient: connection.driver })
    : new RateLimiterSQLite({ ...common, storeClient: connection.driver, storeType: 'better-sqlite3' });
}

/** The key as stored (long keys become a digest; the table's key column holds 255 characters). */
export { storedKeyOf };

/** A counter of failures under `keyPrefix`, refusing a key from `limit` failures in one window. */
export function createFailureCounter(connection: DatabaseConnection, keyPrefix: string, limit: number): FailureCounter {
  const limiter = createDatabaseLimiter(connection, keyPrefix, limit, THROTTLE_WINDOW_SECONDS);
  return {
    async secondsLeft(key) {
      const state = await limiter.get(storedKeyOf(key));
      return state && state.consumedPoints >= limit ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
    },
    // penalty() counts without refusing: the refusal is secondsLeft()'s job, before any hashing.
    count: async (key) => void (await limiter.penalty(storedKeyOf(key))),
    forget: async (key) => void (await limiter.delete(storedKeyOf(key))),
  };
}
