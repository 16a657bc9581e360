/**
 * The sign-up conversion event (docs/product/accounts-and-sessions.md "Redirect after auth"; value
 * 10 USD, with the e-mail when known). It goes to an ad tracker only when the operator has loaded
 * one on the page (window.gtag); Heirloom loads none by default, so nothing leaves the browser
 * unless someone chose to.
 */
import { SIGNUP_CONVERSION_VALUE_USD } from '@heirloom/common/domain/constants';

declare global {
  interface Window {
    gtag?: (command: 'event', name: string, parameters: Record<string, unknown>) => void;
  }
}

/** Reports a completed sign-up to the configured ad tracker, if any. */
export function reportSignUpConversion(email?: string): void {
  window.gtag?.('event', 'conversion', {
    value: SIGNUP_CONVERSION_VALUE_USD,
    currency: 'USD',
    ...(email ? { user_data: { email } } : {}),
  });
}
