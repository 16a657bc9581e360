/**
 * Settings the server embeds in index.html (`<meta name="app-config">`): product name, support
 * contacts (PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE), the marketing figures the operator
 * configured and the video testimonial. Read once. The values come from our own server, so a plain
 * shape check is enough (and keeps zod out of the first download).
 */
import { useSyncExternalStore } from 'react';
import type { PublicConfig } from '@heirloom/common/contracts/public-config';
import { PRERENDER_TOKENS } from '@heirloom/common/domain/prerender-tokens';
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

/** The home headline the server chose for this visitor, when well formed. */
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

/**
 * The config a prerendered page is built with (docs/decisions/016): the server fills the tokens per
 * request; everything else the server may have configured is shown only after hydration.
 */
const PRERENDER_CONFIG: AppConfig = {
  productName: PRERENDER_TOKENS.productName,
  headline: { text: PRERENDER_TOKENS.homeHeadline },
  claims: {},
  testimonials: [],
};

/** Whether this code runs to render pages ahead of time, outside a browser (there is no document). */
export const isPrerendering = typeof document === 'undefined';

/** This page load's config; when prerendering, the token config above. */
export const appConfig: AppConfig = isPrerendering ? PRERENDER_CONFIG : readAppConfig();

/** What a prerendered page's HTML shows once the server filled its tokens: the rest waits for hydration. */
const HYDRATION_CONFIG: AppConfig = {
  productName: appConfig.productName,
  headline: appConfig.headline,
  claims: {},
  testimonials: [],
};

const subscribeToNothing = () => () => {};

/**
 * The config for a component that shows optional settings (support contacts, the legal entity,
 * marketing figures, testimonials): while a prerendered page hydrates it is what the HTML was
 * built with, so hydration matches; right after, it is this page load's config.
 */
export function useAppConfig(): AppConfig {
  return useSyncExternalStore(
    subscribeToNothing,
    () => appConfig,
    () => HYDRATION_CONFIG,
  );
}
