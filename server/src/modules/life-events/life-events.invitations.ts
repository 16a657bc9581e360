/**
 * When a life-event message is scheduled (docs/product/messages-and-delivery.md "Life events"), the
 * people who may report the event get a link to do it without an account: each named confirmer, and
 * each recipient when the owner chose to tell them. One e-mail per message and person (its id names
 * both, so saving the message again sends nothing new to someone already told); it goes through the
 * outbox in the saving transaction.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { enqueueEmails, outboxEmail, type NewOutboxEmail } from '../../mail/outbox.repository';
import { signLifeEventLink, type LifeEventLinkClaims } from '../../policies/life-event-links';
import type { LifeEventsDependencies } from './life-events.dependencies';
import { composeLifeEventReportInvitationEmail } from './life-events.emails';
import { findPeople, listConfirmers } from './life-events.repository';

/** A short stable key of an address for an e-mail id (not a secret: the id only has to be unique). */
const addressKey = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24);

/**
 * Queues the report links of a scheduled life-event message saved at `now`, in `trx`.
 * @param message the message as saved: its event's label, whether recipients are told, its recipients
 */
export async function queueReportInvitations(
  trx: Transaction<Database>,
  deps: Pick<LifeEventsDependencies, 'email' | 'linkSecret'>,
  message: {
    id: string;
    ownerId: string;
    label: string;
    tellsRecipients: boolean;
    recipients: { name: string; email: string }[];
  },
  now: Date,
): Promise<void> {
  const [owner] = await findPeople(trx, [message.ownerId]);
  const confirmers = (await listConfirmers(trx, [message.id])).filter((person) => person.id !== message.ownerId);
  const people: { key: string; name: string; email: string; claims: LifeEventLinkClaims; isConfirmer: boolean }[] = [
    ...confirmers.map((person) => ({
      key: person.id,
      name: person.name,
      email: person.email,
      claims: { messageId: message.id, action: 'report' as const, userId: person.id, email: null },
      isConfirmer: true,
    })),
    ...(message.tellsRecipients ? message.recipients : []).map((recipient) => ({
      key: `r${addressKey(recipient.email)}`,
      name: recipient.name,
      email: recipient.email,
      claims: { messageId: message.id, action: 'report' as const, userId: null, email: recipient.email },
      isConfirmer: false,
    })),
  ];
  const at = now.toISOString();
  const emails: NewOutboxEmail[] = [];
  for (const person of people) {
    const token = await signLifeEventLink(deps.linkSecret, person.claims, now);
    const content = composeLifeEventReportInvitationEmail(deps.email, {
      personName: person.name,
      ownerName: owner?.name ?? 'Someone in your family',
      isConfirmer: person.isConfirmer,
      label: message.label,
      link: `${deps.email.publicUrl}/legacy-messages?lifeEvent=${token}`,
    });
    emails.push(
      outboxEmail({
        id: `lifeevent.${message.id}.report-invite.${person.key}`,
        messageId: message.id,
        kind: 'life_event',
        to: person,
        content,
        at,
      }),
    );
  }
  await enqueueEmails(trx, emails);
}
