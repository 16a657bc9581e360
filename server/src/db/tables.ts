/**
 * Table types for Kysely. Instants are ISO-8601 UTC text and booleans 0/1 on both dialects
 * (ENGINEERING.md "Kysely on both dialects"), so queries and comparisons behave the same.
 */
import type { Generated } from 'kysely';
import type { FamilyTreeTables } from './tables/family-tree';
import type { UploadLocksTables } from './tables/upload-locks';

export interface UsersTable {
  id: string;
  /** Lower-cased, unique. */
  email: string;
  username: string;
  /** argon2id PHC string. */
  password_hash: string;
  role: 'user' | 'admin';
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session token; the token itself lives only in the cookie. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  browser: string;
  is_mobile: number;
}

/** Counters of rate-limiter-flexible (its own schema; see auth.throttle.ts). */
export interface LoginThrottleTable {
  key: string;
  points: Generated<number>;
  expire: number | null;
}

export interface MediaTable {
  id: string;
  owner_id: string;
  /** Key prefix of the encrypted segments in the BlobStore (storage/encrypted-blobs.ts). */
  storage_key: string;
  /** Plaintext bytes per encrypted segment. */
  segment_bytes: number;
  /** Key prefix of the encrypted WebP preview (thumbnail, poster frame, first page); null for audio. */
  preview_key: string | null;
  /** Plaintext size of the preview, bytes. */
  preview_bytes: number | null;
  /**
   * Plaintext size of the photo without its EXIF location, stored encrypted under
   * `<storage_key>/redacted` (issue 4: served photos drop location unless the owner keeps it).
   */
  redacted_bytes: number | null;
  /** Pixels, after EXIF orientation (photos, videos). */
  width: number | null;
  height: number | null;
  page_count: number | null;
  /** JSON array of waveform peaks 0..1 (audio, video). */
  waveform: string | null;
  /** 1 when the original photo carries EXIF GPS data. */
  has_location: number;
  /** Sniffed from the content, never taken from the client. */
  content_type: string;
  size_bytes: number;
  duration_ms: number | null;
  original_name: string | null;
  created_at: string;
}

export type MessageKind = 'voice' | 'video' | 'letter';
export type MessageStatus = 'draft' | 'scheduled' | 'delivered' | 'cancelled';
export type ProtectionStepName = 'reminder' | 'check' | 'delivery';

export interface MessagesTable {
  id: string;
  owner_id: string;
  kind: MessageKind;
  title: string;
  letter_text: string | null;
  media_id: string | null;
  occasion: string;
  status: MessageStatus;
  /** The delivery instant (UTC); null for a draft without a date. */
  deliver_at: string | null;
  /** The owner's IANA time zone, for showing dates as they chose them. */
  time_zone: string;
  /** The delivery-protection step the scheduler takes next; null unless scheduled. */
  pending_step: ProtectionStepName | null;
  /** When pending_step is due; the scheduler's index column. */
  next_step_at: string | null;
  /** Bumped whenever the schedule is re-armed; part of every e-mail's idempotency key and link. */
  schedule_version: number;
  last_step: ProtectionStepName | null;
  last_step_at: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MessageRecipientsTable {
  id: string;
  message_id: string;
  position: number;
  name: string;
  email: string;
  relationship: string;
  // access_token_hash: emptied by 2026-11-23T0500; a delivered recipient's link is a share link.
  /** Withdrawn before delivery (nothing is sent), or with the link after it. */
  revoked_at: string | null;
  delivered_at: string | null;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxEmailsTable {
  /** Idempotency key (message, schedule version, step, recipient); also the Message-ID's local part. */
  id: string;
  message_id: string | null;
  kind: string;
  recipient_address: string;
  recipient_name: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxStatus;
  /** Sending attempts so far (the `email.send` job's). */
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

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

export interface NewsletterSubscriptionsTable {
  id: string;
  /** Lower-cased, unique. */
  email: string;
  status: 'pending' | 'confirmed';
  /** SHA-256 (hex) of the confirmation link's token; null once confirmed. */
  confirm_token_hash: string | null;
  /** When the last confirmation e-mail was asked for. */
  requested_at: string;
  confirmed_at: string | null;
}

/** One visitor's last sign of life on one page (the live visitor counter). */
export interface PagePresenceTable {
  /** A random id the visitor's browser tab made up; not linked to any account. */
  visitor_id: string;
  path: string;
  last_seen_at: string;
}

/** A user's data key: an age identity wrapped (age-encrypted) to the server's MASTER_KEY. */
export interface UserKeysTable {
  user_id: string;
  /** Base64 of the age file holding the identity. */
  wrapped_identity: string;
  /** The identity's public recipient ("age1…"): new files are encrypted to it. */
  recipient: string;
  created_at: string;
}

export type VaultItemKind = 'photo' | 'video' | 'audio' | 'document';
export type VaultCollection = 'vault' | 'voice';

export interface VaultItemsTable {
  id: string;
  owner_id: string;
  media_id: string;
  /** The tus upload that created it (answers a repeated completion with the same item). */
  upload_id: string | null;
  collection: VaultCollection;
  kind: VaultItemKind;
  title: string;
  description: string;
  taken_at: string | null;
  keep_location: number;
  /** 1 when the owner shares this item with their family circle (issue 9, part 3). */
  shared_with_circle: number;
  /** Set while in the trash. */
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface VaultItemNamesTable {
  item_id: string;
  name: string;
}

export interface VaultAlbumsTable {
  id: string;
  owner_id: string;
  name: string;
  /** 1 when everything in the album (now and later, editors' additions too) is shared with the circle. */
  shared_with_circle: number;
  created_at: string;
}

export interface VaultItemAlbumsTable {
  item_id: string;
  album_id: string;
}

export type TranscriptStatus = 'pending' | 'running' | 'done' | 'failed' | 'unavailable';

export interface TranscriptsTable {
  item_id: string;
  status: TranscriptStatus;
  provider: string | null;
  language: string | null;
  audio_duration_ms: number | null;
  real_time_factor: number | null;
  /** What the transcriber heard; replaced when the job re-runs. */
  machine_text: string | null;
  /** The owner's correction; never touched by the job. */
  edited_text: string | null;
  /** JSON EmotionSummary of the text shown. */
  emotion: string | null;
  error: string | null;
  updated_at: string;
}

/** Search text per item (FTS5 table on SQLite; tsvector table on PostgreSQL). */
export interface VaultSearchTable {
  item_id: string;
  owner_id: string;
  body: string;
}

export type CircleRoleName = 'editor' | 'viewer' | 'legacy_contact';

/** A relative in an owner's family circle (issue 9, part 2). */
export interface CircleMembersTable {
  id: string;
  owner_id: string;
  member_id: string;
  role: CircleRoleName;
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

/** A link for people without an account to a vault item or album (issue 9, part 4). */
export interface ShareLinksTable {
  id: string;
  owner_id: string;
  /** A message's link names the recipient it was sent to as its target. */
  target_kind: 'vault_item' | 'vault_album' | 'message';
  target_id: string;
  /**
   * SHA-256 (hex) of the token; the token itself is derived from the id with LINK_SECRET
   * (policies/share-link.policy.ts), except for recipients' links e-mailed before 2026-11-23T0500.
   */
  token_hash: string;
  expires_at: string | null;
  /** argon2id PHC string, or null for no passphrase. */
  passphrase_hash: string | null;
  allow_download: number;
  view_count: number;
  last_viewed_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** The one-time administrator setup token (issue 15, finding 6); id is always 'admin'. */
export interface AdminSetupTokensTable {
  id: string;
  /** SHA-256 (hex) of the token the server logged. */
  token_hash: string;
  created_at: string;
}

export interface Database extends FamilyTreeTables, UploadLocksTables {
  users: UsersTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  media: MediaTable;
  messages: MessagesTable;
  message_recipients: MessageRecipientsTable;
  outbox_emails: OutboxEmailsTable;
  jobs: JobsTable;
  circle_members: CircleMembersTable;
  circle_invitations: CircleInvitationsTable;
  circle_audit_events: CircleAuditEventsTable;
  share_links: ShareLinksTable;
  admin_setup_tokens: AdminSetupTokensTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  page_presence: PagePresenceTable;
  user_keys: UserKeysTable;
  vault_items: VaultItemsTable;
  vault_item_people: VaultItemNamesTable;
  vault_item_tags: VaultItemNamesTable;
  vault_albums: VaultAlbumsTable;
  vault_item_albums: VaultItemAlbumsTable;
  transcripts: TranscriptsTable;
  vault_search: VaultSearchTable;
}
