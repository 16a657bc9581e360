/**
 * Readiness (GET /api/health): this instance can serve while its database and its file store both
 * answer. Each check has HEALTH_CHECK_TIMEOUT_MS: a load balancer's poll must not hang on a database
 * that has stopped answering, it must hear "not ready" in time to send requests elsewhere.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Readiness } from '@heirloom/common/contracts/system-health';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../storage/blob-store';
import { pingDatabase } from './system.repository';

/** How long each check may take before it counts as unreachable, ms. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

/** When a load balancer should ask again after a "not ready", seconds (the Retry-After header). */
const RETRY_AFTER_SECONDS = 5;

export interface HealthDependencies {
  db: Kysely<Database>;
  blobStore: BlobStore;
  /** Logs why a check failed (the answer itself names only which part is down). */
  log: { warn: (details: object, message: string) => void };
}

/** Resolves true when `check` settles within the timeout, false when it fails or takes longer. */
async function answersInTime(check: () => Promise<void>, onFailure: (error: unknown) => void): Promise<boolean> {
  const timeout = new AbortController();
  try {
    return await Promise.race([
      check().then(() => true),
      delay(HEALTH_CHECK_TIMEOUT_MS, false, { signal: timeout.signal }).then(() => {
        onFailure(new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`));
        return false;
      }),
    ]);
  } catch (error) {
    onFailure(error);
    return false;
  } finally {
    timeout.abort();
  }
}

/**
 * Checks the database and the file store at the same time.
 * @returns the ready answer when both respond
 * @throws AppError 'unavailable' (503, Retry-After 5 s) naming what does not respond
 */
export async function checkReadiness(deps: HealthDependencies): Promise<Readiness> {
  const [isDatabaseUp, isStoreUp] = await Promise.all([
    answersInTime(
      () => pingDatabase(deps.db),
      (error) => deps.log.warn({ err: error }, 'health: the database does not answer'),
    ),
    answersInTime(
      () => deps.blobStore.assertReachable(),
      (error) => deps.log.warn({ err: error }, 'health: the file store does not answer'),
    ),
  ]);
  if (!isDatabaseUp && !isStoreUp)
    throw new AppError('unavailable', 'Neither the database nor the file store can be reached.', RETRY_AFTER_SECONDS);
  if (!isDatabaseUp) throw new AppError('unavailable', 'The database cannot be reached.', RETRY_AFTER_SECONDS);
  if (!isStoreUp) throw new AppError('unavailable', 'The file store cannot be reached.', RETRY_AFTER_SECONDS);
  return { status: 'ok', database: 'reachable', store: 'reachable' };
}
