/**
 * Signed one-click links of delivery on a life event (issue 11 item 4; docs/decisions/009 "Life
 * events"): a JWS (HS256, RFC 7515/7519 through `jose`) naming the message, the action, the round
 * and the person it was e-mailed to. "confirm" goes to a named confirmer once the event is
 * reported; "veto" to the owner once it is confirmed. They expire after LIFE_EVENT_LINK_VALID_DAYS;
 * life-event.policy decides what a valid one may still do.
 */
import { jwtVerify, SignJWT } from 'jose';

export type LifeEventLinkAction = 'confirm' | 'veto';

export interface LifeEventLinkClaims {
  messageId: string;
  action: LifeEventLinkAction;
  round: number;
  /** The confirmer, or the owner for "veto". */
  userId: string;
}

/** How long an e-mailed life-event link works, in days. */
export const LIFE_EVENT_LINK_VALID_DAYS = 60;
const AUDIENCE = 'heirloom:life-event';
const ACTIONS: readonly LifeEventLinkAction[] = ['confirm', 'veto'];

/** Signs a link token made at `now`, valid LIFE_EVENT_LINK_VALID_DAYS days. */
export function signLifeEventLink(secret: Uint8Array, claims: LifeEventLinkClaims, now: Date): Promise<string> {
  return new SignJWT({ act: claims.action, rnd: claims.round, uid: claims.userId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.messageId)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(now.getTime() / 1000) + LIFE_EVENT_LINK_VALID_DAYS * 24 * 60 * 60)
    .sign(secret);
}

/**
 * Checks a link token at the given clock time.
 * @returns the claims, or undefined for a forged, altered or expired token
 */
export async function verifyLifeEventLink(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<LifeEventLinkClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    const action = payload.act as LifeEventLinkAction;
    if (typeof payload.sub !== 'string' || typeof payload.rnd !== 'number' || typeof payload.uid !== 'string')
      return undefined;
    if (!ACTIONS.includes(action)) return undefined;
    return { messageId: payload.sub, action, round: payload.rnd, userId: payload.uid };
  } catch {
    return undefined;
  }
}
