/**
 * Gentle mode for the bereaved (docs/product/messages-and-delivery.md "Gentle mode"): after an
 * author's death, each recipient may pause deliveries from them to themself for a while, or until
 * they ask, and resume. Pure constants the server and the page share.
 */

/** How long the link of the gentle e-mail works, days (two years). */
export const GENTLE_LINK_DAYS = 730;

/**
 * What a recipient may choose: pause for 1, 3 or 6 months, until they ask, resume the author's
 * schedule, or receive now what a pause kept for them while the pause stays for the rest.
 */
export const GENTLE_CHOICES = [
  'pause_1_month',
  'pause_3_months',
  'pause_6_months',
  'pause_until_asked',
  'resume',
  'receive_held',
] as const;
export type GentleChoice = (typeof GENTLE_CHOICES)[number];

/** The months each timed pause lasts; the other choices have none. */
export const GENTLE_PAUSE_MONTHS: Partial<Record<GentleChoice, number>> = {
  pause_1_month: 1,
  pause_3_months: 3,
  pause_6_months: 6,
};
