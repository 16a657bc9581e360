/**
 * Table types: Release after death (modules/legacy; policies/legacy.policy.ts; docs/decisions/009).
 * Merged into `Database` (db/tables.ts).
 */

export type ReleaseStateName = 'watching' | 'reminding' | 'confirming' | 'waiting' | 'released';
export type ReleaseStepName = 'reminder' | 'report' | 'waiting_notice' | 'release';
/**
 * What a legacy contact may read after a release: albums, the last wishes, chosen messages
 * (docs/product/legacy-release.md "What a release gives").
 */
export type LegacyDesignationKind = 'album' | 'last_wishes' | 'message';

/** One owner's plan and where its state machine stands. */
export interface LegacyPlansTable {
  owner_id: string;
  /** 1, 3, 6 or 12 calendar months between check-ins. */
  interval_months: number;
  /** How many legacy contacts must confirm. */
  quorum: number;
  /** 7–30 days between the quorum and the release. */
  waiting_days: number;
  state: ReleaseStateName;
  /** Bumped by every check-in: confirmations, links and e-mail ids of an earlier round stop counting. */
  round: number;
  /** The last check-in (sign-in, e-mail link, the app's button). */
  checked_in_at: string;
  /** The next timed step; null while the contacts are asked, and after the release. */
  pending_step: ReleaseStepName | null;
  /** Which reminder (1–3) or waiting day (1–n) `pending_step` is. */
  step_number: number;
  /** When `pending_step` is due; the tick's index column. */
  next_step_at: string | null;
  last_step_at: string | null;
  quorum_at: string | null;
  released_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A legacy contact's confirmation of a report in one round. */
export interface LegacyConfirmationsTable {
  owner_id: string;
  round: number;
  contact_id: string;
  created_at: string;
}

export interface LegacyDesignationsTable {
  owner_id: string;
  kind: LegacyDesignationKind;
  target_id: string;
}

/** Read access a release gave a contact; it never expires, only ends with the owner's account. */
export interface LegacyGrantsTable {
  contact_id: string;
  owner_id: string;
  kind: LegacyDesignationKind;
  target_id: string;
  granted_at: string;
}

/** One step of the process; the id is deterministic so a repeated decision adds no second line. */
export interface LegacyAuditEventsTable {
  id: string;
  owner_id: string;
  action: string;
  summary: string;
  created_at: string;
}

export interface LegacyTables {
  legacy_plans: LegacyPlansTable;
  legacy_confirmations: LegacyConfirmationsTable;
  legacy_designations: LegacyDesignationsTable;
  legacy_grants: LegacyGrantsTable;
  legacy_audit_events: LegacyAuditEventsTable;
}
