/**
 * The home page's live visitor counter without HTTP (docs/product/constants.md "Visitor counter"):
 * a tab's heartbeat records it on its page, forgets visitors long gone, and counts those seen within
 * PRESENCE_WINDOW_MS.
 */
import type { Kysely } from 'kysely';
import { PRESENCE_WINDOW_MS } from '@heirloom/common/domain/constants';
import type { Database } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { countPresence, deleteStalePresence, touchPresence } from './presence.repository';

export interface PresenceDependencies {
  db: Kysely<Database>;
  clock: Clock;
}

/**
 * Records that visitor `visitorId` (random per tab) is on `path` now, forgets visitors not seen for
 * ten windows, and counts the visitors seen on `path` within PRESENCE_WINDOW_MS.
 * @returns how many people are on the page now, this one included
 */
export async function recordPresence(
  deps: PresenceDependencies,
  heartbeat: { visitorId: string; path: string },
): Promise<number> {
  const now = deps.clock.now().getTime();
  await touchPresence(deps.db, heartbeat.visitorId, heartbeat.path, new Date(now).toISOString());
  await deleteStalePresence(deps.db, new Date(now - 10 * PRESENCE_WINDOW_MS).toISOString());
  return countPresence(deps.db, heartbeat.path, new Date(now - PRESENCE_WINDOW_MS).toISOString());
}
