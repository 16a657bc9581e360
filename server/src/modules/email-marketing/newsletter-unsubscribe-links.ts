/**
 * The unsubscribe link every newsletter issue carries (RFC 8058 one-click, and the footer's page):
 * a JWS (HS256, RFC 7515/7519 through `jose`) naming the subscription. It never expires — an old
 * issue's link must still work — and it can only end that one subscription.
 */
import { jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'heirloom:newsletter-unsubscribe';

/** Signs the token of a link that ends subscription `subscriptionId`. */
export function signNewsletterUnsubscribeToken(secret: Uint8Array, subscriptionId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subscriptionId)
    .setAudience(AUDIENCE)
    .sign(secret);
}

/** @returns the subscription id, or undefined for a forged, altered or foreign token */
export async function verifyNewsletterUnsubscribeToken(secret: Uint8Array, token: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { audience: AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
