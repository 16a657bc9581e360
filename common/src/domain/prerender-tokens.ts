/**
 * The build renders public pages to HTML ahead of time (docs/decisions/016), before it can know what
 * the server is configured with or who is asking. Those few per-server and per-request texts are
 * rendered as these tokens; the server replaces each with its HTML-escaped value when it answers
 * (server/src/plugins/spa-static.ts). Tokens are plain letters and underscores, which neither HTML
 * escaping nor URL encoding changes.
 */
export const PRERENDER_TOKENS = {
  /** The configured product name (PRODUCT_NAME). */
  productName: '__HEIRLOOM_PRODUCT_NAME__',
  /** The home hero's headline for this visitor (the current headline or an A/B test's variant). */
  homeHeadline: '__HEIRLOOM_HOME_HEADLINE__',
  /** The current calendar year, for the footer's copyright line. */
  currentYear: '__HEIRLOOM_CURRENT_YEAR__',
} as const;

export type PrerenderToken = keyof typeof PRERENDER_TOKENS;

/**
 * Fills a prerendered page's tokens.
 * @param html the prerendered page
 * @param values each token's value as HTML (already escaped by the caller)
 */
export function fillPrerenderTokens(html: string, values: Record<PrerenderToken, string>): string {
  return (Object.keys(PRERENDER_TOKENS) as PrerenderToken[]).reduce(
    (filled, name) => filled.replaceAll(PRERENDER_TOKENS[name], values[name]),
    html,
  );
}
