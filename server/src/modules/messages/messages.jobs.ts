/**
 * The delivery scheduler's tick (docs/decisions/002-delivery-scheduler-and-outbox.md): claims
 * messages whose next protection step is due, decides the step (only the latest due one; never
 * early) and, in the same transaction, writes its e-mails to the outbox (with a delivery, the
 * owner's "delivered" notice too) and advances the message. Sending is the outbox sender's job, so
 * a retried send never re-runs this decision. After the author's death, a recipient who paused
 * deliveries is held back, and delivered by a later tick once the pause is over
 * (docs/product/messages-and-delivery.md "Gentle mode").
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { dueStep, stepAfter, stepTime, type ProtectionStep } from '@heirloom/common/domain/delivery-protection';
import type { Database } from '../../db/tables';
import { defineJob } from '../../jobs/job-queue';
import { enqueueEmails, outboxEmail, type NewOutboxEmail } from '../../mail/outbox.repository';
import { signProtectionLink } from '../../policies/protection-links';
import { hashShareLinkToken, shareLinkToken, type ShareLinkRow } from '../../policies/share-link.policy';
import { composeDeliveredNotice } from './messages.delivered';
import { composeCheckEmail, composeDeliveryEmail, composeReminderEmail } from './messages.emails';
import {
  claimDueMessages,
  findOwner,
  listRecipients,
  markRecipientDelivered,
  updateMessage,
  findMessage,
  type MessageRow,
  type RecipientRow,
} from './messages.repository';
import type { MessagesDependencies } from './messages.dependencies';
import { isOwnerActive } from './messages.legacy.repository';
import {
  claimHeldRecipients,
  holdRecipient,
  listPausedAddresses,
  releaseHeldRecipient,
} from './gentle-mode.repository';

/** The outbox id (idempotency key, Message-ID local part) of one step's e-mail to one person. */
export const outboxIdFor = (message: Pick<MessageRow, 'id' | 'schedule_version'>, step: ProtectionStep, to: string) =>
  `${message.id}.v${message.schedule_version}.${step}.${to}`;

async function protectionLinks(deps: MessagesDependencies, message: MessageRow) {
  const expiresAt = new Date(message.deliver_at!);
  const link = async (action: 'keep' | 'postpone' | 'change') =>
    `${deps.email.publicUrl}/legacy-messages?respond=${await signProtectionLink(
      deps.linkSecret,
      { messageId: message.id, action, version: message.schedule_version },
      expiresAt,
    )}`;
  return { keep: await link('keep'), postpone: await link('postpone'), change: await link('change') };
}

/** The author of a message as its delivery e-mail names them: their name, and whether they are living. */
export interface DeliveryAuthor {
  name: string | undefined;
  /** False for an after-death message, and once the author's legacy plan was released. */
  isLiving: boolean;
}

/** The author of `message` at its delivery (or a later link to it), read in `trx`. */
export async function findDeliveryAuthor(trx: Transaction<Database>, message: MessageRow): Promise<DeliveryAuthor> {
  const owner = await findOwner(trx, message.owner_id);
  const isLiving = message.delivery_kind !== 'after_death' && (await isOwnerActive(trx, message.owner_id));
  return { name: owner?.username, isLiving };
}

/**
 * The e-mail that hands a recipient their link to a delivered message (at delivery, and when the
 * author issues a new link: recipient-reissue.service.ts), as an outbox row with id `outboxId`.
 */
export function deliveryEmail(
  deps: MessagesDependencies,
  message: MessageRow,
  outboxId: string,
  delivery: {
    author: DeliveryAuthor;
    /** `author_name`: the name this recipient knows the author by, or empty for the author's own. */
    recipient: { name: string; email: string; author_name: string };
    token: string;
    at: string;
  },
): NewOutboxEmail {
  const content = composeDeliveryEmail(deps.email, {
    authorName: delivery.recipient.author_name || delivery.author.name || 'Someone who loves you',
    isAuthorLiving: delivery.author.isLiving,
    recipientName: delivery.recipient.name,
    title: message.title,
    occasion: message.occasion as never,
    recordedAt: message.created_at,
    timeZone: message.time_zone,
    kind: message.kind,
    link: `${deps.email.publicUrl}/shared/${delivery.token}`,
  });
  return outboxEmail({
    id: outboxId,
    messageId: message.id,
    kind: 'delivery',
    to: delivery.recipient,
    content,
    at: delivery.at,
  });
}

/**
 * A recipient's link to a message delivered at `at`: a share link of kind "message"
 * (docs/product/roles-and-access.md "Share links") that never expires, asks no passphrase and lets
 * them download the recording.
 * @returns the row and its token (only the token's hash is stored)
 */
export function recipientLink(deps: MessagesDependencies, message: MessageRow, recipientId: string, at: string) {
  const id = randomUUID();
  const token = shareLinkToken(deps.linkSecret, { id, target_kind: 'message' });
  const link: ShareLinkRow = {
    id,
    owner_id: message.owner_id,
    target_kind: 'message',
    target_id: recipientId,
    token_hash: hashShareLinkToken(token),
    expires_at: null,
    passphrase_hash: null,
    allow_download: 1,
    view_count: 0,
    last_viewed_at: null,
    revoked_at: null,
    created_at: at,
  };
  return { link, token };
}

/** Delivers `message` to `recipient` at `nowIso`: their link, and the e-mail that hands it to them. */
async function deliverTo(
  trx: Transaction<Database>,
  deps: MessagesDependencies,
  message: MessageRow,
  author: DeliveryAuthor,
  recipient: RecipientRow,
  nowIso: string,
): Promise<NewOutboxEmail> {
  const { link, token } = recipientLink(deps, message, recipient.id, nowIso);
  await markRecipientDelivered(trx, link);
  const delivery = { author, recipient, token, at: nowIso };
  return deliveryEmail(deps, message, outboxIdFor(message, 'delivery', recipient.id), delivery);
}

async function takeStep(trx: Transaction<Database>, deps: MessagesDependencies, message: MessageRow, now: Date) {
  const deliverAt = new Date(message.deliver_at!);
  const step = dueStep(deliverAt, message.pending_step ?? 'delivery', now);
  if (!step) return; // not due after all (never early)
  const nowIso = now.toISOString();
  const recipients = (await listRecipients(trx, [message.id])).filter((recipient) => !recipient.revoked_at);
  const owner = await findOwner(trx, message.owner_id);
  const emails: NewOutboxEmail[] = [];

  if (step === 'delivery') {
    const author = await findDeliveryAuthor(trx, message);
    // A living author's messages are never held: only a released author's recipients pause them.
    const paused = (await isOwnerActive(trx, message.owner_id))
      ? new Set<string>()
      : await listPausedAddresses(trx, message.owner_id, nowIso);
    for (const recipient of recipients) {
      if (paused.has(recipient.email.toLowerCase())) await holdRecipient(trx, recipient.id, nowIso);
      else emails.push(await deliverTo(trx, deps, message, author, recipient, nowIso));
    }
    // After the owner's death nobody reads the notice: only deliveries of a living author send it.
    if (owner && author.isLiving) {
      const notice = await composeDeliveredNotice(trx, deps, {
        message,
        owner,
        recipientNames: recipients.map((recipient) => recipient.name),
        at: nowIso,
      });
      if (notice) emails.push(notice);
    }
    if (message.delivery_kind === 'life_event')
      await deps.lifeEvents.auditDelivery(trx, message, recipients.length, nowIso);
    await updateMessage(trx, message.id, {
      status: 'delivered',
      delivered_at: nowIso,
      pending_step: null,
      next_step_at: null,
      last_step: step,
      last_step_at: nowIso,
      updated_at: nowIso,
    });
  } else {
    // Once the owner's legacy is released nobody is there to answer: the step passes without an
    // e-mail, and delivery stays on time.
    if (owner && (await isOwnerActive(trx, message.owner_id))) {
      const input = {
        ownerName: owner.username,
        title: message.title,
        deliverAt: message.deliver_at!,
        timeZone: message.time_zone,
        recipientNames: recipients.map((recipient) => recipient.name),
        links: await protectionLinks(deps, message),
        now,
      };
      const content =
        step === 'reminder' ? composeReminderEmail(deps.email, input) : composeCheckEmail(deps.email, input);
      emails.push(
        outboxEmail({
          id: outboxIdFor(message, step, 'owner'),
          messageId: message.id,
          kind: step,
          to: { email: owner.email, name: owner.username },
          content,
          at: nowIso,
        }),
      );
    }
    const next = stepAfter(step)!;
    await updateMessage(trx, message.id, {
      pending_step: next,
      next_step_at: stepTime(deliverAt, next).toISOString(),
      last_step: step,
      last_step_at: nowIso,
      updated_at: nowIso,
    });
  }
  await enqueueEmails(trx, emails);
}

/**
 * Delivers, in batches of `batchSize` per transaction, every recipient held back by a pause that is
 * over at the clock's now (ended, or resumed) — with `of`, every held recipient of that author's
 * messages at that lower-cased address, whose pause stays — once: the hold is cleared with the
 * delivery, and the e-mail's id is the one the delivery would have had.
 * @returns how many held recipients were delivered
 */
export async function deliverHeldRecipients(
  deps: MessagesDependencies,
  batchSize: number,
  of?: { ownerId: string; address: string },
): Promise<number> {
  let delivered = 0;
  for (;;) {
    const count = await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now().toISOString();
      const held = await claimHeldRecipients(trx, {
        now,
        limit: batchSize,
        skipLocked: deps.dialect === 'postgres',
        of,
      });
      const emails: NewOutboxEmail[] = [];
      for (const recipient of held) {
        const message = (await findMessage(trx, recipient.message_id))!;
        await releaseHeldRecipient(trx, recipient.id);
        emails.push(await deliverTo(trx, deps, message, await findDeliveryAuthor(trx, message), recipient, now));
      }
      await enqueueEmails(trx, emails);
      return held.length;
    });
    delivered += count;
    if (count < batchSize) return delivered;
  }
}

/**
 * Takes every due step, in batches of `batchSize` messages per transaction, then delivers the
 * recipients whose pause is over (deliverHeldRecipients).
 * @returns how many messages had a step decided, plus how many held recipients were delivered
 */
export async function runDeliveryTick(deps: MessagesDependencies, batchSize = 200): Promise<number> {
  let decided = 0;
  for (;;) {
    const count = await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const due = await claimDueMessages(trx, {
        now: now.toISOString(),
        limit: batchSize,
        skipLocked: deps.dialect === 'postgres',
      });
      for (const message of due) await takeStep(trx, deps, message, now);
      return due.length;
    });
    decided += count;
    if (count < batchSize) return decided + (await deliverHeldRecipients(deps, batchSize));
  }
}

/** How long one tick may hold the recurring job before another instance may run it, ms. */
const DELIVERY_TICK_LEASE_MS = 60_000;

/**
 * The recurring `delivery.tick` job: one tick every `everyMs` (JOBS_INTERVAL_MS) across all
 * instances. Deciding stays separate from sending: the tick queues `email.send` jobs
 * (docs/decisions/002).
 */
export function createDeliveryTickJob(deps: MessagesDependencies, everyMs: number) {
  return defineJob({
    type: 'delivery.tick',
    payload: z.object({}),
    leaseMs: DELIVERY_TICK_LEASE_MS,
    maxAttempts: Number.POSITIVE_INFINITY,
    retryDelaysMs: [everyMs],
    everyMs,
    run: async () => {
      await runDeliveryTick(deps);
    },
  });
}
