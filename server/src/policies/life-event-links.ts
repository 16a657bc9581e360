/**
 * Signed one-click links of delivery on a life event (docs/decisions/009-legacy-release.md "Life
 * events"): a JWS (HS256, RFC 7515/7519 through `jose`) naming the message, the action, the round
 * and the person it was e-mailed to. "confirm" goes to a named confirmer once the event is
 * reported; "veto" to the owner once it is confirmed; both expire after LIFE_EVENT_LINK_VALID_DAYS.
 * "report" goes, when the message is scheduled, to each named confirmer and (if the owner chose)
 * each recipient by e-mail address, so they can say "Maya graduated on 14 June" without an
 * account; an event may be years away, so it lasts REPORT_LINK_VALID_YEARS and names no round.
 * life-event.policy decides what a valid one may still do.
 */
import { jwtVerify, SignJWT } from 'jose';

export type LifeEventLinkAction = 'confirm' | 'veto' | 'report';

export type LifeEventLinkClaims =
  | {
      messageId: string;
      action: 'confirm' | 'veto';
      round: number;
      /** The confirmer, or the owner for "veto". */
      userId: string;
    }
  | {
      messageId: string;
      action: 'report';
      /** A named confirmer's user id, or null for a recipient (named by `email`). */
      userId: string | null;
      /** The recipient's address as the owner wrote it; null for a confirmer. */
      email: string | null;
    };

/** How long an e-mailed "confirm" or "veto" link works, in days. */
export const LIFE_EVENT_LINK_VALID_DAYS = 60;
/** How long an e-mailed "report" link works, in years (a wedding may be decades away). */
export const REPORT_LINK_VALID_YEARS = 50;
const AUDIENCE = 'heirloom:life-event';
const ACTIONS: readonly LifeEventLinkAction[] = ['confirm', 'veto', 'report'];
const DAY_SECONDS = 24 * 60 * 60;

/** Signs a link token made at `now`, valid LIFE_EVENT_LINK_VALID_DAYS days ("report": REPORT_LINK_VALID_YEARS years). */
export function signLifeEventLink(secret: Uint8Array, claims: LifeEventLinkClaims, now: Date): Promise<string> {
  const payload =
    claims.action === 'report'
      ? { act: claims.action, uid: claims.userId, eml: claims.email }
      : { act: claims.action, rnd: claims.round, uid: claims.userId };
  const validSeconds =
    claims.action === 'report' ? REPORT_LINK_VALID_YEARS * 365 * DAY_SECONDS : LIFE_EVENT_LINK_VALID_DAYS * DAY_SECONDS;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.messageId)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(now.getTime() / 1000) + validSeconds)
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
    if (typeof payload.sub !== 'string' || !ACTIONS.includes(action)) return undefined;
    if (action === 'report') {
      const userId = typeof payload.uid === 'string' ? payload.uid : null;
      const email = typeof payload.eml === 'string' ? payload.eml : null;
      if ((userId === null) === (email === null)) return undefined; // exactly one person
      return { messageId: payload.sub, action, userId, email };
    }
    if (typeof payload.rnd !== 'number' || typeof payload.uid !== 'string') return undefined;
    return { messageId: payload.sub, action, round: payload.rnd, userId: payload.uid };
  } catch {
    return undefined;
  }
}
