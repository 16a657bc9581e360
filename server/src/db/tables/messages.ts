/**
 * Table types: Scheduled messages and their recipients (modules/messages). Merged into `Database`
 * (db/tables.ts).
 */
import type { ColumnType, Generated } from 'kysely';
import type { TranscriptStatus } from './vault';

export type MessageKind = 'voice' | 'video' | 'letter';
export type MessageStatus = 'draft' | 'scheduled' | 'delivered' | 'cancelled';
export type ProtectionStepName = 'reminder' | 'check' | 'delivery';
/**
 * Who receives a message when delivery to a recipient fails for good (the fallback courier,
 * docs/product/messages-and-delivery.md): the owner's legacy contacts, one member of their circle
 * (`fallback_user_id`), or nobody.
 */
export type FallbackKind = 'legacy_contacts' | 'member' | 'none';

export interface MessagesTable {
  id: string;
  owner_id: string;
  kind: MessageKind;
  title: string;
  letter_text: string | null;
  media_id: string | null;
  occasion: string;
  status: MessageStatus;
  /** "date"; "after_death": scheduled without a date until the release arms it; "life_event": armed by a confirmed report or the latest date (docs/decisions/009). */
  delivery_kind: Generated<'date' | 'after_death' | 'life_event'>;
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
  /** Who carries the message when delivery to a recipient fails for good; legacy contacts by default. */
  fallback_kind: ColumnType<FallbackKind, FallbackKind | undefined, FallbackKind>;
  /** The circle member named when `fallback_kind` is 'member'; null otherwise, or once that account is gone. */
  fallback_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * When the owner last said it is still right (docs/decisions/017-message-health.md "Amendment
   * 2026-12-01: still right?"); null: never.
   */
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * 1 when the author allows the recipients to be told, after the author's death, that this message
   * waits for them and roughly when it arrives (docs/product/messages-and-delivery.md "Gentle mode"); 0 by default.
   */
  may_announce: ColumnType<number, number | undefined, number>;
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
  /** The name this recipient knows the author by ("Mum"); empty (the default) for the author's own name. */
  author_name: ColumnType<string, string | undefined, string>;
  // access_token_hash: emptied by 2026-11-23T0500; a delivered recipient's link is a share link.
  /** Withdrawn before delivery (nothing is sent), or with the link after it. */
  revoked_at: string | null;
  delivered_at: string | null;
  /** When the recipient first opened the delivered message; null before. */
  opened_at: string | null;
  /** For a fallback courier: the recipient whose delivery failed for good, whom they carry it to; else null. */
  courier_for: ColumnType<string | null, string | null | undefined, string | null>;
  /** For a fallback courier: the mail server's refusal of that recipient's address; else null. */
  courier_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * When the delivery to this recipient was held back because they paused deliveries from the
   * released author (docs/product/messages-and-delivery.md "Gentle mode"); null otherwise, and
   * again once it is delivered.
   */
  held_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * The owner's decision about a recipient the family tree records as deceased (the message health
 * check, docs/decisions/017-message-health.md): 'keep' stops the question.
 */
export interface MessageRecipientReviewsTable {
  recipient_id: string;
  decision: 'keep';
  decided_at: string;
}

/** When each owner was last sent the "Still right?" e-mail (docs/product/messages-and-delivery.md "Still right?"). */
export interface StillRightChecksTable {
  owner_id: string;
  last_sent_at: string;
}

/**
 * A recipient's answer to a delivered message (docs/product/messages-and-delivery.md "Replies"): a
 * voice note (`media_id`, encrypted to the author's key) or a letter (`letter_text`, sealed to it).
 */
export interface MessageRepliesTable {
  id: string;
  message_id: string;
  /** The recipient whose link sent it. */
  recipient_id: string;
  /** The message's author, whose key seals it. */
  owner_id: string;
  kind: 'voice' | 'letter';
  letter_text: string | null;
  media_id: string | null;
  /** 1 when it arrived after the author's legacy was released: kept for their legacy contacts. */
  is_for_family: number;
  created_at: string;
  /**
   * The item of the author's album of replies made from it once its withdrawal window passed (a reply
   * kept for the family only; docs/decisions/018-replies.md "Amendment 2026-12-01: the album of
   * replies"); null before. Set once: the item may be deleted for good later, and is never made again.
   */
  vault_item_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A recipient's pause of deliveries from one released author, by lower-cased address
 * (docs/product/messages-and-delivery.md "Gentle mode"); no row: not paused.
 */
export interface GentlePausesTable {
  owner_id: string;
  email: string;
  /** When deliveries resume on their own; null: only when the recipient asks. */
  resume_at: string | null;
  updated_at: string;
}

/**
 * The transcript of a voice or video message's recording (docs/product/messages-and-delivery.md
 * "Transcripts"), made by the `message.transcribe` job; one per message, replaced when the
 * recording changes. Its texts are sealed to the author's key (storage/sealed-text.ts), as a
 * letter is.
 */
export interface MessageTranscriptsTable {
  message_id: string;
  /** The recording it was made from (the message's `media_id` when it was queued). */
  media_id: string;
  status: TranscriptStatus;
  /** What the recogniser heard, sealed; null before it is made. */
  machine_text: string | null;
  /** JSON TimedWord[] of the machine transcript (times ms, confidences 0..1), sealed; null when none were given. */
  words: string | null;
  /** Mean word confidence of the machine transcript, 0..1; null when not measured. */
  confidence: number | null;
  /** The author's correction, sealed; null: none. Never touched by the job. */
  edited_text: string | null;
  /** Why it could not be made, or that no transcriber is installed; else null. */
  error: string | null;
  updated_at: string;
}

export interface MessagesTables {
  messages: MessagesTable;
  message_transcripts: MessageTranscriptsTable;
  message_replies: MessageRepliesTable;
  message_recipients: MessageRecipientsTable;
  message_recipient_reviews: MessageRecipientReviewsTable;
  still_right_checks: StillRightChecksTable;
  gentle_pauses: GentlePausesTable;
}
