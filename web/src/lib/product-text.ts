/**
 * Catalogue and content texts carry a `{product}` token (common/src/domain/pages.ts
 * `withProductName`); this fills it with the configured product name (PRODUCT_NAME).
 */
import { withProductName } from '@heirloom/common/domain/pages';
import { appConfig } from './app-config';

/** `text` with `{product}` replaced by the product name. @example productText('About {product}') */
export const productText = (text: string): string => withProductName(text, appConfig.productName);
