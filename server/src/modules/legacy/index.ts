/**
 * The legacy module's public surface (docs/product/legacy-release.md;
 * docs/decisions/009-legacy-release.md; ARCHITECTURE.md "Modules"): the `legacy` plugin — the
 * owner's plan, legacy contacts' views and e-mailed links — and the recurring `legacy.tick` job
 * that takes the release's timed steps in a lane of its own. Nothing else of this folder may be
 * imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { registerLegacyRoutes } from './legacy.routes';
import type { LegacyDependencies } from './legacy.transitions';

export { createLegacyTickJob, runLegacyTick } from './legacy.jobs';
export { listLegacyRecipients } from './legacy.service';
export { addAuditEvent, insertGrants } from './legacy.repository';

/** The database and its dialect, the clock, e-mail settings and the link key. */
export type LegacyModuleOptions = LegacyDependencies;

export const legacyModule = defineModule<LegacyModuleOptions>('legacy', (app, options) =>
  registerLegacyRoutes(app, options),
);
