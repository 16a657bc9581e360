/** What the site-analytics services need: the database, the clock and the admin audit log. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Clock } from '../../lib/clock';

export interface SiteAnalyticsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** Writes one administrator action to the admin audit log (modules/admin's recordAdminAction). */
  recordAdminAction: (entry: { adminId: string; action: string; target: string | null; at: string }) => Promise<void>;
}

/** The UTC day (YYYY-MM-DD) of an instant. */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);
