/**
 * Settings the server embeds in index.html (`<meta name="app-config">`): product name, support
 * contacts (PRODUCT.md: PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE), marketing figures and the
 * video testimonial. Read once. The values come from our own server, so a plain shape check is
 * enough (and keeps zod out of the first download).
 */
import type { PublicConfig } from '@heirloom/common/contracts/public-config';
import { DEFAULT_CLAIMS, type TestimonialVideo } from '@heirloom/common/domain/marketing';

/** The public config with the marketing figures always present. */
export type AppConfig = PublicConfig & { claims: NonNullable<PublicConfig['claims']> };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The configured video testimonial, when it has everything the home page shows. */
function readTestimonialVideo(value: unknown): TestimonialVideo | undefined {
  const video = (typeof value === 'object' && value ? value : {}) as Partial<Record<keyof TestimonialVideo, unknown>>;
  const [url, caption, transcript] = [text(video.url), text(video.caption), text(video.transcript)];
  if (!url || !caption || !transcript) return undefined;
  return { url, caption, transcript, posterUrl: text(video.posterUrl), captionsUrl: text(video.captionsUrl) };
}

function readAppConfig(): AppConfig {
  const fallback: AppConfig = { productName: 'Heirloom', claims: { ...DEFAULT_CLAIMS } };
  const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  try {
    const parsed = (content ? JSON.parse(content) : {}) as Partial<Record<keyof PublicConfig, unknown>>;
    return {
      productName: text(parsed.productName) ?? fallback.productName,
      supportEmail: text(parsed.supportEmail),
      supportPhone: text(parsed.supportPhone),
      legalEntity: text(parsed.legalEntity),
      claims:
        typeof parsed.claims === 'object' && parsed.claims ? (parsed.claims as AppConfig['claims']) : fallback.claims,
      testimonialVideo: readTestimonialVideo(parsed.testimonialVideo),
    };
  } catch {
    return fallback;
  }
}

export const appConfig: AppConfig = readAppConfig();
