/**
 * Settings the browser needs at start-up, embedded by the server in index.html as
 * `<meta name="app-config" content="…json…">` (no extra request, no inline script).
 */
import { z } from 'zod';
import { headlineAttributionSchema } from './site-analytics';

export const publicConfigSchema = z.object({
  productName: z.string(),
  supportEmail: z.string().optional(),
  supportPhone: z.string().optional(),
  /** The company that runs this site, for the footer. */
  legalEntity: z.string().optional(),
  /** A print shop's page for Heirloom's PDFs (PRINT_PARTNER_URL), when the operator chose one. */
  printPartnerUrl: z.string().optional(),
  /**
   * Marketing figures the operator configured (MarketingClaims); none by default
   * (docs/product/marketing-and-figures.md "Numbers shown to visitors are never invented").
   */
  claims: z
    .object({
      families: z.number().optional(),
      messages: z.number().optional(),
      rating: z.number().optional(),
      reviews: z.number().optional(),
    })
    .optional(),
  /** Real, consented written testimonials an administrator entered (Content tab); none by default. */
  testimonials: z
    .array(
      z.object({ name: z.string(), location: z.string(), quote: z.string(), rating: z.number(), planName: z.string() }),
    )
    .optional(),
  /** The home page's video testimonial, when the operator configured a real one (TestimonialVideo). */
  testimonialVideo: z
    .object({
      url: z.string(),
      posterUrl: z.string().optional(),
      captionsUrl: z.string().optional(),
      caption: z.string(),
      transcript: z.string(),
    })
    .optional(),
  /**
   * The home hero's headline for this visitor: the current headline, or, while an A/B test runs,
   * the variant assigned to this visitor (`test`: its id and variant, carried by a sign-up).
   */
  headline: z.object({ text: z.string(), test: headlineAttributionSchema.optional() }).optional(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
