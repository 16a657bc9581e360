/**
 * Table types: The one job queue (jobs/; docs/decisions/004). Merged into `Database`
 * (db/tables.ts).
 */

export type JobStatus = 'pending' | 'done' | 'failed';

/** One unit of timed or slow work (server/src/jobs; docs/decisions/004). */
export interface JobsTable {
  /** Deterministic: "<type>:<key>", so the same work is never queued twice. */
  id: string;
  type: string;
  /** JSON, validated by the job definition's schema when it runs. */
  payload: string;
  status: JobStatus;
  /** Claims so far (a claim counts even if the instance dies while running it). */
  attempts: number;
  /** Due from this instant; a retry or the next run of a recurring job moves it. */
  run_at: string;
  /** While a worker holds the job; another may take it after this instant. */
  lease_until: string | null;
  /** Random per claim: only the holder of the current claim may complete, fail or renew it. */
  lease_token: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface JobsTables {
  jobs: JobsTable;
}
