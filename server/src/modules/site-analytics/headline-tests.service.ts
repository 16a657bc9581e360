/**
 * The home headline A/B test (/landing-optimization, docs/product/marketing-and-figures.md "The
 * operator's four tools"): an administrator starts a test of the current headline (A) against a
 * challenger (B), stops it, and makes its winner the headline — only a winner by the rule of
 * headline-winner.ts. Sign-ups carry the variant they were shown.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  SITE_ANALYTICS_MESSAGES,
  type HeadlineAttribution,
  type HeadlineTest,
  type HeadlineTests,
} from '@heirloom/common/contracts/site-analytics';
import { DEFAULT_HOME_HEADLINE } from '@heirloom/common/domain/home-headline';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { presentHeadlineTest } from './headline-tests.presenter';
import {
  adoptVariant,
  countSignUp,
  findAdoptedHeadline,
  findTest,
  insertRunningTest,
  listTests,
  stopTest,
} from './headline-tests.repository';
import type { SiteAnalyticsDependencies } from './site-analytics.deps';

/** The current headline (the newest adopted winner, else the default) and every test, newest first. */
export async function readHeadlineTests(deps: SiteAnalyticsDependencies): Promise<HeadlineTests> {
  const adopted = await findAdoptedHeadline(deps.db);
  const tests = await listTests(deps.db);
  return {
    currentHeadline: adopted ?? DEFAULT_HOME_HEADLINE,
    isDefaultHeadline: adopted === undefined,
    tests: tests.map(presentHeadlineTest),
  };
}

/**
 * Starts a test of the current headline (A) against `variantB`.
 * @throws AppError 'invalid' when B equals the current headline, 'conflict' when a test already runs
 */
export async function startHeadlineTest(
  deps: SiteAnalyticsDependencies,
  adminId: string,
  variantB: string,
): Promise<HeadlineTest> {
  const variantA = (await findAdoptedHeadline(deps.db)) ?? DEFAULT_HOME_HEADLINE;
  if (variantB === variantA) throw new AppError('invalid', SITE_ANALYTICS_MESSAGES.headlineSameAsCurrent);
  const [id, at] = [randomUUID(), deps.clock.now().toISOString()];
  if (!(await insertRunningTest(deps.db, { id, variantA, variantB, startedAt: at })))
    throw new AppError('conflict', SITE_ANALYTICS_MESSAGES.testAlreadyRunning);
  await deps.recordAdminAction({ adminId, action: 'headline-test.start', target: id, at });
  return presentHeadlineTest((await findTest(deps.db, id))!);
}

/**
 * Stops a running test; its counts stay.
 * @throws AppError 'not_found' for an unknown test, 'conflict' when it is not running
 */
export async function stopHeadlineTest(
  deps: SiteAnalyticsDependencies,
  adminId: string,
  id: string,
): Promise<HeadlineTest> {
  if (!(await findTest(deps.db, id))) throw new AppError('not_found', SITE_ANALYTICS_MESSAGES.testNotFound);
  const at = deps.clock.now().toISOString();
  if (!(await stopTest(deps.db, id, at))) throw new AppError('conflict', SITE_ANALYTICS_MESSAGES.testNotRunning);
  await deps.recordAdminAction({ adminId, action: 'headline-test.stop', target: id, at });
  return presentHeadlineTest((await findTest(deps.db, id))!);
}

/**
 * Makes the test's winner the home headline (stopping the test if it still runs).
 * @throws AppError 'not_found' for an unknown test, 'conflict' when it has no winner or was already adopted
 */
export async function adoptHeadlineWinner(
  deps: SiteAnalyticsDependencies,
  adminId: string,
  id: string,
): Promise<HeadlineTest> {
  const row = await findTest(deps.db, id);
  if (!row) throw new AppError('not_found', SITE_ANALYTICS_MESSAGES.testNotFound);
  if (row.adopted_variant !== null) throw new AppError('conflict', SITE_ANALYTICS_MESSAGES.alreadyAdopted);
  const { winner } = presentHeadlineTest(row).result;
  if (!winner) throw new AppError('conflict', SITE_ANALYTICS_MESSAGES.noWinner);
  const at = deps.clock.now().toISOString();
  if (!(await adoptVariant(deps.db, id, winner, at)))
    throw new AppError('conflict', SITE_ANALYTICS_MESSAGES.alreadyAdopted);
  await deps.recordAdminAction({ adminId, action: `headline-test.adopt-${winner}`, target: id, at });
  return presentHeadlineTest((await findTest(deps.db, id))!);
}

/**
 * Counts a sign-up for the variant it carried, in the sign-up's transaction; a variant of a test
 * that is no longer running is ignored (the sign-up itself never fails for it).
 */
export async function recordHeadlineSignUp(
  trx: Transaction<Database>,
  attribution: HeadlineAttribution,
): Promise<void> {
  await countSignUp(trx, attribution.testId, attribution.variant);
}
