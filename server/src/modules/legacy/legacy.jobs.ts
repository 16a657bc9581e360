/**
 * The `legacy.tick` job (docs/decisions/009-legacy-release.md "Exactly once, across restarts and
 * several instances"): claims plans with a due step (or a sign-in since the last check-in), and
 * decides each in one transaction — a sign-in is a check-in first; otherwise the one due step is
 * taken: its e-mails are queued in the outbox, its audit line written and the plan advanced, all
 * conditional on the plan as read. The release hands the owner's after-death messages to
 * `delivery.tick` (messages module) and grants the contacts their access.
 */
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { isDue, REMINDER_COUNT, stateAfter, stepAfter } from '@heirloom/common/domain/legacy-release';
import type { Database } from '../../db/tables';
import { defineJob } from '../../jobs/job-queue';
import { enqueueEmails, type NewOutboxEmail } from '../../mail/outbox.repository';
import { announceWaitingMessages, armPosthumousMessages } from '../messages';
import {
  composeCheckInEmail,
  composeConfirmRequestEmail,
  composeReleasedEmail,
  composeWaitingNoticeEmail,
} from './legacy.emails';
import {
  addAuditEvent,
  claimDuePlans,
  findLatestSignIn,
  findUser,
  insertGrants,
  listConfirmedContactIds,
  listContacts,
  listDesignations,
  updatePlanIf,
  type PlanRow,
} from './legacy.repository';
import {
  checkInWithin,
  legacyEmail,
  legacyLinkUrl,
  reachQuorumIfDue,
  type LegacyDependencies,
} from './legacy.transitions';

const DAY_MS = 24 * 60 * 60 * 1000;

async function takeStep(trx: Transaction<Database>, deps: LegacyDependencies, plan: PlanRow, now: Date) {
  const nowIso = now.toISOString();
  const signIn = await findLatestSignIn(trx, plan.owner_id, nowIso);
  if (signIn && signIn > plan.checked_in_at) {
    await checkInWithin(trx, deps, plan, new Date(signIn), 'sign-in');
    return;
  }
  if (!plan.pending_step || !plan.next_step_at || !isDue(new Date(plan.next_step_at), now)) return;
  const step = { step: plan.pending_step, number: plan.step_number };
  const next = stepAfter(step, now, plan.waiting_days);
  const isWritten = await updatePlanIf(trx, plan.owner_id, plan, {
    state: stateAfter(step.step),
    pending_step: next?.step ?? null,
    step_number: next?.number ?? step.number,
    next_step_at: next?.at.toISOString() ?? null,
    last_step_at: nowIso,
    ...(step.step === 'release' ? { released_at: nowIso } : {}),
    updated_at: nowIso,
  });
  if (!isWritten) return;
  const owner = (await findUser(trx, plan.owner_id))!;
  const contacts = (await listContacts(trx, plan.owner_id, nowIso)).filter((contact) => contact.userId);
  const key = `${plan.owner_id}.r${plan.round}.${step.step}.${step.number}`;
  const emails: NewOutboxEmail[] = [];
  let summary: string;

  if (step.step === 'reminder') {
    const content = composeCheckInEmail(deps.email, {
      ownerName: owner.username,
      number: step.number,
      link: await legacyLinkUrl(deps, { ownerId: plan.owner_id, action: 'check_in', round: plan.round }, now),
      contactsAskedOn: step.number === REMINDER_COUNT ? next!.at.toISOString() : null,
    });
    emails.push(legacyEmail(`${key}.owner`, { email: owner.email, name: owner.username }, content, nowIso));
    summary = `Check-in missed: reminder ${step.number} of ${REMINDER_COUNT} e-mailed to the owner`;
  } else if (step.step === 'report') {
    const confirmed = new Set(await listConfirmedContactIds(trx, plan.owner_id, plan.round));
    const reporter = contacts.find((contact) => confirmed.has(contact.userId!));
    for (const contact of contacts.filter((c) => !confirmed.has(c.userId!))) {
      const link = await legacyLinkUrl(
        deps,
        { ownerId: plan.owner_id, action: 'confirm', round: plan.round, contactId: contact.userId! },
        now,
      );
      const content = composeConfirmRequestEmail(deps.email, {
        ownerName: owner.username,
        contactName: contact.name,
        quorum: plan.quorum,
        waitingDays: plan.waiting_days,
        link,
        reportedBy: reporter?.name ?? null,
      });
      emails.push(legacyEmail(`${key}.${contact.userId}`, contact, content, nowIso));
    }
    summary = `The legacy contacts were asked to confirm (${plan.quorum} must agree)`;
  } else if (step.step === 'waiting_notice') {
    const releaseOn = new Date(new Date(plan.quorum_at!).getTime() + plan.waiting_days * DAY_MS);
    const content = composeWaitingNoticeEmail(deps.email, {
      ownerName: owner.username,
      number: step.number,
      waitingDays: plan.waiting_days,
      releaseOn: (next && next.step === 'release' ? next.at : releaseOn).toISOString(),
      link: await legacyLinkUrl(deps, { ownerId: plan.owner_id, action: 'stop', round: plan.round }, now),
    });
    emails.push(legacyEmail(`${key}.owner`, { email: owner.email, name: owner.username }, content, nowIso));
    summary = `Waiting period: day ${step.number} of ${plan.waiting_days}, "Stop — I'm here" e-mailed to the owner`;
  } else {
    const armed = await armPosthumousMessages(trx, plan.owner_id, nowIso);
    // Before any delivery the release arms, each waiting recipient is told gently what waits for
    // them and may pause it (docs/product/messages-and-delivery.md "Gentle mode").
    await announceWaitingMessages(trx, deps, plan.owner_id, now);
    // The last-wishes document always goes to the contacts; albums and messages as designated
    // (docs/product/legacy-release.md "What a release gives").
    const designations = [
      ...(await listDesignations(trx, plan.owner_id)),
      { kind: 'last_wishes' as const, target_id: plan.owner_id },
    ];
    await insertGrants(
      trx,
      plan.owner_id,
      contacts.map((contact) => contact.userId!),
      designations,
      nowIso,
    );
    for (const contact of contacts) {
      const content = composeReleasedEmail(deps.email, {
        ownerName: owner.username,
        contactName: contact.name,
        ownerId: plan.owner_id,
      });
      emails.push(legacyEmail(`${key}.${contact.userId}`, contact, content, nowIso));
    }
    const albums = designations.filter((designation) => designation.kind === 'album').length;
    const messages = designations.filter((designation) => designation.kind === 'message').length;
    summary = `Released: ${armed} message${armed === 1 ? '' : 's'} for after death handed to delivery; ${contacts.length} legacy contact${contacts.length === 1 ? '' : 's'} can read the last wishes, ${albums} designated album${albums === 1 ? '' : 's'} and ${messages} designated message${messages === 1 ? '' : 's'}`;
  }
  await addAuditEvent(trx, { id: key, ownerId: plan.owner_id, action: step.step, summary, at: nowIso });
  await enqueueEmails(trx, emails);
  if (step.step === 'report') {
    const advanced = { ...plan, state: 'confirming' as const, pending_step: null, next_step_at: null };
    await reachQuorumIfDue(trx, deps, advanced, now);
  }
}

/**
 * Decides every due plan, in batches of `batchSize` per transaction.
 * @returns how many plans were looked at
 */
export async function runLegacyTick(deps: LegacyDependencies, batchSize = 100): Promise<number> {
  let decided = 0;
  for (;;) {
    const count = await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const due = await claimDuePlans(trx, {
        now: now.toISOString(),
        limit: batchSize,
        skipLocked: deps.dialect === 'postgres',
      });
      for (const plan of due) await takeStep(trx, deps, plan, now);
      return due.length;
    });
    decided += count;
    // A plan claimed and left as it was (a step decided by a sign-in only) is not due again.
    if (count < batchSize) return decided;
  }
}

/** How long one tick may hold the recurring job before another instance may run it, ms. */
const LEGACY_TICK_LEASE_MS = 60_000;

/** The recurring `legacy.tick` job, every `everyMs` (JOBS_INTERVAL_MS) across all instances, in its own lane. */
export function createLegacyTickJob(deps: LegacyDependencies, everyMs: number) {
  return defineJob({
    type: 'legacy.tick',
    payload: z.object({}),
    leaseMs: LEGACY_TICK_LEASE_MS,
    maxAttempts: Number.POSITIVE_INFINITY,
    retryDelaysMs: [everyMs],
    everyMs,
    run: async () => {
      await runLegacyTick(deps);
    },
  });
}
