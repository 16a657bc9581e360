/**
 * Settings the server embeds in index.html (`<meta name="app-config">`): product name, support
 * contacts (PRODUCT.md: PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE), the marketing figures the
 * operator configured and the video testimonial. Read once. The values come from our own server, so a plain shape check is
 * enough (and keeps zod out of the first download).
 */
import type { PublicConfig } from '@heirloom/common/contracts/public-config';
import type { MarketingClaims, Testimonial, TestimonialVideo } from '@heirloom/common/domain/marketing';

/** The public config; `claims` holds only the figures the operator configured (none by default). */
export type AppConfig = PublicConfig & { claims: MarketingClaims; testimonials: Testimonial[] };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A configured figure: a finite number, or nothing (never a made-up default). */
const figure = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The configured marketing figures, leaving out any that are missing or malformed. */
function readClaims(value: unknown): MarketingClaims {
  const claims = (typeof value === 'object' && value ? value : {}) as Partial<Record<keyof MarketingClaims, unknown>>;
  const read: MarketingClaims = {};
  for (const name of ['families', 'messages', 'rating', 'reviews'] as const) {
    const number = figure(claims[name]);
    if (number !== undefined) read[name] = number;
  }
  return read;
}

/** The configured video testimonial, when it has everything the home page shows. */
function readTestimonialVideo(value: unknown): TestimonialVideo | undefined {
  const video = (typeof value === 'object' && value ? value : {}) as Partial<Record<keyof TestimonialVideo, unknown>>;
  const [url, caption, transcript] = [text(video.url), text(video.caption), text(video.transcript)];
  if (!url || !caption || !transcript) return undefined;
  return { url, caption, transcript, posterUrl: text(video.posterUrl), captionsUrl: text(video.captionsUrl) };
}

/** The home headline the server chose for this visitor (issue 14 item 6), when well formed. */
function readHeadline(value: unknown): PublicConfig['headline'] {
  const headline = (typeof value === 'object' && value ? value : {}) as { text?: unknown; test?: unknown };
  const headlineText = text(headline.text);
  if (!headlineText) return undefined;
  const test = (typeof headline.test === 'object' && headline.test ? headline.test : {}) as {
    testId?: unknown;
    variant?: unknown;
  };
  const [testId, variant] = [text(test.testId), test.variant];
  const isVariant = variant === 'A' || variant === 'B';
  return { text: headlineText, test: testId && isVariant ? { testId, variant } : undefined };
}

/** The written testimonials an administrator entered (admin Content tab), leaving out malformed ones. */
function readTestimonials(value: unknown): Testimonial[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: Partial<Record<keyof Testimonial, unknown>>) => {
    const [name, quote] = [text(entry.name), text(entry.quote)];
    const rating = figure(entry.rating);
    if (!name || !quote || rating === undefined) return [];
    return [
      {
        name,
        quote,
        rating,
        location: text(entry.location) ?? '',
        planName: text(entry.planName) ?? '',
        isIllustrative: false,
      },
    ];
  });
}

function readAppConfig(): AppConfig {
  const fallback: AppConfig = { productName: 'Heirloom', claims: {}, testimonials: [] };
  const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  try {
    const parsed = (content ? JSON.parse(content) : {}) as Partial<Record<keyof PublicConfig, unknown>>;
    return {
      productName: text(parsed.productName) ?? fallback.productName,
      supportEmail: text(parsed.supportEmail),
      supportPhone: text(parsed.supportPhone),
      legalEntity: text(parsed.legalEntity),
      printPartnerUrl: text(parsed.printPartnerUrl),
      claims: readClaims(parsed.claims),
      testimonialVideo: readTestimonialVideo(parsed.testimonialVideo),
      testimonials: readTestimonials(parsed.testimonials),
      headline: readHeadline(parsed.headline),
    };
  } catch {
    return fallback;
  }
}

export const appConfig: AppConfig = readAppConfig();
