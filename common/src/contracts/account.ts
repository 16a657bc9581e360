/**
 * Contracts of the signed-in user's own account settings (issue 9, part 7 "A real name"; issue 13
 * adds the other settings). Shared by the server (request validation) and the /settings forms, so
 * the same messages appear under the fields and in 400 answers.
 */
import { z } from 'zod';

/** Longest display name, in characters. */
export const MAX_DISPLAY_NAME_LENGTH = 100;

export const ACCOUNT_PROFILE_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Your name must be at most ${MAX_DISPLAY_NAME_LENGTH} characters`,
  nameHasControlCharacters: 'Your name cannot contain line breaks or tabs',
} as const;

/**
 * The name a user's family knows them by ("Grandpa Joe"): trimmed, 1–100 characters, one line
 * (it goes into e-mail subjects such as "A message from Grandpa Joe").
 */
export const displayNameSchema = z
  .string({ error: ACCOUNT_PROFILE_MESSAGES.nameRequired })
  .trim()
  .min(1, ACCOUNT_PROFILE_MESSAGES.nameRequired)
  .max(MAX_DISPLAY_NAME_LENGTH, ACCOUNT_PROFILE_MESSAGES.nameTooLong)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), ACCOUNT_PROFILE_MESSAGES.nameHasControlCharacters);

/** PATCH /api/account/profile body; also the "Your name" form on /settings. */
export const profileUpdateRequestSchema = z.object({ name: displayNameSchema });

export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

export const ADMIN_CLAIM_MESSAGES = {
  tokenRequired: 'Please enter the setup token from the server log',
  notTheAdministrator: "Only the administrator's account (ADMIN_EMAIL) can use the setup token.",
  wrongToken: 'That setup token is not right, or it was used already. Restart the server for a new one.',
  claimed: 'You are now the administrator.',
} as const;

/**
 * POST /api/account/admin-claim: in production the account with ADMIN_EMAIL becomes administrator
 * only with the one-time token the server logs at start (issue 15, finding 6).
 */
export const adminClaimRequestSchema = z.object({
  token: z
    .string({ error: ADMIN_CLAIM_MESSAGES.tokenRequired })
    .trim()
    .min(1, ADMIN_CLAIM_MESSAGES.tokenRequired)
    .max(200),
});
