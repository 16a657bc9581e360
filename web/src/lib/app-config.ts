/**
 * Settings the server embeds in index.html (`<meta name="app-config">`): product name and
 * support contacts (PRODUCT.md: PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE). Read once. The
 * values come from our own server, so a plain shape check is enough (and keeps zod out of the
 * first download).
 */
import type { PublicConfig } from '@heirloom/common/contracts/public-config';
import { DEFAULT_CLAIMS } from '@heirloom/common/domain/marketing';

/** The public config with the marketing figures always present. */
export type AppConfig = PublicConfig & { claims: NonNullable<PublicConfig['claims']> };

function readAppConfig(): AppConfig {
  const fallback: AppConfig = { productName: 'Heirloom', claims: { ...DEFAULT_CLAIMS } };
  const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  try {
    const parsed = (content ? JSON.parse(content) : {}) as Partial<Record<keyof PublicConfig, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
    return {
      productName: text(parsed.productName) ?? fallback.productName,
      supportEmail: text(parsed.supportEmail),
      supportPhone: text(parsed.supportPhone),
      legalEntity: text(parsed.legalEntity),
      claims:
        typeof parsed.claims === 'object' && parsed.claims ? (parsed.claims as AppConfig['claims']) : fallback.claims,
    };
  } catch {
    return fallback;
  }
}

export const appConfig: AppConfig = readAppConfig();
