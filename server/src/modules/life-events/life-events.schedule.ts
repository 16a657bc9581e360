/**
 * What saving a message of delivery kind "life_event" writes (docs/decisions/009-legacy-release.md
 * "Life events"): its schedule — the birthday for "when you turn N", the latest date if one was
 * given, else no date until a confirmed report arms it — its event row in round `round` with its
 * confirmers, and, once scheduled, the report links (life-events.invitations.ts). The messages
 * module calls these through its `LifeEventPort` (composition/cross-module-hooks.ts), inside the
 * transaction that saves the message.
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import { MESSAGE_MESSAGES } from '@heirloom/common/contracts/messages';
import { AGE_DELIVERY_HOUR, ageBirthday, effectiveQuorum } from '@heirloom/common/domain/life-events';
import type { Database, LifeEventsTable } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import {
  armedSchedule,
  unarmedSchedule,
  type ParsedLifeEvent,
  type SavedLifeEventMessage,
  type ScheduledFields,
} from '../messages';
import type { LifeEventsDependencies } from './life-events.dependencies';
import { queueReportInvitations } from './life-events.invitations';
import { filterCircleMembers, findLifeEvent, replaceLifeEvent } from './life-events.repository';

export const LIFE_EVENT_ERRORS = {
  confirmerNotInCircle: 'Each person who confirms must be a member of your family circle.',
} as const;

/**
 * The delivery instant of an event of kind "age": the birthday at AGE_DELIVERY_HOUR in `timeZone`.
 * @throws AppError 'invalid' when that moment is not after `now`
 */
function birthdayInstant(event: ParsedLifeEvent, timeZone: string, now: Date): Date {
  const day = ageBirthday(event.birthDate!, event.age!);
  const at = DateTime.fromISO(day!, { zone: timeZone }).set({ hour: AGE_DELIVERY_HOUR }).toJSDate();
  if (at.getTime() <= now.getTime()) throw new AppError('invalid', MESSAGE_MESSAGES.ageInPast);
  return at;
}

/**
 * Schedule fields of a scheduled life-event message saved at `now` with schedule version `version`:
 * armed for the birthday or the latest date, else with no date.
 * @throws AppError 'invalid' for a birthday or latest date not in the future
 */
export function lifeEventSchedule(
  event: ParsedLifeEvent,
  timeZone: string,
  now: Date,
  version: number,
): ScheduledFields {
  if (event.kind === 'age') return armedSchedule(birthdayInstant(event, timeZone, now), now, version);
  if (event.latestAt) {
    const latest = new Date(event.latestAt);
    if (latest.getTime() <= now.getTime()) throw new AppError('invalid', MESSAGE_MESSAGES.latestInPast);
    return armedSchedule(latest, now, version);
  }
  return unarmedSchedule(version);
}

/**
 * Checks that every named confirmer is in the owner's circle (an "age" event has none).
 * @returns the confirmers to store
 * @throws AppError 'invalid' (confirmerNotInCircle) otherwise
 */
export async function checkConfirmers(
  db: Kysely<Database>,
  ownerId: string,
  event: ParsedLifeEvent,
): Promise<string[]> {
  if (event.kind === 'age') return [];
  const members = await filterCircleMembers(db, ownerId, event.confirmerIds);
  if (members.length !== event.confirmerIds.length)
    throw new AppError('invalid', LIFE_EVENT_ERRORS.confirmerNotInCircle);
  return event.confirmerIds;
}

/** The event row of a message saved at `now`, waiting for a report (or "dated" for an age). */
function lifeEventRow(
  messageId: string,
  ownerId: string,
  event: ParsedLifeEvent,
  confirmerIds: string[],
  round: number,
  now: Date,
): Insertable<LifeEventsTable> {
  const at = now.toISOString();
  const isAge = event.kind === 'age';
  return {
    message_id: messageId,
    owner_id: ownerId,
    kind: event.kind,
    label: isAge ? event.label || `When they turn ${event.age}` : event.label,
    birth_date: isAge ? event.birthDate! : null,
    age: isAge ? event.age! : null,
    quorum: isAge ? 0 : effectiveQuorum(event.quorum, confirmerIds.length),
    latest_at: !isAge && event.latestAt ? new Date(event.latestAt).toISOString() : null,
    tells_recipients: !isAge && event.tellsRecipients ? 1 : 0,
    state: isAge ? 'dated' : 'awaiting',
    round,
    happened_on: null,
    reported_by: null,
    reporter_name: null,
    reported_at: null,
    confirmed_at: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * The round a changed message's event starts in: one past its current round, 1 for a message
 * without one (earlier reports, confirmations and links stop counting).
 */
export async function nextLifeEventRound(db: Kysely<Database>, messageId: string): Promise<number> {
  return ((await findLifeEvent(db, messageId))?.round ?? 0) + 1;
}

/**
 * Writes the event of `message` saved at `now` in `trx`, with its checked `confirmerIds` — or
 * removes it (and its confirmers), for `event` undefined. When the message is scheduled and its
 * event waits for a report, the people who may report it from an e-mail get their link.
 */
export async function saveLifeEvent(
  trx: Transaction<Database>,
  deps: Pick<LifeEventsDependencies, 'email' | 'linkSecret'>,
  message: SavedLifeEventMessage,
  event: ParsedLifeEvent | undefined,
  confirmerIds: string[],
  now: Date,
): Promise<void> {
  const row = event ? lifeEventRow(message.id, message.ownerId, event, confirmerIds, message.round, now) : null;
  await replaceLifeEvent(trx, message.id, row, confirmerIds);
  if (row && row.state === 'awaiting' && message.isScheduled)
    await queueReportInvitations(
      trx,
      deps,
      {
        id: message.id,
        ownerId: message.ownerId,
        label: row.label,
        tellsRecipients: row.tells_recipients === 1,
        recipients: message.recipients,
      },
      now,
    );
}
