/**
 * Table types: Family circles: members, invitations, audit log (modules/circle;
 * policies/circle.policy.ts). Merged into `Database` (db/tables.ts).
 */

export type CircleRoleName = 'editor' | 'viewer' | 'legacy_contact';

/** A relative in an owner's family circle (docs/product/roles-and-access.md "Family circle"). */
export interface CircleMembersTable {
  id: string;
  owner_id: string;
  member_id: string;
  /** The sharing role: editor, viewer, or `legacy_contact` for a member who shares nothing and is only a legacy contact. */
  role: CircleRoleName;
  /** 1 when the owner named them a legacy contact, else 0; always 1 with role `legacy_contact` (docs/decisions/005). */
  is_legacy_contact: number;
  /** How the owner describes them ("daughter"). */
  relationship: string;
  created_at: string;
  updated_at: string;
}

export interface CircleInvitationsTable {
  id: string;
  owner_id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  relationship: string;
  role: CircleRoleName;
  /** SHA-256 (hex) of the link token; a resend replaces it, so an older link stops working. */
  token_hash: string;
  /** Expired is derived from expires_at, never stored. */
  status: 'pending' | 'accepted' | 'withdrawn';
  sent_at: string;
  expires_at: string;
  accepted_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One change to a circle, for its owner's audit log. */
export interface CircleAuditEventsTable {
  id: string;
  owner_id: string;
  actor_id: string | null;
  /** The actor's name at the time (kept when the account goes). */
  actor_name: string | null;
  action: string;
  subject: string;
  summary: string;
  created_at: string;
}

export interface CircleTables {
  circle_members: CircleMembersTable;
  circle_invitations: CircleInvitationsTable;
  circle_audit_events: CircleAuditEventsTable;
}
