/**
 * What the messages module asks of life events (docs/decisions/009-legacy-release.md "Life
 * events"), handed to it as its `lifeEvents` option: the life-events module implements it, and
 * composition/cross-module-hooks.ts wires the one to the other, so that module imports messages
 * (through index.ts) and never the reverse. Saving a message whose delivery kind is `life_event`
 * checks, schedules and writes its event; the delivery tick adds the event's last audit line.
 */
import type { Transaction } from 'kysely';
import type { LifeEventInput } from '@heirloom/common/contracts/messages';
import type { Database } from '../../db/tables';
import type { MessageRow } from './messages.repository';
import type { ScheduledFields } from './messages.schedule';

/** A life event as the message's schema parsed it (defaults applied). */
export type ParsedLifeEvent = LifeEventInput & { label: string; confirmerIds: string[] };

/** A message being saved, as its life event needs it. */
export interface SavedLifeEventMessage {
  id: string;
  ownerId: string;
  /** The event's round: 1 for a new message, LifeEventPort.nextRound for a changed one. */
  round: number;
  /** Whether the message is saved scheduled (not a draft): only then are report links e-mailed. */
  isScheduled: boolean;
  recipients: { name: string; email: string }[];
}

export interface LifeEventPort {
  /**
   * The confirmers to store for `event` of a message by `ownerId`: its named confirmers, each a
   * member of the owner's circle; none for an "age" event.
   * @throws AppError 'invalid' when one of them is not in the circle
   */
  checkConfirmers(ownerId: string, event: ParsedLifeEvent): Promise<string[]>;
  /**
   * The schedule fields of a scheduled life-event message saved at `now` with schedule version
   * `version`: armed for the birthday ("when you turn N") or the latest date, else with no date
   * until a confirmed report arms it.
   * @throws AppError 'invalid' for a birthday or latest date not after `now`
   */
  schedule(event: ParsedLifeEvent, timeZone: string, now: Date, version: number): ScheduledFields;
  /**
   * The round a changed message's event starts in: one past its current round (1 without one), so
   * earlier reports, confirmations and links stop counting.
   */
  nextRound(messageId: string): Promise<number>;
  /**
   * Writes the event of `message` saved at `now`, with the confirmers `checkConfirmers` gave, in
   * `trx` — or removes it, for `event` undefined; a scheduled message whose event waits for a
   * report has its report links e-mailed (one per person, never twice).
   */
  save(
    trx: Transaction<Database>,
    message: SavedLifeEventMessage,
    event: ParsedLifeEvent | undefined,
    confirmerIds: string[],
    now: Date,
  ): Promise<void>;
  /** Adds the event's last audit line, in `trx`: its message was delivered to `recipientCount` people at `at` (ISO). */
  auditDelivery(
    trx: Transaction<Database>,
    message: Pick<MessageRow, 'id' | 'owner_id'>,
    recipientCount: number,
    at: string,
  ): Promise<void>;
}
