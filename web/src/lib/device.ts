/**
 * Device hints (docs/product/api-conventions.md "Generic request helper"): the browser and mobile
 * flags sent with sign-up/sign-in, and the X-* compatibility headers the generic request helper
 * adds to every call.
 */
import type { Browser } from '@heirloom/common/contracts/auth';

const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** True on phones and tablets (by user agent). */
export function isMobileDevice(): boolean {
  return /Android|iPhone|iPad|iPod|BlackBerry|IEMobile|Windows Phone|Mobile/i.test(userAgent());
}

/** "chrome", "safari" or "other" (the sign-up and sign-in payloads' `browser`). */
export function detectBrowser(): Browser {
  const agent = userAgent();
  if (/Chrome|CriOS|Chromium/i.test(agent) && !/Edg\//i.test(agent)) return 'chrome';
  if (/Safari/i.test(agent)) return 'safari';
  return 'other';
}

/** The device-hint headers of the generic request helper. */
export function deviceHintHeaders(): Record<string, string> {
  const agent = userAgent();
  const flag = (pattern: RegExp) => String(pattern.test(agent));
  return {
    'X-Universal-Device': 'true',
    'X-Mobile-Compatible': 'true',
    'X-Device-Type': isMobileDevice() ? 'mobile' : 'desktop',
    'X-iPhone-Compatible': flag(/iPhone/i),
    'X-iPad-Compatible': flag(/iPad/i),
    'X-Android-Compatible': flag(/Android/i),
    'X-BlackBerry-Compatible': flag(/BlackBerry/i),
    'X-Windows-Phone-Compatible': flag(/Windows Phone/i),
    'X-Safari-Compatible': flag(/Safari/i),
    'X-Chrome-Compatible': flag(/Chrome/i),
    'X-Firefox-Compatible': flag(/Firefox/i),
    'X-Edge-Compatible': flag(/Edg\//i),
  };
}
