/**
 * The release after death as a state machine (docs/product/legacy-release.md;
 * docs/decisions/009-legacy-release.md). Pure functions over instants, shared by the `legacy.tick`
 * job (what to do now) and the web app (what happens next, and when).
 *
 * Rules (decision 009 "Clock rules"):
 * - never early: a step is due only when `now >= its time`; a clock moving backwards takes nothing;
 * - every gap is measured from the moment the previous step was actually TAKEN, so a server that was
 *   down only delays what follows and the owner always gets every e-mail with its full time;
 * - a check-in (sign-in, e-mail link, the app's button) returns any unreleased plan to `watching`;
 * - `released` is final.
 */
import { quorumFault, type QuorumRule } from './quorum';

/** Check-in intervals the owner may choose, in calendar months. */
export const CHECK_IN_INTERVALS = [1, 3, 6, 12] as const;
export type CheckInInterval = (typeof CHECK_IN_INTERVALS)[number];

/** Reminders after a missed check-in: at once, after 7 days, after 14 days. */
export const REMINDER_COUNT = 3;
/** Days between reminders, and from the last reminder to asking the contacts. */
export const REMINDER_GAP_DAYS = 7;
/** The waiting period after the quorum, in days (owner's choice). */
export const WAITING_DAYS_MIN = 7;
export const WAITING_DAYS_MAX = 30;
/** At most this many legacy contacts count. */
export const MAX_LEGACY_CONTACTS = 10;

export const RELEASE_STATES = ['watching', 'reminding', 'confirming', 'waiting', 'released'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

export const RELEASE_STEPS = ['reminder', 'report', 'waiting_notice', 'release'] as const;
export type ReleaseStep = (typeof RELEASE_STEPS)[number];

/** The next timed step of a plan: which, its number (1-based: reminder 1..3, waiting day 1..n) and when. */
export interface PlannedStep {
  step: ReleaseStep;
  number: number;
  at: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/**
 * The first step after a check-in: reminder 1 when the next check-in is due (`dueAt`, the check-in
 * plus the interval in calendar months, computed by the server with luxon).
 */
export function stepAfterCheckIn(dueAt: Date): PlannedStep {
  return { step: 'reminder', number: 1, at: dueAt };
}

/** The first step after the quorum was reached at `at`: waiting-period e-mail 1, at once. */
export function stepAfterQuorum(at: Date): PlannedStep {
  return { step: 'waiting_notice', number: 1, at };
}

/**
 * The step that follows `taken`, which was taken at `takenAt`; null after the release, and after
 * the report (the contacts' confirmations move the plan on, not the clock).
 * @param waitingDays the plan's waiting period (7–30)
 */
export function stepAfter(
  taken: Pick<PlannedStep, 'step' | 'number'>,
  takenAt: Date,
  waitingDays: number,
): PlannedStep | null {
  switch (taken.step) {
    case 'reminder':
      return taken.number < REMINDER_COUNT
        ? { step: 'reminder', number: taken.number + 1, at: addDays(takenAt, REMINDER_GAP_DAYS) }
        : { step: 'report', number: 1, at: addDays(takenAt, REMINDER_GAP_DAYS) };
    case 'waiting_notice':
      return taken.number < waitingDays
        ? { step: 'waiting_notice', number: taken.number + 1, at: addDays(takenAt, 1) }
        : { step: 'release', number: 1, at: addDays(takenAt, 1) };
    default:
      return null;
  }
}

/** The state a plan is in once `step` was taken. */
export function stateAfter(step: ReleaseStep): ReleaseState {
  return ({ reminder: 'reminding', report: 'confirming', waiting_notice: 'waiting', release: 'released' } as const)[
    step
  ];
}

/** Whether `step` planned for `at` may be taken at `now` (never early). */
export const isDue = (at: Date, now: Date) => at.getTime() <= now.getTime();

/**
 * The release's quorum rule (domain/quorum.ts): no one decides alone, and with more than one
 * legacy contact at least 2 must agree — so 1..contacts, and 1 only when there is exactly one.
 */
const LEGACY_QUORUM_RULE: QuorumRule = { hasDecisivePerson: false, leastOfSeveral: 2 };

/**
 * What is wrong with a quorum of `quorum` among `contacts` legacy contacts (LEGACY_QUORUM_RULE), in
 * the owner's words; null when nothing is.
 */
export function quorumProblem(quorum: number, contacts: number): string | null {
  switch (quorumFault(quorum, contacts, LEGACY_QUORUM_RULE)) {
    case 'no_one_eligible':
      return 'Choose at least one legacy contact first.';
    case 'above_eligible':
      return `The quorum cannot be more than your ${contacts} legacy contact${contacts === 1 ? '' : 's'}.`;
    case 'below_least':
      return 'With more than one legacy contact, at least 2 of them must agree.';
    default:
      return null;
  }
}
