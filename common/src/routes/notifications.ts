/**
 * The routes of optional e-mail (server: modules/notifications): the signed-in user's switches per
 * kind, and the signed unsubscribe link every optional e-mail carries, which turns its kind off
 * without a session (the mail program's one-click button, RFC 8058, or the /settings page the
 * e-mail's footer opens).
 */
import { errorResponseSchema } from '../contracts/auth';
import {
  notificationPreferencesSchema,
  notificationSettingsSchema,
  unsubscribeParamsSchema,
  unsubscribeResultSchema,
} from '../contracts/notifications';
import { defineRoute } from './define-route';

export const notificationRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/api/account/notifications',
    access: 'session',
    summary: 'Your e-mail choices: each kind of optional e-mail on or off',
    response: {
      200: notificationSettingsSchema.describe(
        'Each kind on or off, and whether the administrator paused optional e-mail',
      ),
      401: errorResponseSchema.describe('Not signed in'),
    },
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/account/notifications',
    access: 'session',
    summary: 'Turn kinds of optional e-mail on or off (every kind, as the form shows them)',
    body: notificationPreferencesSchema,
    response: {
      200: notificationSettingsSchema.describe('The saved choices'),
      400: errorResponseSchema.describe('A kind is missing or not true/false'),
      401: errorResponseSchema.describe('Not signed in'),
    },
  }),
  /** The signed token is the proof, as a webhook's signature is: no session, no CSRF token. */
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/notifications/unsubscribe/:token',
    access: 'token',
    summary: 'Turn off the kind of e-mail an unsubscribe link names (one click, RFC 8058)',
    params: unsubscribeParamsSchema,
    response: {
      200: unsubscribeResultSchema.describe('That kind of e-mail is off'),
      404: errorResponseSchema.describe('The link is not valid'),
    },
  }),
};
