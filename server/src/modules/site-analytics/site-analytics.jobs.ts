/**
 * `site-analytics.cleanup`, hourly: deletes the salts and visitor marks of days that are over, so a
 * day's visitor hashes are gone soon after midnight UTC even when nobody visits
 * (docs/product/marketing-and-figures.md "Visits"; the first visit of a day deletes them too).
 */
import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';
import type { SiteAnalyticsDependencies } from './site-analytics.deps';
import { utcDay } from './site-analytics.deps';
import { deleteVisitorTracesBefore } from './site-visits.repository';

/** The recurring clean-up of yesterday's visitor hashes and salt. */
export function createVisitorTracesCleanupJob(deps: Pick<SiteAnalyticsDependencies, 'db' | 'clock'>) {
  return defineJob({
    type: 'site-analytics.cleanup',
    payload: z.object({}),
    leaseMs: 60_000,
    maxAttempts: 3,
    retryDelaysMs: [60_000],
    everyMs: 60 * 60_000,
    async run() {
      await deleteVisitorTracesBefore(deps.db, utcDay(deps.clock.now()));
    },
  });
}
