/**
 * Signed links of the "Still right?" e-mail (docs/product/messages-and-delivery.md "Still right?"): a
 * JWS (HS256, RFC 7515/7519 through `jose`, like the delivery-protection links) naming the owner it
 * was e-mailed to, the one message it confirms (or none: all of them), and when the e-mail was
 * written (`at`, to the millisecond): "all" confirms the owner's future messages that existed then. Each expires after
 * STILL_RIGHT_LINK_DAYS. The message policy reads them as a link holder's credential.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { stillRightLinkExpiry } from '@heirloom/common/domain/still-right';

export interface StillRightClaims {
  ownerId: string;
  /** The one message it confirms; null for "all still right". */
  messageId: string | null;
  /** When the e-mail was written (ISO-8601). */
  issuedAt: string;
}

const AUDIENCE = 'heirloom:still-right';

/** Signs a link token of an e-mail written at `now`, valid STILL_RIGHT_LINK_DAYS days. */
export function signStillRightLink(
  secret: Uint8Array,
  claims: Omit<StillRightClaims, 'issuedAt'>,
  now: Date,
): Promise<string> {
  return new SignJWT({ at: now.toISOString(), ...(claims.messageId ? { msg: claims.messageId } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.ownerId)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(stillRightLinkExpiry(now).getTime() / 1000))
    .sign(secret);
}

/**
 * Checks a link token at the given clock time.
 * @returns the claims; 'expired' for a genuine token past its expiry; undefined for a forged or
 *   altered one
 */
export async function verifyStillRightLink(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<StillRightClaims | 'expired' | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    const { sub, msg, at } = payload;
    if (typeof sub !== 'string' || typeof at !== 'string') return undefined;
    if (msg !== undefined && typeof msg !== 'string') return undefined;
    return { ownerId: sub, messageId: msg ?? null, issuedAt: at };
  } catch (error) {
    // jose checks the signature before the expiry: an expired token is a genuine one.
    return error instanceof errors.JWTExpired ? 'expired' : undefined;
  }
}
