/**
 * The time capsules module's public surface (docs/product/capsules-scrapbooks-recipes.md "Time
 * capsules"; ARCHITECTURE.md "Modules"; docs/decisions/010-time-capsules.md):
 * `createTimeCapsulesModule` returns the plugin (its routes) and the job that opens a capsule, for
 * the job list (composition/app-jobs.ts). Nothing else of this folder may be imported from outside it (ESLint
 * zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { createTextSealer } from '../../storage/sealed-text';
import { createOpenCapsuleJob } from './time-capsules.jobs';
import { registerTimeCapsuleRoutes, type TimeCapsulesRouteDependencies } from './time-capsules.routes';

/** The database, clock, keyring, blob store and the opening e-mail's settings. */
export type TimeCapsulesModuleOptions = Omit<TimeCapsulesRouteDependencies, 'sealer'>;

/**
 * @returns `plugin` to register and `openJob` (type "time-capsule.open", one per sealed capsule,
 *   due at its opening) for the delivery lane
 */
export function createTimeCapsulesModule(options: TimeCapsulesModuleOptions) {
  const deps: TimeCapsulesRouteDependencies = { ...options, sealer: createTextSealer(options.keyring) };
  return {
    plugin: defineModule('time-capsules', (app) => registerTimeCapsuleRoutes(app, deps)),
    openJob: createOpenCapsuleJob(deps),
  };
}
