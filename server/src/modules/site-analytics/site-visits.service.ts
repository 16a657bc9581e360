/**
 * The visit beacon and the home headline a visitor is shown (docs/product/marketing-and-figures.md
 * "Visits"). A page view is counted per day and page, with unique visitors by today's salted hash
 * (visitor-hash.ts); a browser that sends `DNT: 1` or `Sec-GPC: 1`, and a crawler, is not counted
 * and is shown the current headline outside any test.
 */
import { findPage, isIndexable } from '@heirloom/common/domain/pages';
import { SITE_ANALYTICS_MESSAGES } from '@heirloom/common/contracts/site-analytics';
import { DEFAULT_HOME_HEADLINE } from '@heirloom/common/domain/home-headline';
import type { PublicConfig } from '@heirloom/common/contracts/public-config';
import { AppError } from '../../lib/app-error';
import { countExposure, findAdoptedHeadline, findRunningTest } from './headline-tests.repository';
import { utcDay, type SiteAnalyticsDependencies } from './site-analytics.deps';
import { countPageView, countSiteView, markVisitor, readOrCreateDailySalt } from './site-visits.repository';
import { assignHeadlineVariant, isCountable, visitorHash, type VisitorSignals } from './visitor-hash';

/**
 * The path a view is counted under: a public page's own path when it is indexable (a blog article),
 * else its catalogue pattern (never a share link's token); undefined for pages that are not public
 * (the app and admin pages are not part of the marketing site's traffic).
 * @throws AppError 'invalid' for a path the page catalogue does not know
 */
function countedPath(pathname: string): string | undefined {
  const page = findPage(pathname);
  if (!page) throw new AppError('invalid', SITE_ANALYTICS_MESSAGES.unknownPage);
  if (page.access !== 'public') return undefined;
  return isIndexable(page) ? pathname.replace(/(.)\/+$/, '$1') : page.path;
}

/**
 * Counts one page view of `pathname` (POST /api/site/visits): the day's views, unique visitors of
 * the site and of the page, and, on the home page while a headline test runs, one exposure of the
 * visitor's variant per day.
 * @returns whether the view was counted (false for DNT/GPC, crawlers and non-public pages)
 * @throws AppError 'invalid' for a path that is not a page of the site
 */
export async function recordVisit(
  deps: SiteAnalyticsDependencies,
  pathname: string,
  signals: VisitorSignals,
): Promise<boolean> {
  const path = countedPath(pathname);
  if (path === undefined || !isCountable(signals)) return false;
  const day = utcDay(deps.clock.now());
  const hash = visitorHash(await readOrCreateDailySalt(deps.db, day), signals);
  await deps.db.transaction().execute(async (trx) => {
    await countSiteView(trx, day, await markVisitor(trx, day, hash, 'site'));
    await countPageView(trx, day, path, await markVisitor(trx, day, hash, `page:${path}`));
    if (path !== '/') return;
    const test = await findRunningTest(trx);
    if (test && (await markVisitor(trx, day, hash, `headline-test:${test.id}`)))
      await countExposure(trx, test.id, assignHeadlineVariant(test.id, hash));
  });
  return true;
}

/**
 * The home headline for the visitor sending `signals`, embedded in every page's app config so the
 * home page renders it at once: while a test runs, the visitor's variant (with the test's id, which
 * a sign-up carries); otherwise the newest adopted winner, or the default headline.
 */
export async function resolveHomeHeadline(
  deps: Pick<SiteAnalyticsDependencies, 'db' | 'clock'>,
  signals: VisitorSignals,
): Promise<NonNullable<PublicConfig['headline']>> {
  const test = await findRunningTest(deps.db);
  if (test && isCountable(signals)) {
    const salt = await readOrCreateDailySalt(deps.db, utcDay(deps.clock.now()));
    const variant = assignHeadlineVariant(test.id, visitorHash(salt, signals));
    return { text: variant === 'A' ? test.variant_a : test.variant_b, test: { testId: test.id, variant } };
  }
  if (test) return { text: test.variant_a };
  return { text: (await findAdoptedHeadline(deps.db)) ?? DEFAULT_HOME_HEADLINE };
}
