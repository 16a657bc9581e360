/**
 * Table types: delivery on a life event (modules/life-events;
 * docs/product/messages-and-delivery.md "Life events"; docs/decisions/009-legacy-release.md).
 * Merged into `Database` (db/tables.ts).
 */
import type { LifeEventKind, LifeEventState } from '@heirloom/common/domain/life-events';

export interface LifeEventsTable {
  /** The message that waits for the event (delivery kind "life_event"). */
  message_id: string;
  owner_id: string;
  kind: LifeEventKind;
  /** How the owner describes it ("when Maya graduates"). */
  label: string;
  /** For kind "age": the birth date (YYYY-MM-DD) and the age whose birthday delivers the message. */
  birth_date: string | null;
  age: number | null;
  /** How many named confirmers must confirm a report; 0 when only the owner confirms. */
  quorum: number;
  /** The latest date: delivered then if the event was not confirmed before (ISO), or null. */
  latest_at: string | null;
  /** 1 when the owner asked us to tell the recipients something waits for their event, so they can report it. */
  tells_recipients: number;
  state: LifeEventState;
  /**
   * Bumped by each veto and each change of the message: confirmations and e-mailed links of an
   * earlier round stop counting (common/src/domain/quorum.ts).
   */
  round: number;
  /** The day the event happened, as reported (YYYY-MM-DD). */
  happened_on: string | null;
  /** The user who reported it; for a recipient who reported from their e-mailed link, null. */
  reported_by: string | null;
  /** Who reported it, by name (the user's name, or the recipient's as the owner wrote it); null before 2026-11-26. */
  reporter_name: string | null;
  reported_at: string | null;
  /** When the quorum confirmed this round; the veto window runs from here. */
  confirmed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface LifeEventConfirmersTable {
  message_id: string;
  user_id: string;
}

export interface LifeEventConfirmationsTable {
  message_id: string;
  round: number;
  user_id: string;
  created_at: string;
}

export interface LifeEventsTables {
  life_events: LifeEventsTable;
  life_event_confirmers: LifeEventConfirmersTable;
  life_event_confirmations: LifeEventConfirmationsTable;
}
