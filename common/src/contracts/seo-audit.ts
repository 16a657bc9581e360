/**
 * The operator's SEO check (/seo-enhancement; docs/product/marketing-and-figures.md "The operator's
 * four tools"): every public page of the page catalogue with the head the server really writes for
 * it — title and description lengths against the usual ranges, canonical link, robots, whether its
 * JSON-LD parses with @context and @type — and whether /sitemap.xml lists it.
 */
import { z } from 'zod';

/**
 * The usual length ranges, in characters: titles of 30–60 fit a results page without being cut,
 * descriptions of 70–160 are shown whole (Google's snippet length; Moz and Yoast use the same).
 */
export const SEO_LENGTH_RANGES = {
  title: { min: 30, max: 60 },
  description: { min: 70, max: 160 },
} as const;

export const seoLengthStatusSchema = z.enum(['short', 'ok', 'long']);
export type SeoLengthStatus = z.infer<typeof seoLengthStatusSchema>;

export const seoStructuredDataSchema = z.object({
  /** JSON-LD blocks in the head. */
  blockCount: z.number().int(),
  /** Each block's @type (blocks without one are listed in `problems`). */
  types: z.array(z.string()),
  /** What is wrong, in words; empty when every block is valid JSON with @context and @type. */
  problems: z.array(z.string()),
  isValid: z.boolean(),
});

export const seoPageSchema = z.object({
  path: z.string(),
  title: z.string(),
  titleLength: z.number().int(),
  titleStatus: seoLengthStatusSchema,
  description: z.string(),
  descriptionLength: z.number().int(),
  descriptionStatus: seoLengthStatusSchema,
  canonical: z.string().nullable(),
  /** Whether the canonical link names the page's own address under PUBLIC_URL. */
  isCanonicalOwnAddress: z.boolean(),
  robots: z.string().nullable(),
  /** Whether robots lets search engines index it. */
  isIndexable: z.boolean(),
  structuredData: seoStructuredDataSchema,
  isInSitemap: z.boolean(),
});
export type SeoPage = z.infer<typeof seoPageSchema>;

export const seoAuditSchema = z.object({
  pages: z.array(seoPageSchema),
  /** <loc> entries of /sitemap.xml. */
  sitemapUrlCount: z.number().int(),
});
export type SeoAudit = z.infer<typeof seoAuditSchema>;

/** Where a length falls against its usual range. */
export function lengthStatus(length: number, range: { min: number; max: number }): SeoLengthStatus {
  if (length < range.min) return 'short';
  return length > range.max ? 'long' : 'ok';
}
