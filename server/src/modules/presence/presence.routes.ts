/**
 * POST /api/presence { visitorId, path } → { count } (declared in common/src/routes/presence.ts): the
 * home page's visitor counter, the real number of people on the page, live. Each open tab says it
 * is there every PRESENCE_HEARTBEAT_MS; a visitor counts while seen within PRESENCE_WINDOW_MS.
 * Nothing identifies a person: the id is random per tab and rows are forgotten after minutes.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PRESENCE_WINDOW_MS } from '@heirloom/common/domain/constants';
import { presenceRoutes } from '@heirloom/common/routes/presence';
import type { Database } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { implementRoute } from '../../plugins/declared-routes';
import { countPresence, deleteStalePresence, touchPresence } from './presence.repository';

/**
 * Presence calls one network address may make in a minute: a public write is rate-limited, so no
 * one can flood the table (docs/product/constants.md "Visitor counter").
 */
export const PRESENCE_REQUESTS_PER_MINUTE = 120;

export async function registerPresenceRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; clock: Clock }) {
  implementRoute(
    app,
    presenceRoutes.heartbeat,
    async (request) => {
      const now = deps.clock.now().getTime();
      await touchPresence(deps.db, request.body.visitorId, request.body.path, new Date(now).toISOString());
      await deleteStalePresence(deps.db, new Date(now - 10 * PRESENCE_WINDOW_MS).toISOString());
      return {
        count: await countPresence(deps.db, request.body.path, new Date(now - PRESENCE_WINDOW_MS).toISOString()),
      };
    },
    // A tab says it is here every 15 s (4 a minute): 120 a minute lets a household or an office share one address.
    { rateLimit: { max: PRESENCE_REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
  );
}
