/**
 * The presence module's public surface (ARCHITECTURE.md "Modules"): the `presence` plugin — the
 * home page's live visitor counter.
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { defineModule } from '../../plugins/feature-module';
import { registerPresenceRoutes } from './presence.routes';

export { PRESENCE_REQUESTS_PER_MINUTE } from './presence.routes';

export interface PresenceModuleOptions {
  db: Kysely<Database>;
  clock: Clock;
}

export const presenceModule = defineModule<PresenceModuleOptions>('presence', (app, options) =>
  registerPresenceRoutes(app, options),
);
