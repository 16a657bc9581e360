/**
 * GET and PUT /api/account/notifications: the signed-in user's switches per kind of optional
 * e-mail (issue 13 item 2). POST /api/notifications/unsubscribe/:token: the signed link every
 * optional e-mail carries turns its kind off — from the mail program's one-click button (RFC 8058:
 * a form-encoded "List-Unsubscribe=One-Click" body, no session and no CSRF token, the signature is
 * the proof) or from the /settings page the e-mail's footer opens.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { errorResponseSchema } from '@heirloom/common/contracts/auth';
import {
  notificationPreferencesSchema,
  notificationSettingsSchema,
  unsubscribeParamsSchema,
  unsubscribeResultSchema,
} from '@heirloom/common/contracts/notifications';
import { requireUser } from '../../plugins/current-user';
import {
  readNotificationSettings,
  saveNotificationSettings,
  unsubscribeByLink,
  type NotificationsDependencies,
} from './notifications.service';

/** Registers the notification preference and unsubscribe routes. */
export async function registerNotificationRoutes(app: FastifyInstance, deps: NotificationsDependencies) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // RFC 8058's one-click POST is form-encoded; its only field is fixed, so the body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  api.get(
    '/api/account/notifications',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Your e-mail choices: each kind of optional e-mail on or off',
        response: {
          200: notificationSettingsSchema.describe(
            'Each kind on or off, and whether the administrator paused optional e-mail',
          ),
          401: errorResponseSchema.describe('Not signed in'),
        },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await readNotificationSettings(deps, requireUser(request).id)),
  );

  api.put(
    '/api/account/notifications',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Turn kinds of optional e-mail on or off (every kind, as the form shows them)',
        body: notificationPreferencesSchema,
        response: {
          200: notificationSettingsSchema.describe('The saved choices'),
          400: errorResponseSchema.describe('A kind is missing or not true/false'),
          401: errorResponseSchema.describe('Not signed in'),
        },
      },
    },
    async (request) => saveNotificationSettings(deps, requireUser(request).id, request.body),
  );

  api.post(
    '/api/notifications/unsubscribe/:token',
    {
      // The signed token is the proof, as a webhook's signature is: no session, no CSRF token.
      config: { access: 'token', isSignedWebhook: true },
      schema: {
        summary: 'Turn off the kind of e-mail an unsubscribe link names (one click, RFC 8058)',
        params: unsubscribeParamsSchema,
        response: {
          200: unsubscribeResultSchema.describe('That kind of e-mail is off'),
          404: errorResponseSchema.describe('The link is not valid'),
        },
      },
    },
    async (request) => unsubscribeByLink(deps, request.params.token),
  );
}
