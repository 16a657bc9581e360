/**
 * The site content an administrator edits in the admin panel's Content tab (docs/product/admin.md
 * "Content tab"): the marketing figures, the written testimonials and the home page's video
 * testimonial, which are configuration, none unless set (docs/product/marketing-and-figures.md
 * "Numbers shown to visitors are never invented"). Once saved here it replaces the MARKETING_*
 * environment values; GET /api/admin/content and PUT take this shape.
 */
import { z } from 'zod';

const count = z.number().int('Use a whole number.').min(0, 'Use 0 or more.').max(1_000_000_000);

/** A file on this site (the Content-Security-Policy loads media only from the site's own origin). */
const sitePath = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?!\/)\S*$/u, 'Use a path on this site, starting with / (for example /media/testimonial.mp4).');

export const siteClaimsSchema = z
  .object({
    families: count.optional(),
    messages: count.optional(),
    rating: z.number().min(1, 'A rating is from 1 to 5.').max(5, 'A rating is from 1 to 5.').optional(),
    reviews: count.optional(),
  })
  .refine((claims) => (claims.rating === undefined) === (claims.reviews === undefined), {
    message: 'A rating needs the number of reviews behind it, and the other way round.',
    path: ['rating'],
  });

export const siteTestimonialSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name.').max(80),
  location: z.string().trim().max(80),
  quote: z.string().trim().min(1, 'Enter what they said.').max(600),
  rating: z.number().int().min(1).max(5),
  planName: z.string().trim().max(60),
});

export const siteTestimonialVideoSchema = z.object({
  url: sitePath,
  posterUrl: sitePath.optional(),
  captionsUrl: sitePath.optional(),
  caption: z.string().trim().min(1, 'Say who is speaking.').max(300),
  transcript: z.string().trim().min(1, 'A video needs its transcript.').max(20_000),
});

/** Most written testimonials the site shows. */
export const MAX_SITE_TESTIMONIALS = 12;

export const siteContentSchema = z.object({
  claims: siteClaimsSchema,
  testimonials: z.array(siteTestimonialSchema).max(MAX_SITE_TESTIMONIALS),
  testimonialVideo: siteTestimonialVideoSchema.nullable(),
});
export type SiteContent = z.infer<typeof siteContentSchema>;
export type SiteTestimonial = z.infer<typeof siteTestimonialSchema>;

/** GET /api/admin/content: the content and where it comes from (the environment until first saved here). */
export const siteContentAnswerSchema = z.object({
  content: siteContentSchema,
  source: z.enum(['environment', 'admin']),
});
export type SiteContentAnswer = z.infer<typeof siteContentAnswerSchema>;

/** GET /api/admin/newsletter: the blog newsletter's subscribers, newest first. */
export const newsletterSubscriberSchema = z.object({
  email: z.string(),
  status: z.enum(['pending', 'confirmed']),
  requestedAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export const newsletterSubscribersSchema = z.array(newsletterSubscriberSchema);
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
