/**
 * Contracts of gentle mode (docs/product/messages-and-delivery.md "Gentle mode"): the page a
 * recipient opens from the gentle e-mail, with no account (GET and POST /api/messages-for-me/:token).
 */
import { z } from 'zod';
import { GENTLE_CHOICES } from '../domain/gentle-mode';

export const GENTLE_MESSAGES = {
  linkInvalid:
    'This link is not valid: it may have been copied incompletely. Please open it again from the e-mail we sent you.',
  linkExpired:
    'This link has expired: links in this e-mail work for two years. The messages still reach you on the days they were meant for.',
  paused: 'Done. Nothing more will be delivered to you until the pause ends.',
  pausedUntilAsked: 'Done. Nothing more will be delivered to you until you come back here and resume.',
  resumed: 'Done. The messages will reach you on the days they were meant for.',
  receivedHeld:
    'Done. The messages kept for you are on their way to your inbox; the pause stays for the ones still to come.',
} as const;

/** POST /api/messages-for-me/:token: the recipient's choice. */
export const gentleChoiceSchema = z.object({ choice: z.enum(GENTLE_CHOICES) });
export type GentleChoiceInput = z.infer<typeof gentleChoiceSchema>;

/** GET /api/messages-for-me/:token (and every choice's answer): what waits for the link's recipient. */
export const messagesForMeSchema = z.object({
  /** The author as this recipient knows them ("Mum"), else the author's name. */
  authorName: z.string(),
  /** Messages still to come on the author's schedule. */
  waitingCount: z.number().int().nonnegative(),
  /** Messages whose time came while deliveries were paused, held for this recipient. */
  heldCount: z.number().int().nonnegative(),
  /** The current pause: null when not paused; `until` null for "until I ask". */
  pause: z.object({ until: z.string().nullable() }).nullable(),
  /** A sentence after a choice; absent on opening. */
  message: z.string().optional(),
});
export type MessagesForMe = z.infer<typeof messagesForMeSchema>;
