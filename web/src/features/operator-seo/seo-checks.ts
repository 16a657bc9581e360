/** What the /seo-enhancement page says about one page of the audit: each check's verdict in words. */
import { SEO_LENGTH_RANGES, type SeoLengthStatus, type SeoPage } from '@heirloom/common/contracts/seo-audit';

export interface Verdict {
  isOk: boolean;
  text: string;
}

const lengthVerdict = (length: number, status: SeoLengthStatus, range: { min: number; max: number }): Verdict => ({
  isOk: status === 'ok',
  text:
    status === 'ok'
      ? `${length} characters`
      : `${length} characters: ${status === 'short' ? `under ${range.min}` : `over ${range.max}`}`,
});

export const titleVerdict = (page: SeoPage) =>
  lengthVerdict(page.titleLength, page.titleStatus, SEO_LENGTH_RANGES.title);
export const descriptionVerdict = (page: SeoPage) =>
  lengthVerdict(page.descriptionLength, page.descriptionStatus, SEO_LENGTH_RANGES.description);

export const structuredDataVerdict = (page: SeoPage): Verdict => ({
  isOk: page.structuredData.isValid,
  text: page.structuredData.isValid
    ? `Valid: ${page.structuredData.types.join(', ')}`
    : page.structuredData.problems.join(' '),
});

/** An indexable page belongs in the sitemap; a noindex page does not. */
export const sitemapVerdict = (page: SeoPage): Verdict => {
  if (page.isInSitemap) return { isOk: page.isIndexable, text: page.isIndexable ? 'Listed' : 'Listed, but noindex' };
  return { isOk: !page.isIndexable, text: page.isIndexable ? 'Missing' : 'Not listed (noindex)' };
};

export const canonicalVerdict = (page: SeoPage): Verdict => ({
  isOk: page.isCanonicalOwnAddress,
  text: page.canonical
    ? page.isCanonicalOwnAddress
      ? page.canonical
      : `${page.canonical} (not this page)`
    : 'Missing',
});

/** Every check of a page, in the order the page shows them. */
export function verdictsOf(page: SeoPage) {
  return {
    title: titleVerdict(page),
    description: descriptionVerdict(page),
    canonical: canonicalVerdict(page),
    structuredData: structuredDataVerdict(page),
    sitemap: sitemapVerdict(page),
  };
}

/** Whether a page has anything to fix. */
export const needsWork = (page: SeoPage) => Object.values(verdictsOf(page)).some((verdict) => !verdict.isOk);
