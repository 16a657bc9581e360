/**
 * Signed one-click unsubscribe links of optional e-mails (RFC 8058): a JWS (HS256, RFC 7515/7519
 * through `jose`) naming the user and the kind of e-mail to turn off. It never expires — an old
 * e-mail's link must still work — and it can only turn one kind off, so holding it is harmless
 * beyond that.
 */
import { jwtVerify, SignJWT } from 'jose';
import { NOTIFICATION_KINDS, type NotificationKind } from '@heirloom/common/contracts/notifications';

const AUDIENCE = 'heirloom:unsubscribe';

export interface UnsubscribeClaims {
  userId: string;
  kind: NotificationKind;
}

/** Signs the token of a link that turns `kind` off for `userId`. */
export function signUnsubscribeToken(secret: Uint8Array, claims: UnsubscribeClaims): Promise<string> {
  return new SignJWT({ kind: claims.kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setAudience(AUDIENCE)
    .sign(secret);
}

/** @returns the claims, or undefined for a forged, altered or unknown token */
export async function verifyUnsubscribeToken(
  secret: Uint8Array,
  token: string,
): Promise<UnsubscribeClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { audience: AUDIENCE, algorithms: ['HS256'] });
    const kind = NOTIFICATION_KINDS.find((known) => known === payload.kind);
    if (typeof payload.sub !== 'string' || !kind) return undefined;
    return { userId: payload.sub, kind };
  } catch {
    return undefined;
  }
}
