/**
 * Delivery on a life event (docs/product/messages-and-delivery.md "Life events";
 * docs/decisions/009-legacy-release.md "Life events"): the pure rules the schedule form and the
 * server share. A message waits for its event (graduation, wedding, the birth of a child, a custom
 * one) until someone reports it; the people the owner named as confirmers confirm it (a quorum,
 * default 2, or the owner alone while active); while the owner is active they may veto for
 * VETO_DAYS; then the message is delivered like a dated one. "When you turn 18" is a date computed
 * from a birth date. An optional latest date delivers it anyway. Whether a round's confirmations
 * suffice is the one quorum rule of domain/quorum.ts, the owner being its decisive person.
 */
import { fitQuorum, type QuorumRule } from './quorum';

export const LIFE_EVENT_KINDS = ['graduation', 'wedding', 'birth', 'age', 'custom'] as const;
export type LifeEventKind = (typeof LIFE_EVENT_KINDS)[number];

/** Where a life event stands: waiting for a report, being confirmed, confirmed (the veto window), or dated ("turns 18"). */
export const LIFE_EVENT_STATES = ['awaiting', 'reported', 'confirmed', 'dated'] as const;
export type LifeEventState = (typeof LIFE_EVENT_STATES)[number];

/** Days the owner, while active, has to veto a confirmed event before its message is delivered. */
export const VETO_DAYS = 7;
/** At most this many confirmers per message (as many as a legacy plan's contacts). */
export const MAX_CONFIRMERS = 10;
/** The quorum when the owner does not choose one: 2, or all of them when fewer are named. */
export const DEFAULT_LIFE_EVENT_QUORUM = 2;
/** Local hour at which an age-based message ("when you turn 18") is delivered on the birthday. */
export const AGE_DELIVERY_HOUR = 9;

/**
 * The quorum rule of a life event (domain/quorum.ts): the owner confirms alone, so with nobody named
 * the quorum is 0; of the people named, any number from 1 may be asked for.
 */
const LIFE_EVENT_QUORUM_RULE: QuorumRule = { hasDecisivePerson: true, leastOfSeveral: 1 };

/** The quorum a message uses: the owner's choice, else min(DEFAULT_LIFE_EVENT_QUORUM, confirmers); 0 when only the owner confirms. */
export const effectiveQuorum = (chosen: number | null | undefined, confirmerCount: number): number =>
  fitQuorum(chosen ?? DEFAULT_LIFE_EVENT_QUORUM, confirmerCount, LIFE_EVENT_QUORUM_RULE);

/**
 * The calendar date (YYYY-MM-DD) of the `age`-th birthday of someone born on `birthDate`
 * (YYYY-MM-DD); a birthday on 29 February falls on 28 February in years without one. The server
 * delivers at AGE_DELIVERY_HOUR on that day in the owner's time zone.
 * @returns null for a string that is not a calendar date
 */
export function ageBirthday(birthDate: string, age: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return null;
  const target = year + age;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(target, 4)}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * When a message whose event was confirmed at `confirmedAt` is delivered: at once when the owner
 * confirmed it themselves or is no longer active (their legacy plan was released), otherwise after
 * VETO_DAYS (never earlier, whatever happens to the clocks: delivery.tick only takes due steps).
 */
export function releaseTimeAfterConfirmation(
  confirmedAt: Date,
  rule: { isConfirmedByOwner: boolean; isOwnerActive: boolean },
): Date {
  if (rule.isConfirmedByOwner || !rule.isOwnerActive) return confirmedAt;
  return new Date(confirmedAt.getTime() + VETO_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * The occasion a message for a life event is filed under (the schedule form's "Occasion" follows
 * the chosen event): a graduation, a wedding, a birthday for "when you turn N", "other" otherwise.
 */
export function occasionOfLifeEvent(kind: LifeEventKind): 'graduation' | 'wedding' | 'birthday' | 'other' {
  if (kind === 'graduation' || kind === 'wedding') return kind;
  return kind === 'age' ? 'birthday' : 'other';
}
