/**
 * The session plugin (the session hook is a plugin of its own:
 * docs/decisions/007-module-plugins-and-import-zones.md): on every /api request it turns the
 * session cookie into `request.user` (plugins/current-user.ts), renews the cookie when the session
 * slid forward, and clears a cookie whose session is gone. Not encapsulated: registered once on the
 * root instance, before every module (each depends on it by name).
 */
import fp from 'fastify-plugin';
import { SESSION_PLUGIN_NAME } from '../../plugins/feature-module';
import { presentUser } from './auth.presenter';
import { resolveSession, type SessionDependencies } from './auth.service';
import { clearSessionCookie, SESSION_COOKIE_NAME, setSessionCookie } from './session-cookie';

export interface SessionPluginOptions extends SessionDependencies {
  /** Secure cookies (production). */
  isSecureCookie: boolean;
}

export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, options) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE_NAME];
      if (!token || !request.url.startsWith('/api/')) return;
      const resolved = await resolveSession(options, token);
      if (!resolved) {
        clearSessionCookie(reply, options.isSecureCookie);
        return;
      }
      request.user = presentUser(resolved.user);
      if (resolved.renewedUntil) setSessionCookie(reply, token, resolved.renewedUntil, options.isSecureCookie);
    });
  },
  { name: SESSION_PLUGIN_NAME, fastify: '5.x' },
);
