/**
 * Table types: first-party site analytics and the home headline A/B test (modules/site-analytics;
 * docs/product/marketing-and-figures.md "Visits", "The operator's four tools"). Days are UTC,
 * YYYY-MM-DD.
 */

/** Today's random salt of the visitor hash; deleted when the day is over (so the hashes can no longer be linked). */
export interface SiteVisitSaltsTable {
  day: string;
  salt: string;
}

/**
 * That a visitor (today's salted hash) was already counted today in a scope: `site`, `page:<path>`
 * or `headline-test:<id>`. Only today's rows are kept.
 */
export interface SiteVisitorMarksTable {
  day: string;
  visitor_hash: string;
  scope: string;
}

/** The whole site's page views and unique visitors of one day. */
export interface SiteDailyVisitorsTable {
  day: string;
  page_views: number;
  visitors: number;
}

/** One page's views and unique visitors of one day. */
export interface SitePageViewsTable {
  day: string;
  path: string;
  page_views: number;
  visitors: number;
}

/** One A/B test of the home headline: A the headline when it started, B the administrator's challenger. */
export interface HeadlineTestsTable {
  id: string;
  status: 'running' | 'stopped';
  variant_a: string;
  variant_b: string;
  /** Daily unique visitors shown each variant on the home page. */
  exposures_a: number;
  exposures_b: number;
  /** Sign-ups that carried each variant. */
  sign_ups_a: number;
  sign_ups_b: number;
  started_at: string;
  stopped_at: string | null;
  /** The variant made the home headline; the newest adopted test's is the headline. */
  adopted_variant: 'A' | 'B' | null;
  adopted_at: string | null;
}

export interface SiteAnalyticsTables {
  site_visit_salts: SiteVisitSaltsTable;
  site_visitor_marks: SiteVisitorMarksTable;
  site_daily_visitors: SiteDailyVisitorsTable;
  site_page_views: SitePageViewsTable;
  headline_tests: HeadlineTestsTable;
}
