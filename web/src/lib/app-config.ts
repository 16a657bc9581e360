/**
 * Settings the server embeds in index.html (`<meta name="app-config">`): product name, support
 * contacts (PRODUCT.md: PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE), the marketing figures the
 * operator configured and the video testimonial. Read once. The values come from our own server, so a plain shape check is
 * enough (and keeps zod out of the first download).
 */
import type { PublicConfig } from '@heirloom/common/contracts/public-config';
import type { MarketingClaims, TestimonialVideo } from '@heirloom/common/domain/marketing';

/** The public config; `claims` holds only the figures the operator configured (none by default). */
export type AppConfig = PublicConfig & { claims: MarketingClaims };

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

function readAppConfig(): AppConfig {
  const fallback: AppConfig = { productName: 'Heirloom', claims: {} };
  const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  try {
    const parsed = (content ? JSON.parse(content) : {}) as Partial<Record<keyof PublicConfig, unknown>>;
    return {
      productName: text(parsed.productName) ?? fallback.productName,
      supportEmail: text(parsed.supportEmail),
      supportPhone: text(parsed.supportPhone),
      legalEntity: text(parsed.legalEntity),
      claims: readClaims(parsed.claims),
      testimonialVideo: readTestimonialVideo(parsed.testimonialVideo),
    };
  } catch {
    return fallback;
  }
}

export const appConfig: AppConfig = readAppConfig();
