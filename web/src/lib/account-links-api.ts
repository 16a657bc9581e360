/**
 * Calls of the e-mailed account links (issue 13 item 2; server: modules/auth/account-links.routes.ts).
 * Shared by the verification banner of the app frame, the sign-in dialog's "Forgot your password?"
 * and the link panel of /settings. Each fails with the server's sentence (ApiError).
 */
import type { PasswordReset, PasswordResetRequest } from '@heirloom/common/contracts/account';
import { apiRequest } from './api';

type Answer = { message: string };

/** POST /api/auth/verify-email: proves the address with the link's token. */
export const verifyEmailAddress = (token: string) => apiRequest<Answer>('POST', '/api/auth/verify-email', { token });

/** POST /api/account/verification-email: e-mails the signed-in user a new verification link. */
export const resendVerificationEmail = () => apiRequest<Answer>('POST', '/api/account/verification-email');

/** POST /api/auth/password-reset/request: e-mails a reset link when the address has an account. */
export const requestPasswordReset = (input: PasswordResetRequest) =>
  apiRequest<Answer>('POST', '/api/auth/password-reset/request', input);

/** POST /api/auth/password-reset: sets the new password; every session of the account ends. */
export const resetPassword = (input: PasswordReset) => apiRequest<Answer>('POST', '/api/auth/password-reset', input);
