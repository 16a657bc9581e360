/**
 * Signed one-click links of the release after death (docs/decisions/009-legacy-release.md "Links"):
 * a JWS (HS256, RFC 7515/7519 through `jose`) naming the plan's owner, the action, the round and,
 * for a confirmation, the contact. "I'm still here" and "Stop — I'm here" go to the owner;
 * "Confirm" to one legacy contact. They expire after LEGACY_LINK_VALID_DAYS; legacy.policy decides
 * what a valid one may still do.
 */
import { jwtVerify, SignJWT } from 'jose';

export type LegacyLinkAction = 'check_in' | 'stop' | 'confirm';

export interface LegacyLinkClaims {
  ownerId: string;
  action: LegacyLinkAction;
  round: number;
  /** The contact a "confirm" link was sent to. */
  contactId?: string;
}

/** How long an e-mailed legacy link works, in days. */
export const LEGACY_LINK_VALID_DAYS = 60;
const AUDIENCE = 'heirloom:legacy-release';
const ACTIONS: readonly LegacyLinkAction[] = ['check_in', 'stop', 'confirm'];

/** Signs a link token made at `now`, valid LEGACY_LINK_VALID_DAYS days. */
export function signLegacyLink(secret: Uint8Array, claims: LegacyLinkClaims, now: Date): Promise<string> {
  return new SignJWT({ act: claims.action, rnd: claims.round, ...(claims.contactId ? { cid: claims.contactId } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.ownerId)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(now.getTime() / 1000) + LEGACY_LINK_VALID_DAYS * 24 * 60 * 60)
    .sign(secret);
}

/**
 * Checks a link token at the given clock time.
 * @returns the claims, or undefined for a forged, altered or expired token
 */
export async function verifyLegacyLink(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<LegacyLinkClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    const action = payload.act as LegacyLinkAction;
    if (typeof payload.sub !== 'string' || typeof payload.rnd !== 'number' || !ACTIONS.includes(action))
      return undefined;
    if (action === 'confirm' && typeof payload.cid !== 'string') return undefined;
    return {
      ownerId: payload.sub,
      action,
      round: payload.rnd,
      ...(typeof payload.cid === 'string' ? { contactId: payload.cid } : {}),
    };
  } catch {
    return undefined;
  }
}
