/**
 * The demo module's public surface (ARCHITECTURE.md "Modules"): `createDemoModule` returns the
 * plugin (GET /api/demo, POST /api/demo/session), the hourly `demo.rebuild` job for the job list
 * (composition/app-jobs.ts) to put in a lane, and `rebuildIfDue` for tests. Its read-only rule lives in plugins/demo-gate.ts and
 * policies/demo.policy.ts, since it applies to every route.
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { createDemoRebuildJob } from './demo.jobs';
import { registerDemoRoutes } from './demo.routes';
import { rebuildDemoFamilyIfDue, type DemoDependencies } from './demo.service';

export type DemoModuleOptions = DemoDependencies;
/** The voices' words, which scripts/make-demo-family.ts speaks into the asset files. */
export { DEMO_VOICES } from './demo-family.content';

/**
 * @returns `plugin` to register, `rebuildJob` (recurring, hourly; builds once a day) and
 *   `rebuildIfDue` (the same step, called directly; true when it built a family)
 */
export function createDemoModule(options: DemoModuleOptions) {
  return {
    plugin: defineModule('demo', (app) => registerDemoRoutes(app, options)),
    rebuildJob: createDemoRebuildJob(options),
    rebuildIfDue: () => rebuildDemoFamilyIfDue(options),
  };
}
