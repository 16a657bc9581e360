/**
 * The auth module's public surface (ARCHITECTURE.md "Modules"): the session plugin that fills
 * `request.user`, and the `auth` plugin — sign-up, sign-in (with two-factor's code step), sign-out,
 * the CSRF token (docs/product/api-conventions.md "CSRF") and the signed-in user's own account
 * (name, administrator claim, deletion, two-factor, password, e-mail, devices).
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import type { DatabaseConnection } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { defineModule } from '../../plugins/feature-module';
import type { BlobStore } from '../../storage/blob-store';
import type { Keyring } from '../../storage/keyring';
import { createTextSealer } from '../../storage/sealed-text';
import { createFailureCounter } from '../../lib/failure-counter';
import type { AccountEmailSettings } from './account-links.emails';
import { registerAccountLinkRoutes } from './account-links.routes';
import { sendPasswordResetLink } from './account-links.service';
import { registerAccountSecurityRoutes } from './account-security.routes';
import { registerAccountRoutes } from './account.routes';
import { prepareAdminSetupToken } from './admin-setup.service';
import { registerAuthRoutes } from './auth.routes';
import type { AuthDependencies } from './auth.service';
import {
  createAccountDeletionThrottle,
  createAccountSecurityThrottle,
  createSignInThrottle,
  createTwoFactorThrottle,
} from './auth.throttle';
import type { SignInHook } from './session-issuer';
import { registerTwoFactorRoutes } from './two-factor.routes';

export { sessionPlugin, type SessionPluginOptions } from './session.plugin';
/** The session row's id for a cookie's token (the requests bench reads sessions as the plugin does). */
export { sessionIdOf } from './session-issuer';
/** Deletes an account and everything in it without a password (the admin panel's user delete). */
export { eraseAccount } from './account-deletion.service';
/** Sessions opened without a password: the demo family's sign-in and its daily build. */
export {
  issueSessionWithoutPassword,
  signInWithoutPassword,
  SESSION_COOKIE_NAME,
  type PasswordFreeSessionDependencies,
} from './password-free-session';

/**
 * Makes the administrator's "Send a password reset": e-mails the user with this id a single-use
 * one-hour reset link through the outbox, unthrottled (the admin module audits it).
 * @returns a function that throws AppError 'not_found' for an unknown user id
 */
export function createPasswordResetSender(options: {
  db: DatabaseConnection['db'];
  clock: Clock;
  email: AccountEmailSettings;
}): (userId: string) => Promise<void> {
  return (userId) => sendPasswordResetLink(options, userId);
}

export interface AuthModuleOptions {
  /** The database; the sign-in and account-deletion throttles count in it too (shared by instances). */
  connection: DatabaseConnection;
  clock: Clock;
  /** Deleting an account removes its files from here. */
  blobStore: BlobStore;
  /** Per-user keys: the TOTP secret of two-factor sign-in is sealed to its owner's. */
  keyring: Keyring;
  /** Lower-cased ADMIN_EMAIL (docs/product/roles-and-access.md "Administrator"). */
  adminEmail?: string;
  /**
   * True in production: ADMIN_EMAIL alone grants nothing; a verified address or the one-time setup
   * token does.
   */
  isAdminProofRequired: boolean;
  /** Secure cookies (production). */
  isSecureCookie: boolean;
  /** Product name and site address for the verification and password-reset e-mails. */
  email: AccountEmailSettings;
  /** Sign-up e-mails the verification link at once (else the user asks from the banner; config.ts). */
  isVerificationSentAtSignUp: boolean;
  /** Receives the one-time administrator setup token when one is made (no administrator yet). */
  onAdminSetupToken: (token: string) => void;
  /** Counts a sign-up for the home headline variant it carried (modules/site-analytics). */
  recordHeadlineSignUp: AuthDependencies['recordHeadlineSignUp'];
  /** Told of every sign-in with the one before it, in its transaction (the messages module's "Still right?"). */
  onSignedIn: SignInHook;
}

/** Verification or reset e-mails sent per user or address in one throttle window (15 minutes). */
const ACCOUNT_EMAIL_LIMIT = 3;

export const authModule = defineModule<AuthModuleOptions>('auth', async (app, options) => {
  const { connection, clock, adminEmail, isAdminProofRequired, isSecureCookie } = options;
  const db = connection.db;
  const links = {
    db,
    clock,
    email: options.email,
    adminEmail,
    isAdminProofRequired,
    emailThrottle: createFailureCounter(connection, 'account-email', ACCOUNT_EMAIL_LIMIT),
  };
  const twoFactor = {
    db,
    clock,
    sealer: createTextSealer(options.keyring),
    productName: options.email.productName,
  };
  const securityThrottle = createAccountSecurityThrottle(connection);
  await registerAccountLinkRoutes(app, { ...links, isSecureCookie });
  await registerAccountSecurityRoutes(app, { ...links, securityThrottle });
  await registerTwoFactorRoutes(app, { ...twoFactor, throttle: securityThrottle });
  await registerAuthRoutes(app, {
    twoFactor: {
      ...twoFactor,
      twoFactorThrottle: createTwoFactorThrottle(connection),
      onSignedIn: options.onSignedIn,
    },
    links,
    isVerificationSentAtSignUp: options.isVerificationSentAtSignUp,
    recordHeadlineSignUp: options.recordHeadlineSignUp,
    onSignedIn: options.onSignedIn,
    db,
    clock,
    throttle: createSignInThrottle(connection),
    adminEmail,
    isAdminProofRequired,
    isSecureCookie,
  });
  await registerAccountRoutes(app, {
    db,
    clock,
    blobStore: options.blobStore,
    throttle: createAccountDeletionThrottle(connection),
    isSecureCookie,
    adminEmail,
  });
  if (isAdminProofRequired && adminEmail) {
    const token = await prepareAdminSetupToken({ db, clock });
    if (token) options.onAdminSetupToken(token);
  }
});
