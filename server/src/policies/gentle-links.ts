/**
 * The signed link of the gentle e-mail a recipient gets when the author's legacy is released
 * (docs/product/messages-and-delivery.md "Gentle mode"): a JWS (HS256, RFC 7515/7519 through
 * `jose`, like the delivery-protection links) naming the author and the recipient's lower-cased
 * address, valid GENTLE_LINK_DAYS days. The message policy reads it as a link holder's credential.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { GENTLE_LINK_DAYS } from '@heirloom/common/domain/gentle-mode';

export interface GentleClaims {
  ownerId: string;
  /** The recipient's address, lower-cased. */
  email: string;
}

const AUDIENCE = 'heirloom:gentle-mode';
const DAY_SECONDS = 24 * 60 * 60;

/** Signs a link token e-mailed at `now`, valid GENTLE_LINK_DAYS days; the address is lower-cased. */
export function signGentleLink(secret: Uint8Array, claims: GentleClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: claims.email.toLowerCase() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.ownerId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + GENTLE_LINK_DAYS * DAY_SECONDS)
    .sign(secret);
}

/**
 * Checks a link token at the given clock time.
 * @returns the claims; 'expired' for a genuine token past its expiry; undefined for a forged or
 *   altered one
 */
export async function verifyGentleLink(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<GentleClaims | 'expired' | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    const { sub, email } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string') return undefined;
    return { ownerId: sub, email };
  } catch (error) {
    // jose checks the signature before the expiry: an expired token is a genuine one.
    return error instanceof errors.JWTExpired ? 'expired' : undefined;
  }
}
