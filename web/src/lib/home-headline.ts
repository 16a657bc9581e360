/**
 * The home hero's headline: the text the server put in this page load's app config — the current
 * headline, or this visitor's variant while an A/B test runs — so the home page renders it at once,
 * with no extra request and no layout shift. Nothing is stored in the browser: whether the headline
 * was shown is remembered in memory for this page load only, and a sign-up carries the variant only
 * when the visitor saw it.
 */
import type { HeadlineAttribution } from '@heirloom/common/contracts/site-analytics';
import { DEFAULT_HOME_HEADLINE } from '@heirloom/common/domain/home-headline';
import { appConfig } from './app-config';

let isShown = false;

/** The headline to show on the home page; marks it as shown to this visitor. */
export function showHomeHeadline(): string {
  isShown = true;
  return appConfig.headline?.text ?? DEFAULT_HOME_HEADLINE;
}

/** The test and variant a sign-up carries: only while a test runs and after the home page showed its headline. */
export function shownHeadlineVariant(): HeadlineAttribution | undefined {
  return isShown ? appConfig.headline?.test : undefined;
}
