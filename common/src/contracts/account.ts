/**
 * Contracts of the signed-in user's own account settings: the name the family knows them by
 * (docs/product/accounts-and-sessions.md "Username") and the other settings. Shared by the server
 * (request validation) and the /settings forms, so the same messages appear under the fields and in
 * 400 answers.
 */
import { z } from 'zod';
import { emailSchema, signUpFormSchema } from './auth';

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
 * only with the one-time token the server logs at start (docs/product/roles-and-access.md
 * "Administrator"), so signing up with that address alone proves nothing.
 */
export const adminClaimRequestSchema = z.object({
  token: z
    .string({ error: ADMIN_CLAIM_MESSAGES.tokenRequired })
    .trim()
    .min(1, ADMIN_CLAIM_MESSAGES.tokenRequired)
    .max(200),
});

/** How long an e-mailed verification or password-reset link works, in minutes. */
export const ACCOUNT_LINK_VALID_MINUTES = 60;

/**
 * What the e-mail verification and password reset calls answer: one sentence each, the same in 4xx
 * answers and on the /settings link panel.
 */
export const ACCOUNT_LINK_MESSAGES = {
  linkNotValid: 'This link is not valid. Please use the newest link we e-mailed you.',
  linkUsed: 'This link was used already. Each link works once.',
  linkExpired: `This link has expired: links work for ${ACCOUNT_LINK_VALID_MINUTES} minutes. Please ask for a new one.`,
  emailVerified: 'Your e-mail address is verified. Thank you.',
  verificationSent: 'We have sent you a new verification link. It works for one hour.',
  alreadyVerified: 'Your e-mail address is verified already.',
  resetRequested:
    'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.',
  passwordReset: 'Your password is changed and every other device is signed out. Please sign in with it.',
  tooManyRequests: (seconds: number) =>
    `Too many e-mails asked for. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''} and try again.`,
} as const;

/** A link token as e-mailed (43 base64url characters; anything else is simply not valid). */
const accountLinkTokenSchema = z.string({ error: ACCOUNT_LINK_MESSAGES.linkNotValid }).trim().min(1).max(200);

/** POST /api/auth/verify-email body: the token of the link e-mailed at sign-up. */
export const emailVerificationRequestSchema = z.object({ token: accountLinkTokenSchema });

/** POST /api/auth/password-reset/request body (the "Forgot your password?" form). */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** POST /api/auth/password-reset body: the e-mailed token and a new password (sign-up's rules). */
export const passwordResetSchema = z.object({
  token: accountLinkTokenSchema,
  password: signUpFormSchema.shape.password,
});

export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
export type PasswordReset = z.input<typeof passwordResetSchema>;
