/**
 * Table types: time capsules, their contributors, recipients and items (modules/time-capsules;
 * policies/time-capsule.policy.ts; docs/decisions/010). Merged into `Database` (db/tables.ts).
 */

export type TimeCapsuleStatusName = 'draft' | 'sealed' | 'opened';

export interface TimeCapsulesTable {
  id: string;
  owner_id: string;
  title: string;
  /** The opening instant, ISO-8601 UTC. */
  opens_at: string;
  /** IANA zone the owner chose the opening moment in (for display). */
  time_zone: string;
  /** 1 when the owner chose, before sealing, to be able to read it while sealed. */
  owner_may_look: number;
  /**
   * "When Maya turns 18": the family-tree individual whose birthday opens it (no foreign key: a
   * deleted individual leaves a draft that cannot be sealed until another opening is chosen).
   */
  opens_for_individual_id: string | null;
  /** The age at whose birthday it opens; set with `opens_for_individual_id`. */
  opens_at_age: number | null;
  /** Only forwards: draft → sealed → opened. */
  status: TimeCapsuleStatusName;
  sealed_at: string | null;
  opened_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A member of the owner's circle invited to add items until the capsule is sealed. */
export interface TimeCapsuleContributorsTable {
  capsule_id: string;
  user_id: string;
  added_at: string;
}

export interface TimeCapsuleRecipientsTable {
  id: string;
  capsule_id: string;
  name: string;
  /** Lower-cased. */
  email: string;
  /** SHA-256 (hex) of the opening link's token; set when the capsule opens. */
  link_hash: string | null;
}

export type TimeCapsuleItemKind = 'letter' | 'vault_item';

export interface TimeCapsuleItemsTable {
  id: string;
  capsule_id: string;
  contributor_id: string;
  kind: TimeCapsuleItemKind;
  /** A letter, sealed to the capsule owner's key (storage/sealed-text.ts). */
  letter_text: string | null;
  /** The contributor's own photo, recording or video. */
  vault_item_id: string | null;
  created_at: string;
}

export interface TimeCapsulesTables {
  time_capsules: TimeCapsulesTable;
  time_capsule_contributors: TimeCapsuleContributorsTable;
  time_capsule_recipients: TimeCapsuleRecipientsTable;
  time_capsule_items: TimeCapsuleItemsTable;
}
