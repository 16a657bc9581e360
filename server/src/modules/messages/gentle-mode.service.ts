/**
 * Gentle mode for the bereaved (docs/product/messages-and-delivery.md "Gentle mode";
 * docs/decisions/019-gentle-mode.md): the gentle e-mail queued in the release's transaction, and a
 * recipient's page of choices — what waits for them, and pausing or resuming delivery to them. The
 * delivery tick holds and later delivers (messages.jobs.ts).
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { DateTime } from 'luxon';
import { GENTLE_MESSAGES, type MessagesForMe } from '@heirloom/common/contracts/gentle-mode';
import { GENTLE_PAUSE_MONTHS, type GentleChoice } from '@heirloom/common/domain/gentle-mode';
import type { Database } from '../../db/tables';
import { enqueueEmails, outboxEmail } from '../../mail/outbox.repository';
import { signGentleLink, type GentleClaims } from '../../policies/gentle-links';
import { composeGentleIntroEmail } from './gentle-mode.emails';
import {
  deletePause,
  findPause,
  listRecipientRowsFor,
  listWaitingRecipients,
  savePause,
} from './gentle-mode.repository';
import type { MessagesDependencies } from './messages.dependencies';
import { deliverHeldRecipients } from './messages.jobs';
import { findOwner } from './messages.repository';

/** How much earlier than the release the gentle e-mail is due, ms: the sender takes it before any delivery. */
const BEFORE_DELIVERIES_MS = 1000;

/** The outbox id of the gentle e-mail of `ownerId` to `address` (lower-cased): one per author and address. */
const introIdFor = (ownerId: string, address: string) =>
  `gentle-intro.${ownerId}.${createHash('sha256').update(address).digest('hex')}`;

/**
 * Queues, in the release's transaction `trx`, the gentle e-mail to each distinct address (not
 * withdrawn) still waiting for one of `ownerId`'s scheduled messages: how many wait and, for those
 * the author allowed, roughly when they arrive. Due a second before `now` (the release), so the
 * sender sends it before any delivery the release arms; its id makes a repeated release add none.
 * @returns how many addresses it was queued for
 */
export async function announceWaitingMessages(
  trx: Transaction<Database>,
  deps: Pick<MessagesDependencies, 'email' | 'linkSecret'>,
  ownerId: string,
  now: Date,
): Promise<number> {
  const owner = await findOwner(trx, ownerId);
  const rows = await listWaitingRecipients(trx, ownerId);
  const byAddress = new Map<string, typeof rows>();
  for (const row of rows) byAddress.set(row.address, [...(byAddress.get(row.address) ?? []), row]);
  const at = new Date(now.getTime() - BEFORE_DELIVERIES_MS).toISOString();
  const emails = [];
  for (const [address, recipientRows] of byAddress) {
    const messages = [...new Map(recipientRows.map((row) => [row.message_id, row])).values()];
    const first = recipientRows[0]!;
    const token = await signGentleLink(deps.linkSecret, { ownerId, email: address }, now);
    const content = composeGentleIntroEmail(deps.email, {
      authorName:
        recipientRows.find((row) => row.author_name)?.author_name || owner?.username || 'Someone who loved you',
      recipientName: first.name,
      count: messages.length,
      announced: messages
        .filter((message) => message.may_announce === 1)
        .map((message) => ({ deliverAt: message.deliver_at, timeZone: message.time_zone })),
      now,
      link: `${deps.email.publicUrl}/messages-for-me?token=${token}`,
    });
    emails.push(
      outboxEmail({
        id: introIdFor(ownerId, address),
        kind: 'gentle_intro',
        to: { email: first.email, name: first.name },
        content,
        at,
      }),
    );
  }
  await enqueueEmails(trx, emails);
  return emails.length;
}

/**
 * What waits from the link's author for the link's address, at the clock's now: the author as the
 * recipient knows them, how many messages are still to come and how many are held, and the pause.
 */
export async function describeMessagesForMe(deps: MessagesDependencies, claims: GentleClaims): Promise<MessagesForMe> {
  const now = deps.clock.now().toISOString();
  const owner = await findOwner(deps.db, claims.ownerId);
  const rows = await listRecipientRowsFor(deps.db, claims.ownerId, claims.email);
  const pause = await findPause(deps.db, claims.ownerId, claims.email, now);
  return {
    authorName: rows.find((row) => row.author_name)?.author_name || owner?.username || 'Someone who loved you',
    waitingCount: rows.filter((row) => row.status === 'scheduled').length,
    heldCount: rows.filter((row) => row.status === 'delivered' && row.held_at !== null).length,
    pause: pause ? { until: pause.resume_at } : null,
  };
}

/** How many held recipients one transaction delivers when a recipient asks for them now. */
const HELD_BATCH = 200;

const CHOICE_MESSAGES: Record<GentleChoice, string> = {
  pause_1_month: GENTLE_MESSAGES.paused,
  pause_3_months: GENTLE_MESSAGES.paused,
  pause_6_months: GENTLE_MESSAGES.paused,
  pause_until_asked: GENTLE_MESSAGES.pausedUntilAsked,
  resume: GENTLE_MESSAGES.resumed,
  receive_held: GENTLE_MESSAGES.receivedHeld,
};

/**
 * Carries out the recipient's `choice`: a pause of 1, 3 or 6 calendar months from now (UTC), or
 * until they ask, replaces any pause; "resume" ends it, so the next delivery tick delivers what was
 * held; "receive_held" delivers what was held at once and keeps the pause. Only messages whose
 * delivery time has passed are ever held, so none arrives early.
 * @returns what waits now, with a sentence saying what was done
 */
export async function chooseMessagesPace(
  deps: MessagesDependencies,
  claims: GentleClaims,
  choice: GentleChoice,
): Promise<MessagesForMe> {
  const now = deps.clock.now();
  if (choice === 'resume') {
    await deletePause(deps.db, claims.ownerId, claims.email);
  } else if (choice === 'receive_held') {
    await deliverHeldRecipients(deps, HELD_BATCH, { ownerId: claims.ownerId, address: claims.email });
  } else {
    const months = GENTLE_PAUSE_MONTHS[choice];
    const resumeAt = months
      ? DateTime.fromJSDate(now, { zone: 'utc' }).plus({ months }).toJSDate().toISOString()
      : null;
    await savePause(deps.db, claims.ownerId, claims.email, resumeAt, now.toISOString());
  }
  return { ...(await describeMessagesForMe(deps, claims)), message: CHOICE_MESSAGES[choice] };
}
