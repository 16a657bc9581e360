/**
 * Makes the admin's system settings take effect on every request (docs/product/admin.md "Settings
 * take effect"), before any route runs and after the session plugin has named the user:
 * - maintenanceMode: non-admin writes answer 503 with a clear message (reads, signing in and out go on,
 *   so an administrator can still sign in and turn it off);
 * - registrationEnabled=false: POST /api/auth/signup answers 403 with a clear message;
 * - a suspended account (user_suspensions) cannot sign in (403); suspending it ends its sessions
 *   (modules/admin), so no per-request check is needed.
 * maxFileSize is read by the upload routes through `SystemSettingsStore.current()`, refreshed here.
 * Only routes that write (any method but GET, HEAD and OPTIONS) run the gate.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { SYSTEM_SETTINGS_MESSAGES } from '@heirloom/common/contracts/admin';
import type { Database } from '../db/tables';
import { AppError } from '../lib/app-error';
import type { SystemSettingsStore } from '../lib/system-settings';
import { SESSION_PLUGIN_NAME } from './feature-module';

/** Writes that stay open in maintenance: the session's own calls (sign-in's code step too). */
const OPEN_IN_MAINTENANCE = new Set([
  '/api/auth/signin',
  '/api/auth/signin/two-factor',
  '/api/auth/signout',
  '/api/csrf-token',
]);
const SIGN_UP = '/api/auth/signup';
const SIGN_IN = '/api/auth/signin';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Seconds a client is told to wait in maintenance (Retry-After). */
const MAINTENANCE_RETRY_SECONDS = 300;

export interface SystemSettingsGateOptions {
  db: Kysely<Database>;
  settings: SystemSettingsStore;
}

/** Whether the account with this e-mail (any case) is suspended. */
async function isSuspended(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_suspensions')
    .innerJoin('users', 'users.id', 'user_suspensions.user_id')
    .select('users.id')
    .where('users.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Boolean(row);
}

export const systemSettingsGate = fp<SystemSettingsGateOptions>(
  async (app: FastifyInstance, { db, settings }) => {
    const gate = async (request: FastifyRequest) => {
      // Pages are not gated; nor is a signed webhook (a payment must be recorded even in maintenance).
      if (!request.url.startsWith('/api/') || request.routeOptions.config?.isSignedWebhook) return;
      const current = await settings.read();
      const path = request.routeOptions.url ?? '';
      if (path === SIGN_UP && request.method === 'POST' && !current.registrationEnabled) {
        throw new AppError('forbidden', SYSTEM_SETTINGS_MESSAGES.registrationClosed);
      }
      if (path === SIGN_IN && request.method === 'POST') {
        const email = (request.body as { username?: unknown } | undefined)?.username;
        if (typeof email === 'string' && (await isSuspended(db, email))) {
          throw new AppError('forbidden', SYSTEM_SETTINGS_MESSAGES.suspended);
        }
      }
      const isAdmin = request.user?.role === 'admin';
      if (current.maintenanceMode && !isAdmin && !READ_METHODS.has(request.method) && !OPEN_IN_MAINTENANCE.has(path)) {
        throw new AppError('unavailable', SYSTEM_SETTINGS_MESSAGES.maintenance, MAINTENANCE_RETRY_SECONDS);
      }
    };
    // Every rule above is about a write: read-only routes (GET, and the HEAD Fastify adds) do not
    // run the gate at all (an async hook on every read would cost time for nothing).
    app.addHook('onRoute', (route) => {
      if ([route.method].flat().every((method) => READ_METHODS.has(method))) return;
      route.preHandler = [gate, ...[route.preHandler ?? []].flat()];
    });
  },
  { name: 'system-settings-gate', fastify: '5.x', dependencies: [SESSION_PLUGIN_NAME] },
);
