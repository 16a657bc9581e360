/**
 * Delivery on a life event (docs/product/messages-and-delivery.md "Life events";
 * docs/decisions/009-legacy-release.md "Life events"): a member of the owner's circle (or the
 * owner) reports the event in the app; the named confirmers confirm in the app or from their
 * e-mailed link; at the quorum (or the owner's own confirmation) the message is armed for delivery
 * after the owner's veto window (VETO_DAYS while they are active), and `delivery.tick` delivers
 * it — never early, never twice. The owner may veto in the window, from the app or their e-mail;
 * the event can then be reported again (a new round). Whether a round's confirmations suffice is
 * the one quorum rule shared with the legacy release (common/src/domain/quorum.ts; the owner is its
 * decisive person). Every step is one transaction, conditional on the event and message as read,
 * with a line in the owner's audit log and e-mails whose ids are deterministic. The message itself
 * is the messages module's, reached through its index.ts.
 */
import type { Transaction } from 'kysely';
import type { LifeEvent } from '@heirloom/common/contracts/life-events';
import { LIFE_EVENT_MESSAGES } from '@heirloom/common/contracts/life-events';
import { releaseTimeAfterConfirmation } from '@heirloom/common/domain/life-events';
import { countQuorum } from '@heirloom/common/domain/quorum';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { enqueueEmails, outboxEmail, type NewOutboxEmail } from '../../mail/outbox.repository';
import { signLifeEventLink, type LifeEventLinkClaims } from '../../policies/life-event-links';
import type { LifeEventAccess } from '../../policies/life-event.policy';
import {
  armedSchedule,
  unarmedSchedule,
  deletePendingProtectionEmails,
  findMessage,
  isOwnerActive,
  updateMessageIf,
  type MessageRow,
} from '../messages';
import { addAuditEvent } from '../legacy';
import type { LifeEventsDependencies } from './life-events.dependencies';
import { composeLifeEventConfirmEmail, composeLifeEventVetoEmail } from './life-events.emails';
import {
  findLifeEvent,
  findPeople,
  findRecipientByEmail,
  insertConfirmation,
  listConfirmations,
  listConfirmedIds,
  listConfirmers,
  listVisibleLifeEvents,
  updateLifeEventIf,
  type LifeEventRow,
} from './life-events.repository';

export const LIFE_EVENT_ERRORS = {
  notFound: LIFE_EVENT_MESSAGES.notFound,
  notScheduled: 'This message is no longer waiting for its event: it was delivered, cancelled or is still a draft.',
  isDated: 'This message is delivered on a birthday, so there is nothing to report.',
  alreadyReported: 'Someone already reported this event. The people named to confirm it have been asked.',
  notReported: 'Nothing has been reported yet, so there is nothing to confirm.',
  notConfirmed: 'There is no confirmed event to stop.',
  vetoEnded: 'The time to stop this delivery has ended.',
  vetoLatestDate:
    'This message goes out on the latest date you chose, whether or not the event happened, so stopping the event would not hold it back. To change, postpone or cancel it, open the message.',
  linkInvalid: LIFE_EVENT_MESSAGES.linkInvalid,
  changedMeanwhile: 'This event changed a moment ago. Reload the page and try again.',
} as const;

/** Today in `timeZone` as YYYY-MM-DD. */
const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

const auditId = (event: LifeEventRow, step: string) => `lifeevent.${event.message_id}.r${event.round}.${step}`;

/**
 * The event and its message, locked for the transaction on PostgreSQL.
 * @param noEvent when given, a message without a life event is a 'conflict' with this text (the
 *   author's veto, allowed by message.policy); otherwise 'not_found'
 */
async function lockEvent(
  trx: Transaction<Database>,
  deps: LifeEventsDependencies,
  messageId: string,
  noEvent?: string,
) {
  const forUpdate = deps.dialect === 'postgres';
  const message = await findMessage(trx, messageId, forUpdate);
  const event = await findLifeEvent(trx, messageId, forUpdate);
  if (!message) throw new AppError('not_found', LIFE_EVENT_ERRORS.notFound);
  if (!event) throw noEvent ? new AppError('conflict', noEvent) : new AppError('not_found', LIFE_EVENT_ERRORS.notFound);
  return { message, event };
}

const lifeEventEmail = (
  id: string,
  message: MessageRow,
  to: { email: string; name: string },
  content: { subject: string; text: string; html: string },
  at: string,
) => outboxEmail({ id, messageId: message.id, kind: 'life_event', to, content, at });

const linkUrl = async (deps: LifeEventsDependencies, claims: LifeEventLinkClaims, now: Date) =>
  `${deps.email.publicUrl}/legacy-messages?lifeEvent=${await signLifeEventLink(deps.linkSecret, claims, now)}`;

/**
 * Moves a reported event to "confirmed" once its round's confirmations suffice — by the quorum rule
 * (domain/quorum.ts): the owner's own, or `quorum` of the people named now — and arms its message
 * for delivery at the end of the veto window (at once when the owner confirmed or is no longer
 * active); a latest date that comes earlier keeps the message's schedule. The owner is e-mailed a
 * veto link while the window lasts.
 * @throws AppError 'conflict' when the message changed meanwhile (the transaction is undone)
 */
async function confirmIfQuorum(
  trx: Transaction<Database>,
  deps: LifeEventsDependencies,
  message: MessageRow,
  event: LifeEventRow,
  now: Date,
) {
  const confirmerIds = (await listConfirmers(trx, [event.message_id])).map((person) => person.id);
  const tally = countQuorum({
    quorum: event.quorum,
    round: event.round,
    confirmations: await listConfirmations(trx, event.message_id),
    eligibleIds: confirmerIds,
    decisiveId: event.owner_id,
  });
  if (!tally.isReached) return;
  const nowIso = now.toISOString();
  const isConfirmedByOwner = tally.isByDecisivePerson;
  const releaseAt = releaseTimeAfterConfirmation(now, {
    isConfirmedByOwner,
    isOwnerActive: await isOwnerActive(trx, event.owner_id),
  });
  if (!(await updateLifeEventIf(trx, event, { state: 'confirmed', confirmed_at: nowIso, updated_at: nowIso })))
    throw new AppError('conflict', LIFE_EVENT_ERRORS.changedMeanwhile);
  const keepsLatest = event.latest_at !== null && event.latest_at <= releaseAt.toISOString();
  if (!keepsLatest) {
    const isArmed = await updateMessageIf(
      trx,
      message.id,
      { status: 'scheduled', scheduleVersion: message.schedule_version },
      {
        deliver_at: releaseAt.toISOString(),
        pending_step: 'delivery',
        next_step_at: releaseAt.toISOString(),
        schedule_version: message.schedule_version + 1,
        updated_at: nowIso,
      },
    );
    if (!isArmed) throw new AppError('conflict', LIFE_EVENT_ERRORS.changedMeanwhile);
    await deletePendingProtectionEmails(trx, message.id);
  }
  const deliverAt = keepsLatest ? event.latest_at! : releaseAt.toISOString();
  await addAuditEvent(trx, {
    id: auditId(event, 'confirmed'),
    ownerId: event.owner_id,
    action: 'life-event.confirmed',
    summary: `${isConfirmedByOwner ? 'The owner' : `${tally.count} of the people named`} confirmed "${event.label}" (quorum ${event.quorum}): the message is delivered no earlier than ${deliverAt.slice(0, 10)}`,
    at: nowIso,
  });
  if (deliverAt <= nowIso || isConfirmedByOwner) return;
  const [owner] = await findPeople(trx, [event.owner_id]);
  const link = await linkUrl(
    deps,
    { messageId: message.id, action: 'veto', round: event.round, userId: event.owner_id },
    now,
  );
  const content = composeLifeEventVetoEmail(deps.email, {
    ownerName: owner!.name,
    label: event.label,
    happenedOn: event.happened_on!,
    deliverAt,
    isLatestDate: keepsLatest,
    timeZone: message.time_zone,
    link,
  });
  await enqueueEmails(trx, [
    lifeEventEmail(`${auditId(event, 'veto-notice')}.owner`, message, owner!, content, nowIso),
  ]);
}

/** Who reports an event: a signed-in user (circle member, confirmer or owner), or a recipient by their e-mail address. */
export type LifeEventReporter = { userId: string; email: null } | { userId: null; email: string };

/** The reporter's name: the user's, or the recipient's as the owner wrote it. */
async function reporterNameOf(trx: Transaction<Database>, messageId: string, reporter: LifeEventReporter) {
  if (reporter.userId) return (await findPeople(trx, [reporter.userId]))[0]?.name ?? 'Someone';
  return (await findRecipientByEmail(trx, messageId, reporter.email!))?.name ?? 'Someone';
}

/**
 * Records the report of `reporter` in one transaction: state reported, the reporter's own
 * confirmation when they are the owner or a named confirmer, a confirm link e-mailed to every other
 * confirmer and the owner, the audit line, and the quorum if it is reached already. A retry by
 * the same reporter changes nothing.
 */
async function reportAs(
  deps: LifeEventsDependencies,
  reporter: LifeEventReporter,
  messageId: string,
  happenedOn: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const nowIso = now.toISOString();
    const { message, event } = await lockEvent(trx, deps, messageId);
    if (message.status !== 'scheduled') throw new AppError('conflict', LIFE_EVENT_ERRORS.notScheduled);
    if (event.state === 'dated') throw new AppError('conflict', LIFE_EVENT_ERRORS.isDated);
    const reporterName = await reporterNameOf(trx, messageId, reporter);
    if (event.state !== 'awaiting') {
      const isRetry = reporter.userId
        ? event.reported_by === reporter.userId
        : event.reported_by === null && event.reporter_name === reporterName;
      if (isRetry) return; // a retried report changes nothing
      throw new AppError('conflict', LIFE_EVENT_ERRORS.alreadyReported);
    }
    if (happenedOn > dayIn(now, message.time_zone)) throw new AppError('invalid', LIFE_EVENT_MESSAGES.happenedInFuture);
    const report = {
      state: 'reported' as const,
      happened_on: happenedOn,
      reported_by: reporter.userId,
      reporter_name: reporterName,
      reported_at: nowIso,
      updated_at: nowIso,
    };
    const isWritten = await updateLifeEventIf(trx, event, report);
    if (!isWritten) throw new AppError('conflict', LIFE_EVENT_ERRORS.changedMeanwhile);
    const confirmers = await listConfirmers(trx, [messageId]);
    const [owner] = await findPeople(trx, [event.owner_id]);
    const { userId } = reporter;
    if (userId && (userId === event.owner_id || confirmers.some((person) => person.id === userId)))
      await insertConfirmation(trx, messageId, event.round, userId, nowIso);
    await addAuditEvent(trx, {
      id: auditId(event, 'report'),
      ownerId: event.owner_id,
      action: 'life-event.reported',
      summary: `${reporterName}${userId ? '' : ' (a recipient, from their e-mail)'} reported "${event.label}" on ${happenedOn}; ${event.quorum > 0 ? `${event.quorum} of the people named must confirm` : 'the owner must confirm'}`,
      at: nowIso,
    });
    const asked = [...confirmers, ...(userId === event.owner_id ? [] : [{ ...owner!, message_id: messageId }])].filter(
      (person) => person.id !== userId,
    );
    const emails: NewOutboxEmail[] = [];
    for (const person of asked) {
      const link = await linkUrl(deps, { messageId, action: 'confirm', round: event.round, userId: person.id }, now);
      const content = composeLifeEventConfirmEmail(deps.email, {
        personName: person.name,
        ownerName: owner!.name,
        isOwner: person.id === event.owner_id,
        label: event.label,
        happenedOn,
        reporterName,
        quorum: event.quorum,
        latestAt: event.latest_at,
        timeZone: message.time_zone,
        link,
      });
      emails.push(
        lifeEventEmail(`${auditId(event, 'confirm-request')}.${person.id}`, message, person, content, nowIso),
      );
    }
    await enqueueEmails(trx, emails);
    // The event as written: a reporter who is a confirmer may complete the quorum, and its e-mail names the day.
    await confirmIfQuorum(trx, deps, message, { ...event, ...report }, now);
  });
}

/**
 * Reports that the event happened on `happenedOn` (YYYY-MM-DD, not after today in the message's
 * time zone), in the app. The reporter's own confirmation counts when they are the owner or a named
 * confirmer; every other confirmer and the owner are e-mailed a confirm link. Reporting again (by
 * the same person) answers with the event as it is. `access` is the reporter's, as the
 * life-event.read gate allowed (reading and reporting have the same rule).
 * @throws AppError 'not_found' (deleted meanwhile), 'conflict' (not waiting for a report), 'invalid' (a future day)
 */
export async function reportLifeEvent(
  deps: LifeEventsDependencies,
  access: LifeEventAccess,
  happenedOn: string,
): Promise<void> {
  await reportAs(deps, { userId: access.userId, email: null }, access.messageId, happenedOn);
}

/**
 * Reports the event from an e-mailed "report" link (a recipient or a named confirmer, no account
 * needed), as reportLifeEvent does.
 * @throws AppError 'not_found' (life-event.policy: forged, expired, not a recipient or confirmer any
 *   more), 'conflict' (already reported, delivered), 'invalid' (a future day)
 */
export async function reportLifeEventFromLink(
  deps: LifeEventsDependencies,
  claims: LifeEventLinkClaims,
  happenedOn: string,
) {
  if (claims.action !== 'report') throw new AppError('not_found', LIFE_EVENT_ERRORS.linkInvalid);
  const reporter: LifeEventReporter = claims.userId
    ? { userId: claims.userId, email: null }
    : { userId: null, email: claims.email! };
  await reportAs(deps, reporter, claims.messageId, happenedOn);
  return 'Thank you for telling us. The people who confirm it have been asked.';
}

/** One confirmation of the current round by `userId` (allowed by the caller), and the quorum if reached. */
async function confirmAs(deps: LifeEventsDependencies, userId: string, messageId: string, round?: number) {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const { message, event } = await lockEvent(trx, deps, messageId);
    if (round !== undefined && round !== event.round) throw new AppError('not_found', LIFE_EVENT_ERRORS.linkInvalid);
    if (message.status !== 'scheduled') throw new AppError('conflict', LIFE_EVENT_ERRORS.notScheduled);
    if (event.state === 'confirmed') return; // the quorum answered already: another answer changes nothing
    if (event.state !== 'reported') throw new AppError('conflict', LIFE_EVENT_ERRORS.notReported);
    if ((await listConfirmedIds(trx, messageId, event.round)).includes(userId)) return; // answered twice
    await insertConfirmation(trx, messageId, event.round, userId, now.toISOString());
    const [person] = await findPeople(trx, [userId]);
    await addAuditEvent(trx, {
      id: auditId(event, `confirm.${userId}`),
      ownerId: event.owner_id,
      action: 'life-event.confirmation',
      summary: `${person?.name ?? 'Someone'} confirmed "${event.label}"`,
      at: now.toISOString(),
    });
    await confirmIfQuorum(trx, deps, message, event, now);
  });
}

/**
 * Confirms a reported event in the app, for the owner or a named confirmer (`access`, as the
 * life-event.confirm gate allowed).
 * @throws AppError 'conflict' (nothing reported, delivered)
 */
export async function confirmLifeEvent(deps: LifeEventsDependencies, access: LifeEventAccess) {
  await confirmAs(deps, access.userId, access.messageId);
}

/**
 * Whether a confirmed event's message goes out on its latest date (it came before the veto window's
 * end, docs/decisions/009): then a veto would not hold it back, so none is offered or accepted.
 */
const isDeliveredOnLatestDate = (message: Pick<MessageRow, 'deliver_at'>, event: Pick<LifeEventRow, 'latest_at'>) =>
  event.latest_at !== null &&
  message.deliver_at !== null &&
  Date.parse(message.deliver_at) === Date.parse(event.latest_at);

/**
 * The owner's veto, once allowed: the event waits for a report again in a new round, the latest date re-armed.
 * @throws AppError 'conflict' when the delivery time has come or the message goes out on its latest date anyway
 */
async function vetoAs(deps: LifeEventsDependencies, messageId: string, round?: number) {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const nowIso = now.toISOString();
    const { message, event } = await lockEvent(trx, deps, messageId, LIFE_EVENT_ERRORS.notConfirmed);
    if (round !== undefined && round !== event.round) throw new AppError('not_found', LIFE_EVENT_ERRORS.linkInvalid);
    if (message.status !== 'scheduled') throw new AppError('conflict', LIFE_EVENT_ERRORS.vetoEnded);
    if (event.state !== 'confirmed') throw new AppError('conflict', LIFE_EVENT_ERRORS.notConfirmed);
    if (message.deliver_at && message.deliver_at <= nowIso) throw new AppError('conflict', LIFE_EVENT_ERRORS.vetoEnded);
    if (isDeliveredOnLatestDate(message, event)) throw new AppError('conflict', LIFE_EVENT_ERRORS.vetoLatestDate);
    const isReset = await updateLifeEventIf(trx, event, {
      state: 'awaiting',
      round: event.round + 1,
      happened_on: null,
      reported_by: null,
      reported_at: null,
      confirmed_at: null,
      updated_at: nowIso,
    });
    const schedule = event.latest_at
      ? armedSchedule(new Date(event.latest_at), now, message.schedule_version + 1)
      : unarmedSchedule(message.schedule_version + 1);
    const isDisarmed =
      isReset &&
      (await updateMessageIf(
        trx,
        messageId,
        { status: 'scheduled', scheduleVersion: message.schedule_version },
        { ...schedule, updated_at: nowIso },
      ));
    if (!isDisarmed) throw new AppError('conflict', LIFE_EVENT_ERRORS.changedMeanwhile);
    await deletePendingProtectionEmails(trx, messageId);
    await addAuditEvent(trx, {
      id: auditId(event, 'veto'),
      ownerId: event.owner_id,
      action: 'life-event.vetoed',
      summary: `The owner stopped the delivery for "${event.label}"; it waits for a new report${event.latest_at ? ` or the latest date, ${event.latest_at.slice(0, 10)}` : ''}`,
      at: nowIso,
    });
  });
}

/**
 * The owner's veto in the app, during the veto window, on their `message` (as the message gate read it).
 * @throws AppError 'not_found' (the message has no life event), 'conflict' (not confirmed, delivered, window ended)
 */
export async function vetoLifeEvent(deps: LifeEventsDependencies, message: MessageRow) {
  await vetoAs(deps, message.id);
}

/** The events `rows` as `userId` sees them, with what they may do now. */
async function present(
  deps: LifeEventsDependencies,
  userId: string | null,
  rows: LifeEventRow[],
): Promise<LifeEvent[]> {
  const ids = rows.map((row) => row.message_id);
  const confirmers = await listConfirmers(deps.db, ids);
  const people = await findPeople(deps.db, [
    ...new Set(rows.flatMap((row) => [row.owner_id, ...(row.reported_by ? [row.reported_by] : [])])),
  ]);
  const nameOf = (id: string) => ({ id, name: people.find((person) => person.id === id)?.name ?? '' });
  const result: LifeEvent[] = [];
  for (const row of rows) {
    const message = (await findMessage(deps.db, row.message_id))!;
    const confirmed = await listConfirmedIds(deps.db, row.message_id, row.round);
    const named = confirmers.filter((person) => person.message_id === row.message_id);
    const isOwner = userId === row.owner_id;
    const isOpen = message.status === 'scheduled';
    const mayConfirm = isOwner || named.some((person) => person.id === userId);
    result.push({
      messageId: row.message_id,
      owner: nameOf(row.owner_id),
      kind: row.kind,
      label: row.label,
      birthDate: row.birth_date,
      age: row.age,
      state: row.state,
      quorum: row.quorum,
      confirmers: named.map((person) => ({
        id: person.id,
        name: person.name,
        hasConfirmed: confirmed.includes(person.id),
      })),
      happenedOn: row.happened_on,
      reportedBy: row.reported_by
        ? nameOf(row.reported_by)
        : row.reporter_name
          ? { id: '', name: row.reporter_name }
          : null,
      deliverAt: message.deliver_at,
      latestAt: row.latest_at,
      tellsRecipients: row.tells_recipients === 1,
      canReport: isOpen && row.state === 'awaiting',
      canConfirm: isOpen && row.state === 'reported' && mayConfirm && !confirmed.includes(userId ?? ''),
      canVeto:
        isOpen &&
        row.state === 'confirmed' &&
        isOwner &&
        message.deliver_at! > deps.clock.now().toISOString() &&
        !isDeliveredOnLatestDate(message, row),
      isDelivered: message.status === 'delivered',
    });
  }
  return result;
}

/**
 * The life event of message `messageId` as `userId` sees it (a reader the life-event gate allowed,
 * or the author after their veto).
 * @throws AppError 'not_found' when the message has no life event
 */
export async function readLifeEvent(
  deps: LifeEventsDependencies,
  { userId, messageId }: Pick<LifeEventAccess, 'userId' | 'messageId'>,
): Promise<LifeEvent> {
  const row = await findLifeEvent(deps.db, messageId);
  if (!row) throw new AppError('not_found', LIFE_EVENT_ERRORS.notFound);
  return (await present(deps, userId, [row]))[0]!;
}

/** The life events `userId` may follow: their own and those of owners whose circle they are in. */
export async function listLifeEvents(deps: LifeEventsDependencies, userId: string): Promise<LifeEvent[]> {
  return present(deps, userId, await listVisibleLifeEvents(deps.db, userId));
}

/**
 * What an e-mailed link will do, and its event (opening it changes nothing).
 * @throws AppError 'not_found' (life-event.policy: forged, expired, an earlier round)
 */
export async function describeLifeEventLink(deps: LifeEventsDependencies, claims: LifeEventLinkClaims) {
  const row = (await findLifeEvent(deps.db, claims.messageId))!;
  const personName =
    claims.action === 'report' && claims.email
      ? ((await findRecipientByEmail(deps.db, claims.messageId, claims.email))?.name ?? '')
      : ((await findPeople(deps.db, [claims.userId!]))[0]?.name ?? '');
  return { action: claims.action, personName, event: (await present(deps, claims.userId, [row]))[0]! };
}

/**
 * Does what an e-mailed link says: "confirm" for its confirmer, "veto" for the owner ("report"
 * needs the day: reportLifeEventFromLink).
 * @returns a sentence saying what happened
 * @throws AppError 'not_found' (bad link), 'conflict' (as confirmLifeEvent and vetoLifeEvent), 'invalid' (a report link)
 */
export async function answerLifeEventLink(deps: LifeEventsDependencies, claims: LifeEventLinkClaims): Promise<string> {
  if (claims.action === 'report') throw new AppError('invalid', LIFE_EVENT_MESSAGES.happenedOn);
  if (claims.action === 'veto') {
    await vetoAs(deps, claims.messageId, claims.round);
    return 'Stopped. Your message waits for the event to be reported again.';
  }
  await confirmAs(deps, claims.userId, claims.messageId, claims.round);
  return 'Thank you. Your confirmation was recorded.';
}

/**
 * Adds the event's last line to the owner's audit log, in `trx`: its message was delivered to
 * `recipientCount` recipients at `at` (ISO), because the event was confirmed, the birthday came or
 * the latest date did. Nothing for a message without an event; a repeat adds nothing (its id is
 * the message's).
 */
export async function auditLifeEventDelivery(
  trx: Transaction<Database>,
  message: Pick<MessageRow, 'id' | 'owner_id'>,
  recipientCount: number,
  at: string,
): Promise<void> {
  const event = await findLifeEvent(trx, message.id);
  if (!event) return;
  const cause =
    event.state === 'confirmed' ? 'the confirmed event' : event.state === 'dated' ? 'the birthday' : 'the latest date';
  await addAuditEvent(trx, {
    id: `lifeevent.${message.id}.delivered`,
    ownerId: message.owner_id,
    action: 'life-event.delivered',
    summary: `"${event.label}": the message was delivered to ${recipientCount} recipient${recipientCount === 1 ? '' : 's'} (${cause})`,
    at,
  });
}
