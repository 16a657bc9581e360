/**
 * Table types of the tree's voices (migration 2026-11-24T0200-tree-voices;
 * docs/decisions/013-tree-voices.md), owned by modules/family-tree and read by
 * policies/family-tree.policy.ts (branch scopes).
 */

/** A person's "how to say my name and where I come from" clip: one audio vault item. */
export interface TreeNameClipsTable {
  individual_id: string;
  vault_item_id: string;
  created_at: string;
}

export type TreeAnimationStatus = 'queued' | 'rendering' | 'done' | 'failed';

/**
 * An animated ancestor: a render from a real photo and a real recording
 * (docs/product/overview.md "Animated ancestors").
 */
export interface TreeAnimationsTable {
  id: string;
  tree_id: string;
  individual_id: string;
  /** The tree's owner: the video goes into their vault and counts against their plan. */
  owner_id: string;
  photo_item_id: string;
  recording_item_id: string;
  /**
   * The plan's length limit when it was asked for, seconds: 30 or 60
   * (docs/product/constants.md "Plans").
   */
  max_seconds: number;
  status: TreeAnimationStatus;
  /** 0–100. */
  progress: number;
  /** The finished video in the owner's vault. */
  vault_item_id: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A circle member limited to a branch: ancestors and descendants of one person, to N generations
 * (docs/product/roles-and-access.md "Sharing").
 */
export interface TreeBranchScopesTable {
  tree_id: string;
  member_id: string;
  root_individual_id: string;
  generations: number;
  created_at: string;
}

/** The voices' tables, merged into `Database` (db/tables.ts). */
export interface TreeVoicesTables {
  tree_name_clips: TreeNameClipsTable;
  tree_animations: TreeAnimationsTable;
  tree_branch_scopes: TreeBranchScopesTable;
}
