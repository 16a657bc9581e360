/**
 * Contracts of the account calls (docs/product/accounts-and-sessions.md "Sign-up and sign-in
 * payloads"; docs/product/validation-and-errors.md "Sign-up and sign-in messages").
 * Shared by the server (request validation) and the web forms (react-hook-form resolver),
 * so the same messages appear under the fields and in 400 answers.
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/constants';
import { headlineAttributionSchema } from './site-analytics';

/** The sign-up and sign-in messages, verbatim (docs/product/validation-and-errors.md). */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordRequired: 'Password is required',
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
} as const;

/** Browser hint sent with sign-up and sign-in, kept with the session for the devices list. */
export const browserSchema = z.enum(['safari', 'chrome', 'other']);

/** An e-mail address: trimmed, lower-cased, checked (at most 254 characters). */
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }).max(254, AUTH_MESSAGES.invalidEmail));

/** The sign-up form's fields. */
export const signUpFormSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordTooShort })
    .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong),
});

/** The sign-in form's fields. */
export const signInFormSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong),
});

/**
 * POST /api/auth/signup body: username, email, password, browser, mobile. The server derives the
 * username itself from the e-mail (docs/product/accounts-and-sessions.md "Username"), so a sent one
 * is only a hint.
 */
export const signUpRequestSchema = signUpFormSchema.extend({
  username: z.string().max(254).optional(),
  browser: browserSchema.default('other'),
  mobile: z.boolean().default(false),
  /** The home headline test's variant this visitor was shown, when one runs. */
  headline: headlineAttributionSchema.optional(),
});

/** POST /api/auth/signin body: username carries the e-mail. */
export const signInRequestSchema = z.object({
  username: signInFormSchema.shape.email,
  password: signInFormSchema.shape.password,
  browser: browserSchema.default('other'),
  mobile: z.boolean().default(false),
});

/**
 * The signed-in user as the API presents it; `role` is decided by the server
 * (docs/product/roles-and-access.md "Administrator").
 */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  /** Whether the e-mail address was proven by its verification link. */
  emailVerified: z.boolean().optional(),
});

/** GET /api/csrf-token answer (docs/product/api-conventions.md "CSRF"). */
export const csrfTokenResponseSchema = z.object({ csrfToken: z.string() });

/** Every 4xx/5xx answer of /api: one sentence a person understands. */
export const errorResponseSchema = z.object({ message: z.string() });

/** POST /api/account/delete body: the password confirms it is really the owner. */
export const accountDeletionRequestSchema = z.object({
  password: z.string().min(1, 'Please enter your password').max(1024),
});

export type SignUpForm = z.infer<typeof signUpFormSchema>;
export type SignInForm = z.infer<typeof signInFormSchema>;
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
export type SignInRequest = z.input<typeof signInRequestSchema>;
export type User = z.infer<typeof userSchema>;
export type Browser = z.infer<typeof browserSchema>;
