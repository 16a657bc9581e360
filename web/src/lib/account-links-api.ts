/**
 * Calls of the e-mailed account links (common/src/routes/auth.ts and account.ts; server:
 * modules/auth/account-links.routes.ts), through the declared-route client. Shared by the
 * verification banner of the app frame, the sign-in dialog's "Forgot your password?" and the link
 * panel of /settings. Each fails with the server's sentence (ApiError).
 */
import type { PasswordReset, PasswordResetRequest } from '@heirloom/common/contracts/account';
import { accountRoutes } from '@heirloom/common/routes/account';
import { authRoutes } from '@heirloom/common/routes/auth';
import { callRoute } from './api-client';

/** Proves the address with the link's token. */
export const verifyEmailAddress = (token: string) => callRoute(authRoutes.verifyEmail, { body: { token } });

/** E-mails the signed-in user a new verification link. */
export const resendVerificationEmail = () => callRoute(accountRoutes.sendVerificationEmail);

/** E-mails a reset link when the address has an account. */
export const requestPasswordReset = (input: PasswordResetRequest) =>
  callRoute(authRoutes.requestPasswordReset, { body: input });

/** Sets the new password; every session of the account ends. */
export const resetPassword = (input: PasswordReset) => callRoute(authRoutes.resetPassword, { body: input });
