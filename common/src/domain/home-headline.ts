/**
 * The home page's hero headline and its A/B test (/landing-optimization;
 * docs/product/marketing-and-figures.md "The operator's four tools"). Variant A is the headline the
 * home page shows today (this default until an administrator makes a test's winner the headline);
 * variant B is the administrator's challenger.
 */

/** The home hero's headline as built (web/src/features/home); variant A of the first test. */
export const DEFAULT_HOME_HEADLINE = 'Your voice, there for them when it matters most.';

export const HEADLINE_VARIANTS = ['A', 'B'] as const;
export type HeadlineVariant = (typeof HEADLINE_VARIANTS)[number];

/** The winner rule (a two-proportion z-test, two-sided, at 95%): both arms need this many exposures first. */
export const HEADLINE_TEST_MINIMUM_EXPOSURES_PER_ARM = 100;

/** The winner rule's significance level: a difference with p below it is a winner (95% confidence). */
export const HEADLINE_TEST_SIGNIFICANCE_LEVEL = 0.05;

/** Characters a headline may have (the hero is one to three lines at 390 px). */
export const HEADLINE_MAX_LENGTH = 90;
