/**
 * Signed, single-purpose, expiring links in delivery-protection e-mails
 * (docs/product/messages-and-delivery.md "Delivery protection"): a JWS (HS256, RFC 7515/7519
 * through `jose`) naming the message, the action and the schedule version. A link stops working
 * when the schedule is re-armed (new version) or at its expiry. The message policy reads them as
 * the credential of a link holder (docs/product/roles-and-access.md "Link holders").
 */
import { jwtVerify, SignJWT } from 'jose';

export type ProtectionAction = 'keep' | 'postpone' | 'change';

export interface ProtectionClaims {
  messageId: string;
  action: ProtectionAction;
  version: number;
}

const AUDIENCE = 'heirloom:delivery-protection';

/** Signs a link token that expires at `expiresAt`. */
export function signProtectionLink(secret: Uint8Array, claims: ProtectionClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ act: claims.action, ver: claims.version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.messageId)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/**
 * Checks a link token against the given clock time.
 * @returns the claims, or undefined for a forged, altered or expired token
 */
export async function verifyProtectionLink(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<ProtectionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const action = payload.act;
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return undefined;
    if (action !== 'keep' && action !== 'postpone' && action !== 'change') return undefined;
    return { messageId: payload.sub, action, version: payload.ver };
  } catch {
    return undefined;
  }
}
