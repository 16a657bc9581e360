/**
 * Contracts of account security on /settings (docs/product/accounts-and-sessions.md "Two-factor
 * sign-in", "Password, e-mail and devices"): two-factor sign-in with TOTP, its code step at
 * sign-in, password change, e-mail change and the signed-in devices. Shared by the server (request
 * validation) and the /settings forms and the sign-in dialog, so the same sentences appear under
 * the fields and in 4xx answers.
 */
import { z } from 'zod';
import { browserSchema, emailSchema, signUpFormSchema } from './auth';

/** Recovery codes made when two-factor sign-in is turned on, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the code step of a sign-in waits after the password, in minutes. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;

export const ACCOUNT_SECURITY_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app, or a recovery code',
  setupCodeRequired: 'Please enter the 6-digit code your authenticator app shows',
  wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
  codeReused: 'This code was just used. Wait for the next code your authenticator app shows, then enter it.',
  wrongSetupCode: 'That code is not right. Enter the 6-digit code your app shows now for Heirloom.',
  codeStepNeeded: 'Enter the 6-digit code from your authenticator app to finish signing in.',
  challengeMissing: 'This sign-in was not started here. Please enter your e-mail and password again.',
  challengeExpired: `The code step waits ${TWO_FACTOR_CHALLENGE_MINUTES} minutes. Please enter your e-mail and password again.`,
  alreadyEnabled: 'Two-factor sign-in is on already.',
  notSetUp: 'Start the two-factor setup first: scan the QR code, then enter a code.',
  notEnabled: 'Two-factor sign-in is off.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off. Your password alone signs you in now.',
  wrongPassword: 'That password is not right.',
  currentPasswordRequired: 'Please enter your current password',
  samePassword: 'Please choose a password different from your current one',
  passwordChanged: 'Your password is changed. Every other device is signed out.',
  emailChangeSent: (email: string) =>
    `We have e-mailed a link to ${email}. Your address changes when you open it (within one hour).`,
  emailChanged: 'Your e-mail address is changed. Sign in with the new one from now on.',
  sameEmail: 'That is your address already.',
  emailTaken: 'Another account uses this address already.',
  deviceSignedOut: 'That device is signed out.',
  othersSignedOut: (count: number) =>
    count === 0
      ? 'No other device was signed in.'
      : `${count} other device${count === 1 ? ' is' : 's are'} signed out.`,
  deviceNotFound: 'That device is not signed in any more.',
  thisDevice: 'This is the device you are using: use Sign out in the menu for it.',
  tooManyAttempts: (seconds: number) =>
    `Too many wrong attempts. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''} and try again.`,
} as const;

/** A code as typed: a 6-digit TOTP code or a recovery code ("abcd-efgh-ijkl"); spaces are ignored. */
export const twoFactorCodeSchema = z
  .string({ error: ACCOUNT_SECURITY_MESSAGES.codeRequired })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().min(1, ACCOUNT_SECURITY_MESSAGES.codeRequired).max(40, ACCOUNT_SECURITY_MESSAGES.wrongCode));

const passwordSchema = z
  .string({ error: ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired })
  .min(1, ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired)
  .max(1024);

/** POST /api/auth/signin/two-factor body: the code that finishes a sign-in waiting for it. */
export const twoFactorSignInSchema = z.object({ code: twoFactorCodeSchema });

/** What POST /api/auth/signin answers (202) when the account asks for a code after the password. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  message: z.string(),
});

/** GET /api/account/two-factor: whether two-factor sign-in is on, and recovery codes left. */
export const twoFactorStatusSchema = z.object({
  isEnabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});

/** POST /api/account/two-factor/setup answer: the new secret as a QR code and as text to type. */
export const twoFactorSetupSchema = z.object({
  /** The base32 secret, for typing into an app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code as a PNG data URL. */
  qrCodeDataUrl: z.string(),
});

/** POST /api/account/two-factor/enable body: a code from the app proves the setup worked. */
export const twoFactorEnableSchema = z.object({
  code: z
    .string({ error: ACCOUNT_SECURITY_MESSAGES.setupCodeRequired })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, ACCOUNT_SECURITY_MESSAGES.setupCodeRequired)),
});

/** POST /api/account/two-factor/enable answer: the recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /api/account/two-factor/disable body: the password and a current code (or a recovery code). */
export const twoFactorDisableSchema = z.object({ password: passwordSchema, code: twoFactorCodeSchema });

/** POST /api/account/password body: the current password and a new one (sign-up's rules). */
export const passwordChangeSchema = z
  .object({ currentPassword: passwordSchema, newPassword: signUpFormSchema.shape.password })
  .refine((input) => input.currentPassword !== input.newPassword, {
    message: ACCOUNT_SECURITY_MESSAGES.samePassword,
    path: ['newPassword'],
  });

/** POST /api/account/email body: the new address (a link goes there) and the password. */
export const emailChangeRequestSchema = z.object({ newEmail: emailSchema, password: passwordSchema });

/** POST /api/auth/email-change body: the token of the link e-mailed to the new address. */
export const emailChangeConfirmSchema = z.object({ token: z.string().trim().min(1).max(200) });

/** One signed-in device of GET /api/account/sessions. */
export const signedInDeviceSchema = z.object({
  /** Not the session token nor its stored hash: a digest of it, good only for signing it out. */
  id: z.string(),
  browser: browserSchema.or(z.string()),
  isMobile: z.boolean(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  isCurrent: z.boolean(),
});

/** GET /api/account/sessions answer. */
export const signedInDevicesSchema = z.array(signedInDeviceSchema);

export const signedInDeviceParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });

export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
export type PasswordChange = z.input<typeof passwordChangeSchema>;
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;
export type TwoFactorDisable = z.input<typeof twoFactorDisableSchema>;
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;
