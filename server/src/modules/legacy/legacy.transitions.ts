/**
 * The transitions of a legacy plan that both requests and the `legacy.tick` job make, each inside
 * the caller's transaction and conditional on the plan's state as read (docs/decisions/009): a
 * check-in, the quorum, and the e-mails and audit lines that go with them. Ids of audit lines and
 * e-mails are deterministic, so a repeated decision adds nothing.
 */
import type { Kysely, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import { stepAfterCheckIn, stepAfterQuorum } from '@heirloom/common/domain/legacy-release';
import { countQuorum } from '@heirloom/common/domain/quorum';
import type { Database } from '../../db/tables';
import { enqueueEmails, outboxEmail } from '../../mail/outbox.repository';
import { signLegacyLink, type LegacyLinkClaims } from '../../policies/legacy-links';
import { composeStoppedEmail, type LegacyEmailSettings } from './legacy.emails';
import {
  addAuditEvent,
  findUser,
  listConfirmations,
  listConfirmedContactIds,
  listContacts,
  updatePlanIf,
  type PlanRow,
} from './legacy.repository';

export interface LegacyDependencies {
  db: Kysely<Database>;
  clock: { now(): Date };
  dialect: 'sqlite' | 'postgres';
  email: LegacyEmailSettings;
  /** HMAC key of the e-mailed links. */
  linkSecret: Uint8Array;
}

/** When a check-in at `at` is next due: `months` calendar months later, in UTC (31 Jan + 1 → 28/29 Feb). */
export const checkInDueAt = (at: Date, months: number): Date =>
  DateTime.fromJSDate(at, { zone: 'utc' }).plus({ months }).toJSDate();

/** How a check-in reached us, in the audit log's words. */
export const CHECK_IN_SOURCES = {
  'sign-in': 'signed in',
  link: 'answered an e-mail',
  app: 'pressed "I\'m still here" in the app',
} as const;
export type CheckInSource = keyof typeof CHECK_IN_SOURCES;

/** The address of an e-mailed one-click link. */
export async function legacyLinkUrl(deps: LegacyDependencies, claims: LegacyLinkClaims, now: Date) {
  return `${deps.email.publicUrl}/legacy?respond=${await signLegacyLink(deps.linkSecret, claims, now)}`;
}

/** An outbox row of the legacy process (kind "legacy", no message). */
export const legacyEmail = (
  id: string,
  to: { email: string; name: string },
  content: { subject: string; text: string; html: string },
  at: string,
) => outboxEmail({ id: `legacy.${id}`, kind: 'legacy', to, content, at });

/**
 * A check-in at `at`: back to `watching` in a new round (old confirmations and links stop
 * counting), the next check-in due an interval later; contacts who confirmed are told. Never after
 * the release. @returns false when the plan changed since it was read (nothing written)
 */
export async function checkInWithin(
  trx: Transaction<Database>,
  deps: LegacyDependencies,
  plan: PlanRow,
  at: Date,
  source: CheckInSource,
): Promise<boolean> {
  if (plan.state === 'released') return false;
  const atIso = at.toISOString();
  const next = stepAfterCheckIn(checkInDueAt(at, plan.interval_months));
  const isWritten = await updatePlanIf(trx, plan.owner_id, plan, {
    state: 'watching',
    round: plan.round + 1,
    checked_in_at: atIso,
    pending_step: next.step,
    step_number: next.number,
    next_step_at: next.at.toISOString(),
    quorum_at: null,
    updated_at: deps.clock.now().toISOString(),
  });
  if (!isWritten) return false;
  const wasReported = plan.state === 'confirming' || plan.state === 'waiting' || plan.pending_step === 'report';
  await addAuditEvent(trx, {
    id: `${plan.owner_id}.r${plan.round}.check-in`,
    ownerId: plan.owner_id,
    action: wasReported ? 'release.stopped' : 'check-in',
    summary: wasReported
      ? `The owner ${CHECK_IN_SOURCES[source]}: the release was stopped and the plan started again`
      : `Checked in: the owner ${CHECK_IN_SOURCES[source]}`,
    at: atIso,
  });
  if (wasReported) await alertConfirmedContacts(trx, deps, plan, atIso);
  return true;
}

async function alertConfirmedContacts(trx: Transaction<Database>, deps: LegacyDependencies, plan: PlanRow, at: string) {
  const confirmed = new Set(await listConfirmedContactIds(trx, plan.owner_id, plan.round));
  if (confirmed.size === 0) return;
  const owner = await findUser(trx, plan.owner_id);
  const contacts = (await listContacts(trx, plan.owner_id, at)).filter((c) => c.userId && confirmed.has(c.userId));
  await enqueueEmails(
    trx,
    contacts.map((contact) =>
      legacyEmail(
        `${plan.owner_id}.r${plan.round}.stopped.${contact.userId}`,
        contact,
        composeStoppedEmail(deps.email, { ownerName: owner?.username ?? 'The owner', contactName: contact.name }),
        at,
      ),
    ),
  );
}

/**
 * Moves a plan whose contacts are being asked (`confirming`) into the waiting period once this
 * round's confirmations reach the quorum — by the quorum rule (common/src/domain/quorum.ts): only
 * people who are legacy contacts now count, so a contact removed after confirming no longer does;
 * the first waiting-period e-mail is due at once.
 * @returns true when the quorum was reached now
 */
export async function reachQuorumIfDue(
  trx: Transaction<Database>,
  deps: LegacyDependencies,
  plan: PlanRow,
  at: Date,
): Promise<boolean> {
  if (plan.state !== 'confirming') return false;
  const atIso = at.toISOString();
  const contacts = await listContacts(trx, plan.owner_id, atIso);
  const tally = countQuorum({
    quorum: plan.quorum,
    round: plan.round,
    confirmations: await listConfirmations(trx, plan.owner_id),
    eligibleIds: contacts.flatMap((contact) => (contact.userId ? [contact.userId] : [])),
  });
  if (!tally.isReached) return false;
  const next = stepAfterQuorum(at);
  const isWritten = await updatePlanIf(trx, plan.owner_id, plan, {
    state: 'waiting',
    quorum_at: atIso,
    pending_step: next.step,
    step_number: next.number,
    next_step_at: next.at.toISOString(),
    updated_at: atIso,
  });
  if (!isWritten) return false;
  const releaseOn = new Date(at.getTime() + plan.waiting_days * 24 * 60 * 60 * 1000);
  await addAuditEvent(trx, {
    id: `${plan.owner_id}.r${plan.round}.quorum`,
    ownerId: plan.owner_id,
    action: 'quorum',
    summary: `${tally.count} of the legacy contacts confirmed (quorum ${plan.quorum}): the waiting period of ${plan.waiting_days} days began; release no earlier than ${releaseOn.toISOString().slice(0, 10)}`,
    at: atIso,
  });
  return true;
}
