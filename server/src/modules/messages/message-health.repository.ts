/**
 * What the message health check reads (common/src/domain/message-health.ts decides): an owner's
 * scheduled messages and delivered ones whose delivery e-mail did not all leave, their recipients
 * whose link is not withdrawn, the refusals of those recipients' addresses, the delivery e-mails'
 * outcomes and how many legacy contacts the owner has. Also who has scheduled messages to an address
 * that was just refused.
 */
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { RecipientDeliveryState } from '@heirloom/common/domain/message-health';
import type { Database } from '../../db/tables';
import { circleInvitationsOf, circleMembersOf } from '../../policies/circle.policy';
import { individualsLinkedTo, treesOwnedBy } from '../../policies/family-tree.policy';
import { messagesWrittenBy } from '../../policies/message.policy';

type Executor = Kysely<Database> | Transaction<Database>;

/** A message the health check looks at: scheduled, or delivered with a delivery e-mail not sent. */
const isWatched = (eb: ExpressionBuilder<Database, 'messages'>) =>
  eb.or([
    eb('messages.status', '=', 'scheduled'),
    eb.and([
      eb('messages.status', '=', 'delivered'),
      eb.exists(
        eb
          .selectFrom('outbox_emails')
          .select('outbox_emails.id')
          .whereRef('outbox_emails.message_id', '=', 'messages.id')
          .where('outbox_emails.kind', '=', 'delivery')
          .where('outbox_emails.status', '!=', 'sent'),
      ),
    ]),
  ]);

/** The owner's watched messages, newest first. */
export function listWatchedMessages(db: Executor, ownerId: string) {
  return db
    .selectFrom('messages')
    .select(['id', 'title', 'status', 'delivery_kind', 'deliver_at', 'confirmed_at', 'updated_at'])
    .where(messagesWrittenBy(ownerId))
    .where(isWatched)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Recipients (link not withdrawn) of the owner's watched messages, in their order; a fallback
 * courier names the recipient it carries the message for (`courier_for`).
 */
export function listWatchedRecipients(db: Executor, ownerId: string) {
  return db
    .selectFrom('message_recipients')
    .innerJoin('messages', 'messages.id', 'message_recipients.message_id')
    .leftJoin('share_links', (join) =>
      join.onRef('share_links.target_id', '=', 'message_recipients.id').on('share_links.target_kind', '=', 'message'),
    )
    .select([
      'message_recipients.id',
      'message_recipients.message_id',
      'message_recipients.name',
      'message_recipients.email',
      'message_recipients.courier_for',
    ])
    .where(messagesWrittenBy(ownerId))
    .where(isWatched)
    .where('message_recipients.revoked_at', 'is', null)
    .where('share_links.revoked_at', 'is', null)
    .orderBy('message_recipients.position')
    .execute();
}

/** The refusals of the addresses the owner's watched messages go to, by lower-cased address. */
export async function listRecipientRefusals(db: Executor, ownerId: string) {
  const rows = await db
    .selectFrom('email_refusals')
    .select(['address', 'error', 'refused_at'])
    .where('address', 'in', (eb) =>
      eb
        .selectFrom('message_recipients')
        .innerJoin('messages', 'messages.id', 'message_recipients.message_id')
        .select('message_recipients.email')
        .where(messagesWrittenBy(ownerId))
        .where(isWatched),
    )
    .execute();
  return new Map(rows.map((row) => [row.address, { error: row.error, at: row.refused_at }]));
}

type DeliveryEmailRow = { message_id: string | null; recipient_address: string; status: string; attempts: number };
const RANK: Record<RecipientDeliveryState, number> = { refused: 0, none: 1, retrying: 2, sent: 3 };
const stateOf = (row: DeliveryEmailRow): RecipientDeliveryState =>
  row.status === 'sent' ? 'sent' : row.status === 'failed' ? 'refused' : row.attempts > 0 ? 'retrying' : 'none';

/**
 * What became of delivery e-mails, per message and lower-cased address: one sent wins; then one
 * waiting (for a retry, or its first try); then one refused.
 */
function deliveryStates(rows: DeliveryEmailRow[]) {
  const states = new Map<string, RecipientDeliveryState>();
  for (const row of rows) {
    const key = `${row.message_id} ${row.recipient_address.toLowerCase()}`;
    const known = states.get(key);
    if (!known || RANK[stateOf(row)] > RANK[known]) states.set(key, stateOf(row));
  }
  return (messageId: string, address: string) => states.get(`${messageId} ${address.toLowerCase()}`) ?? 'none';
}

const deliveryEmails = (db: Executor) =>
  db
    .selectFrom('outbox_emails')
    .innerJoin('messages', 'messages.id', 'outbox_emails.message_id')
    .select(['outbox_emails.message_id', 'outbox_emails.recipient_address', 'outbox_emails.status', 'attempts'])
    .where('messages.status', '=', 'delivered')
    .where('outbox_emails.kind', '=', 'delivery');

/** What became of the delivery e-mails of the owner's delivered watched messages (see `deliveryStates`). */
export async function listDeliveryStates(db: Executor, ownerId: string) {
  return deliveryStates(await deliveryEmails(db).where(messagesWrittenBy(ownerId)).where(isWatched).execute());
}

/** What became of a delivered message's delivery e-mails to `address`. */
export async function findDeliveryState(db: Executor, messageId: string, address: string) {
  const rows = await deliveryEmails(db).where('messages.id', '=', messageId).execute();
  return deliveryStates(rows)(messageId, address);
}

/** How many legacy contacts the owner has: accepted members, and invitations still open at `now`. */
export async function countLegacyContacts(db: Executor, ownerId: string, now: string) {
  const [accepted, invited] = await Promise.all([
    db
      .selectFrom('circle_members')
      .select((eb) => eb.fn.countAll().as('count'))
      .where(circleMembersOf(ownerId))
      .where('is_legacy_contact', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('circle_invitations')
      .select((eb) => eb.fn.countAll().as('count'))
      .where(circleInvitationsOf(ownerId))
      .where('role', '=', 'legacy_contact')
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow(),
  ]);
  return { accepted: Number(accepted.count), invited: Number(invited.count) };
}

/**
 * The messages an address's refusal puts at risk, with their owners: scheduled ones with a
 * recipient (link not withdrawn) at `address`, and the message of the refused e-mail when that was
 * its delivery.
 */
export function listMessagesToAddress(db: Executor, address: string, refusedOutboxId: string) {
  return db
    .selectFrom('messages')
    .innerJoin('message_recipients', 'message_recipients.message_id', 'messages.id')
    .innerJoin('users', 'users.id', 'messages.owner_id')
    .select([
      'messages.id',
      'messages.title',
      'messages.owner_id',
      'users.username as ownerName',
      'users.email as ownerEmail',
      'message_recipients.name as recipientName',
    ])
    .where('message_recipients.email', '=', address)
    .where('message_recipients.revoked_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('messages.status', '=', 'scheduled'),
        eb.exists(
          eb
            .selectFrom('outbox_emails')
            .select('outbox_emails.id')
            .where('outbox_emails.id', '=', refusedOutboxId)
            .whereRef('outbox_emails.message_id', '=', 'messages.id')
            .where('outbox_emails.kind', '=', 'delivery'),
        ),
      ]),
    )
    .orderBy('messages.created_at')
    .execute();
}

/**
 * People of the owner's own family trees whose death the tree records (a GEDCOM DEAT event), with
 * the address of the account linked to each.
 */
export function listDeceasedPeople(db: Executor, ownerId: string) {
  return db
    .selectFrom('tree_individuals')
    .innerJoin('family_trees', 'family_trees.id', 'tree_individuals.tree_id')
    .leftJoin('users', 'users.id', 'tree_individuals.linked_user_id')
    .select(['tree_individuals.given_names as givenNames', 'tree_individuals.surname', 'users.email as linkedEmail'])
    .where(treesOwnedBy(ownerId))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tree_events')
          .select('tree_events.id')
          .whereRef('tree_events.individual_id', '=', 'tree_individuals.id')
          .where('tree_events.tag', '=', 'DEAT'),
      ),
    )
    .execute();
}

/**
 * People of the owner's own family trees who were the owner's partner in a family whose marriage
 * ended (a GEDCOM DIV or ANUL event of the family): the owner is the person of the family linked to
 * their account. With the address of the account linked to each.
 */
export function listFormerPartners(db: Executor, ownerId: string) {
  return db
    .selectFrom('tree_family_partners as partner')
    .innerJoin('tree_individuals as person', 'person.id', 'partner.individual_id')
    .innerJoin('family_trees', 'family_trees.id', 'person.tree_id')
    .leftJoin('users', 'users.id', 'person.linked_user_id')
    .select(['person.given_names as givenNames', 'person.surname', 'users.email as linkedEmail'])
    .where(treesOwnedBy(ownerId))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tree_family_partners as own')
          .innerJoin('tree_individuals', 'tree_individuals.id', 'own.individual_id')
          .select('own.family_id')
          .whereRef('own.family_id', '=', 'partner.family_id')
          .whereRef('own.individual_id', '!=', 'partner.individual_id')
          .where(individualsLinkedTo(ownerId)),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tree_events')
          .select('tree_events.id')
          .whereRef('tree_events.family_id', '=', 'partner.family_id')
          .where('tree_events.tag', 'in', ['DIV', 'ANUL']),
      ),
    )
    .execute();
}

/** Recipients of the owner's messages for whom the owner decided to keep the message after a death or a divorce. */
export async function listKeptRecipientIds(db: Executor, ownerId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('message_recipient_reviews')
    .innerJoin('message_recipients', 'message_recipients.id', 'message_recipient_reviews.recipient_id')
    .innerJoin('messages', 'messages.id', 'message_recipients.message_id')
    .select('message_recipient_reviews.recipient_id')
    .where(messagesWrittenBy(ownerId))
    .where('message_recipient_reviews.decision', '=', 'keep')
    .execute();
  return new Set(rows.map((row) => row.recipient_id));
}

/** Records the owner's decision to keep a message for `recipientId` (idempotent). */
export async function keepForRecipient(db: Executor, recipientId: string, at: string): Promise<void> {
  await db
    .insertInto('message_recipient_reviews')
    .values({ recipient_id: recipientId, decision: 'keep', decided_at: at })
    .onConflict((conflict) => conflict.column('recipient_id').doNothing())
    .execute();
}

/** Forgets the decision about `recipientId` (a recipient put in someone else's place is asked about afresh). */
export async function removeRecipientReview(db: Executor, recipientId: string): Promise<void> {
  await db.deleteFrom('message_recipient_reviews').where('recipient_id', '=', recipientId).execute();
}
