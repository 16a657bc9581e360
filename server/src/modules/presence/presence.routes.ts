/**
 * POST /api/presence { visitorId, path } → { count } (declared in common/src/routes/presence.ts): the
 * home page's visitor counter, the real number of people on the page, live. Each open tab says it
 * is there every PRESENCE_HEARTBEAT_MS; a visitor counts while seen within PRESENCE_WINDOW_MS.
 * Nothing identifies a person: the id is random per tab and rows are forgotten after minutes.
 */
import type { FastifyInstance } from 'fastify';
import { presenceRoutes } from '@heirloom/common/routes/presence';
import { implementRoute } from '../../plugins/declared-routes';
import { recordPresence, type PresenceDependencies } from './presence.service';

/**
 * Presence calls one network address may make in a minute: a public write is rate-limited, so no
 * one can flood the table (docs/product/constants.md "Visitor counter").
 */
export const PRESENCE_REQUESTS_PER_MINUTE = 120;

export async function registerPresenceRoutes(app: FastifyInstance, deps: PresenceDependencies) {
  implementRoute(
    app,
    presenceRoutes.heartbeat,
    async (request) => ({ count: await recordPresence(deps, request.body) }),
    // A tab says it is here every 15 s (4 a minute): 120 a minute lets a household or an office share one address.
    { rateLimit: { max: PRESENCE_REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
  );
}
