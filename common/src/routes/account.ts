/**
 * The routes of the signed-in user's own account on /settings (server: modules/auth): their name,
 * the administrator claim, deleting the account, a new verification link, the password, the e-mail
 * address, the signed-in devices (access "device": one of their own, server/src/policies/device.policy.ts)
 * and two-factor sign-in. The e-mail choices are in notifications.ts.
 */
import { messageResponseSchema } from '../contracts/api';
import { adminClaimRequestSchema, profileUpdateRequestSchema } from '../contracts/account';
import {
  emailChangeRequestSchema,
  passwordChangeSchema,
  recoveryCodesSchema,
  signedInDeviceParamsSchema,
  signedInDevicesSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../contracts/account-security';
import { accountDeletionRequestSchema, errorResponseSchema, userSchema } from '../contracts/auth';
import { defineRoute } from './define-route';

/** The answers of a wrong current password. */
const wrongPasswordAnswers = {
  403: errorResponseSchema.describe('The current password is not right'),
  429: errorResponseSchema.describe('Too many wrong passwords; Retry-After says when to try again'),
};

export const accountRoutes = {
  updateProfile: defineRoute({
    method: 'PATCH',
    path: '/api/account/profile',
    access: 'session',
    summary: 'Change the name your family knows you by',
    body: profileUpdateRequestSchema,
    response: {
      200: userSchema.describe('The signed-in user with the new name, as GET /api/auth/status answers'),
      400: errorResponseSchema.describe('The name is empty, too long or has line breaks'),
      401: errorResponseSchema.describe('Not signed in'),
    },
  }),
  claimAdministration: defineRoute({
    method: 'POST',
    path: '/api/account/admin-claim',
    access: 'session',
    summary: "Become administrator with the server log's one-time setup token (ADMIN_EMAIL's account, production)",
    body: adminClaimRequestSchema,
    response: {
      200: messageResponseSchema.describe('The account is administrator now'),
      403: errorResponseSchema.describe('Another account, or a wrong or used token'),
    },
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/api/account/delete',
    access: 'session',
    summary: 'Delete the signed-in account and everything in it',
    body: accountDeletionRequestSchema,
    response: { 200: messageResponseSchema.describe('Deleted; the session cookie is cleared') },
  }),
  sendVerificationEmail: defineRoute({
    method: 'POST',
    path: '/api/account/verification-email',
    access: 'session',
    summary: 'E-mail the signed-in user a new verification link',
    response: {
      200: messageResponseSchema.describe('A new link is on its way'),
      409: errorResponseSchema.describe('The address is verified already'),
      429: errorResponseSchema.describe('Too many links asked for; Retry-After says when to try again'),
    },
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/account/password',
    access: 'session',
    summary: 'Change the password (the current one first); every other device is signed out',
    body: passwordChangeSchema,
    response: { 200: messageResponseSchema.describe('Changed'), ...wrongPasswordAnswers },
  }),
  requestEmailChange: defineRoute({
    method: 'POST',
    path: '/api/account/email',
    access: 'session',
    summary: 'Change the e-mail address: a link goes to the new one, a notice to the old one',
    body: emailChangeRequestSchema,
    response: {
      200: messageResponseSchema.describe('The link is on its way; nothing changes until it is opened'),
      400: errorResponseSchema.describe('The same address as now'),
      409: errorResponseSchema.describe('Another account uses the address'),
      ...wrongPasswordAnswers,
    },
  }),
  devices: defineRoute({
    method: 'GET',
    path: '/api/account/sessions',
    access: 'session',
    summary: 'The devices signed in to this account, the most recently active first',
    response: {
      200: signedInDevicesSchema.describe('Browser, mobile, signed in, last active, this device'),
    },
  }),
  signOutOtherDevices: defineRoute({
    method: 'POST',
    path: '/api/account/sessions/sign-out-others',
    access: 'session',
    summary: 'Sign out everywhere else: every other device of this account',
    response: { 200: messageResponseSchema.describe('How many devices were signed out') },
  }),
  signOutDevice: defineRoute({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    access: 'device',
    summary: 'Sign out one other device of this account',
    params: signedInDeviceParamsSchema,
    response: {
      200: messageResponseSchema.describe('Signed out'),
      400: errorResponseSchema.describe('This device (Sign out does that)'),
      404: errorResponseSchema.describe('No such device of this account'),
    },
  }),
  twoFactorStatus: defineRoute({
    method: 'GET',
    path: '/api/account/two-factor',
    access: 'session',
    summary: 'Whether two-factor sign-in is on, since when, and how many recovery codes are left',
    response: { 200: twoFactorStatusSchema.describe('The two-factor state of the signed-in user') },
  }),
  startTwoFactorSetup: defineRoute({
    method: 'POST',
    path: '/api/account/two-factor/setup',
    access: 'session',
    summary: 'Start setting up two-factor sign-in: a new secret, as text and as a QR code',
    response: {
      200: twoFactorSetupSchema.describe('Scan the QR code (or type the secret), then confirm with a code'),
      409: errorResponseSchema.describe('Two-factor sign-in is on already'),
    },
  }),
  enableTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/account/two-factor/enable',
    access: 'session',
    summary: 'Turn two-factor sign-in on with a code from the app; answers the ten recovery codes once',
    body: twoFactorEnableSchema,
    response: {
      200: recoveryCodesSchema.describe('On; each recovery code works once and is never shown again'),
      400: errorResponseSchema.describe('No setup started, or a wrong code'),
      409: errorResponseSchema.describe('Two-factor sign-in is on already'),
    },
  }),
  disableTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/account/two-factor/disable',
    access: 'session',
    summary: 'Turn two-factor sign-in off with the password and a current code (or a recovery code)',
    body: twoFactorDisableSchema,
    response: {
      200: messageResponseSchema.describe('Off; the secret and recovery codes are deleted'),
      403: errorResponseSchema.describe('Wrong password or code'),
      409: errorResponseSchema.describe('Two-factor sign-in is off already'),
      429: errorResponseSchema.describe('Too many wrong attempts; Retry-After says when to try again'),
    },
  }),
};
