/**
 * The home page's in-page feature views, chosen by ?section=
 * (docs/product/pages-and-routes.md "Home page"). Kept apart from their content so the router can
 * tell, without loading the home page, that such a view draws its own frame.
 */
export const FEATURE_SECTIONS = ['memories', 'family-tree', 'scrapbooks', 'time-capsules', 'recipes'] as const;

export type FeatureSection = (typeof FEATURE_SECTIONS)[number];

/** Whether a ?section= value opens a feature view (`messages` does not: it redirects to /future-messages). */
export const isFeatureSection = (value: string | null): value is FeatureSection =>
  FEATURE_SECTIONS.some((section) => section === value);
