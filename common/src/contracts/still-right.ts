/**
 * Contracts of "Still right?" (docs/product/messages-and-delivery.md "Still right?"): the signed link
 * of the yearly e-mail (GET and POST /api/still-right/:token, no session) and the owner's confirmation
 * from the app (POST /api/messages/:id/still-right, POST /api/message-health/still-right).
 */
import { z } from 'zod';
import { STILL_RIGHT_LINK_DAYS } from '../domain/still-right';

export const STILL_RIGHT_MESSAGES = {
  linkInvalid:
    'This link is not valid: it may have been copied incompletely. Sign in and confirm your messages on your messages page.',
  linkExpired: `This link has expired: links in a "Still right?" e-mail work for ${STILL_RIGHT_LINK_DAYS} days. Sign in and confirm your messages on your messages page.`,
  confirmedOne: 'Thank you. We noted that this message is still right.',
  confirmedAll: 'Thank you. We noted that your messages are still right.',
  nothingToConfirm: 'Nothing is waiting to be delivered any more, so there is nothing to confirm.',
} as const;

/** A future message a "Still right?" link is about. */
const stillRightMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
});

/** GET /api/still-right/:token: what the link confirms; opening it changes nothing. */
export const stillRightLinkSchema = z.object({
  scope: z.enum(['all', 'one']),
  /** The future messages it confirms now (those of the e-mail still waiting to be delivered). */
  messages: z.array(stillRightMessageSchema),
});
export type StillRightLink = z.infer<typeof stillRightLinkSchema>;

/** What a confirmation answers: a sentence for the owner and how many messages it confirmed. */
export const stillRightResultSchema = z.object({
  message: z.string(),
  confirmedCount: z.number().int().nonnegative(),
});
export type StillRightResult = z.infer<typeof stillRightResultSchema>;
