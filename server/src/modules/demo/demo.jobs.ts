/**
 * The `demo.rebuild` job (docs/decisions/014-demo-family.md): one recurring row on the job queue,
 * run every hour by one instance at a time; each run builds today's demo family unless it is built
 * already (demo.service.ts), so the family is fresh every day and a failed build is tried again an
 * hour later; one cut short by a shutdown runs again at the next start.
 */
import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';
import { rebuildDemoFamilyIfDue, type DemoDependencies } from './demo.service';

export const DEMO_REBUILD_JOB_TYPE = 'demo.rebuild';

/** The hourly job that rebuilds the demo family once a day. */
export function createDemoRebuildJob(deps: DemoDependencies) {
  return defineJob({
    type: DEMO_REBUILD_JOB_TYPE,
    payload: z.object({}),
    // A build uploads a dozen files and makes their previews: seconds, a minute on a busy machine.
    leaseMs: 10 * 60_000,
    maxAttempts: 3,
    retryDelaysMs: [60_000],
    everyMs: 60 * 60_000,
    async run(_payload, context) {
      // A shutdown stops the build between two requests instead of holding the app open.
      await rebuildDemoFamilyIfDue(deps, context.signal);
    },
  });
}
