/**
 * Optional e-mail, implementing the routes of common/src/routes/notifications.ts: the signed-in
 * user's switches per kind of optional e-mail, and the signed unsubscribe link every optional e-mail
 * carries, which turns its kind off — from the mail program's one-click button (RFC 8058: a
 * form-encoded "List-Unsubscribe=One-Click" body, no session and no CSRF token, the signature is the
 * proof) or from the /settings page the e-mail's footer opens.
 */
import type { FastifyInstance } from 'fastify';
import { notificationRoutes as routes } from '@heirloom/common/routes/notifications';
import { implementRoute } from '../../plugins/declared-routes';
import {
  readNotificationSettings,
  saveNotificationSettings,
  unsubscribeByLink,
  type NotificationsDependencies,
} from './notifications.service';

/** Registers the notification preference and unsubscribe routes. */
export async function registerNotificationRoutes(app: FastifyInstance, deps: NotificationsDependencies) {
  // RFC 8058's one-click POST is form-encoded; its only field is fixed, so the body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  implementRoute(app, routes.settings, async (_request, reply, user) =>
    reply.header('cache-control', 'no-store').send(await readNotificationSettings(deps, user.id)),
  );

  implementRoute(app, routes.saveSettings, async (request, _reply, user) =>
    saveNotificationSettings(deps, user.id, request.body),
  );

  // The signed token is the proof, as a webhook's signature is: no session, no CSRF token.
  implementRoute(app, routes.unsubscribe, async (request) => unsubscribeByLink(deps, request.params.token), {
    isSignedWebhook: true,
  });
}
