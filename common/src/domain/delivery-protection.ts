/**
 * Delivery protection (docs/product/messages-and-delivery.md "Delivery protection"): 2 days before
 * delivery the owner gets a reminder, 1 day before an "are you still here" check, then the message
 * is delivered. Pure functions over instants, shared by the scheduler (what to do now) and the web
 * app (what happens next, and when).
 *
 * Rules:
 * - never early: a step is due only when its time has come;
 * - at any moment only the latest due step is taken (a late server sends one e-mail, not a burst);
 * - arming (scheduling, postponing, changing the date) starts at the first step still in the future.
 */

export const PROTECTION_STEPS = ['reminder', 'check', 'delivery'] as const;
export type ProtectionStep = (typeof PROTECTION_STEPS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long before delivery each step happens, in ms: 2 days, 1 day, 0. */
export const STEP_LEAD_MS: Record<ProtectionStep, number> = { reminder: 2 * DAY_MS, check: DAY_MS, delivery: 0 };

/** The instant a step happens for a message delivered at `deliverAt`. */
export function stepTime(deliverAt: Date, step: ProtectionStep): Date {
  return new Date(deliverAt.getTime() - STEP_LEAD_MS[step]);
}

/**
 * The first step still ahead of `now`, used when a schedule is armed or re-armed.
 * @returns 'delivery' at the latest; the caller refuses a delivery time that is not in the future
 */
export function firstStepAfter(deliverAt: Date, now: Date): ProtectionStep {
  return PROTECTION_STEPS.find((step) => stepTime(deliverAt, step).getTime() > now.getTime()) ?? 'delivery';
}

/**
 * The step to take now: the latest step, from `pending` on, whose time has come.
 * @returns undefined when nothing is due (never early)
 */
export function dueStep(deliverAt: Date, pending: ProtectionStep, now: Date): ProtectionStep | undefined {
  const candidates = PROTECTION_STEPS.slice(PROTECTION_STEPS.indexOf(pending));
  return candidates.filter((step) => stepTime(deliverAt, step).getTime() <= now.getTime()).at(-1);
}

/** The step that follows `step`, or null after delivery. */
export function stepAfter(step: ProtectionStep): ProtectionStep | null {
  return PROTECTION_STEPS[PROTECTION_STEPS.indexOf(step) + 1] ?? null;
}
