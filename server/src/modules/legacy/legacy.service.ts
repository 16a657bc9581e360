/**
 * The legacy plan's requests (docs/product/legacy-release.md;
 * docs/decisions/009-legacy-release.md): the owner reads and saves the plan and checks in; a legacy
 * contact reads what they were chosen for, reports the death or confirms a report, and after a
 * release reads what was designated for them; e-mailed links act for whoever holds them. Every
 * write is one transaction, conditional on the plan as read.
 */
import { quorumProblem, stepAfterCheckIn } from '@heirloom/common/domain/legacy-release';
import type { LegacyPlanInput } from '@heirloom/common/contracts/legacy';
import { AppError } from '../../lib/app-error';
import { LEGACY_ERRORS } from '@heirloom/common/contracts/legacy';
import type { LegacyContactGrant } from '../../policies/legacy.policy';
import type { LegacyLinkClaims } from '../../policies/legacy-links';
import {
  filterDesignatableMessageIds,
  listDesignatableMessages,
  listLifeEventMessages,
  listPosthumousMessages,
} from '../messages';
import {
  addAuditEvent,
  filterOwnAlbumIds,
  findLatestSignIn,
  findPlan,
  findUser,
  insertConfirmation,
  insertPlan,
  listAuditEvents,
  listChosenBy,
  listConfirmedContactIds,
  listContacts,
  listEligibleMembers,
  listDesignations,
  listGrantedAlbums,
  listGrantedMessages,
  listOwnAlbums,
  replaceDesignations,
  updatePlanIf,
  type PlanRow,
} from './legacy.repository';
import { checkInDueAt, checkInWithin, reachQuorumIfDue, type LegacyDependencies } from './legacy.transitions';
import { MAX_LEGACY_CONTACTS } from '@heirloom/common/domain/legacy-release';

/**
 * The plan as it will be once the tick counts the owner's newest sign-in as a check-in (it does so
 * when the next step falls due): the next check-in the owner sees is counted from that sign-in.
 */
async function withSignInCheckIn(deps: LegacyDependencies, plan: PlanRow, now: string): Promise<PlanRow> {
  const signIn = await findLatestSignIn(deps.db, plan.owner_id, now);
  if (plan.state !== 'watching' || !signIn || signIn <= plan.checked_in_at) return plan;
  const next = stepAfterCheckIn(checkInDueAt(new Date(signIn), plan.interval_months));
  return { ...plan, checked_in_at: signIn, next_step_at: next.at.toISOString() };
}

/**
 * The owner's plan at a glance, with its contacts (the first MAX_LEGACY_CONTACTS count), the circle's
 * editors and viewers who could become contacts, its posthumous and life-event messages, the albums
 * and messages they may leave the contacts, and the log.
 */
export async function readOverview(deps: LegacyDependencies, ownerId: string) {
  const now = deps.clock.now().toISOString();
  const plan = await findPlan(deps.db, ownerId);
  const [contacts, eligibleMembers, confirmed, messages, lifeEventMessages, albums, choices, designations, audit] =
    await Promise.all([
      listContacts(deps.db, ownerId, now),
      listEligibleMembers(deps.db, ownerId),
      plan ? listConfirmedContactIds(deps.db, ownerId, plan.round) : Promise.resolve([]),
      listPosthumousMessages(deps.db, ownerId),
      listLifeEventMessages(deps.db, ownerId),
      listOwnAlbums(deps.db, ownerId),
      listDesignatableMessages(deps.db, ownerId),
      listDesignations(deps.db, ownerId),
      listAuditEvents(deps.db, ownerId),
    ]);
  return {
    plan: plan ? await withSignInCheckIn(deps, plan, now) : plan,
    contacts: contacts.slice(0, MAX_LEGACY_CONTACTS),
    eligibleMembers,
    confirmed,
    messages,
    lifeEventMessages,
    albums,
    messageChoices: choices,
    designated: new Set(designations.map((designation) => `${designation.kind}:${designation.target_id}`)),
    audit,
  };
}
export type LegacyOverviewData = Awaited<ReturnType<typeof readOverview>>;

/**
 * Creates or changes the owner's plan. A new plan starts watching from now; a changed interval
 * moves the next check-in only while the plan is watching.
 * @throws AppError 'invalid' for a quorum the contacts cannot meet; 'conflict' after the release
 */
export async function savePlan(deps: LegacyDependencies, ownerId: string, input: Required<LegacyPlanInput>) {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const contacts = (await listContacts(deps.db, ownerId, nowIso)).slice(0, MAX_LEGACY_CONTACTS);
  const problem = quorumProblem(input.quorum, contacts.length);
  if (problem) throw new AppError('invalid', problem);
  const albumIds = await filterOwnAlbumIds(deps.db, ownerId, input.albumIds);
  const messageIds = await filterDesignatableMessageIds(deps.db, ownerId, input.messageIds);
  await deps.db.transaction().execute(async (trx) => {
    const plan = await findPlan(trx, ownerId, deps.dialect === 'postgres');
    if (plan?.state === 'released') throw new AppError('conflict', LEGACY_ERRORS.released);
    const settings = { interval_months: input.intervalMonths, quorum: input.quorum, waiting_days: input.waitingDays };
    if (!plan) {
      const next = stepAfterCheckIn(checkInDueAt(now, input.intervalMonths));
      await insertPlan(trx, {
        owner_id: ownerId,
        ...settings,
        state: 'watching',
        round: 1,
        checked_in_at: nowIso,
        pending_step: next.step,
        step_number: next.number,
        next_step_at: next.at.toISOString(),
        last_step_at: null,
        quorum_at: null,
        released_at: null,
        created_at: nowIso,
        updated_at: nowIso,
      });
    } else {
      const isWatching = plan.state === 'watching' && plan.pending_step === 'reminder';
      const next = stepAfterCheckIn(checkInDueAt(new Date(plan.checked_in_at), input.intervalMonths));
      const isWritten = await updatePlanIf(trx, ownerId, plan, {
        ...settings,
        ...(isWatching ? { next_step_at: next.at.toISOString() } : {}),
        updated_at: nowIso,
      });
      if (!isWritten) throw new AppError('conflict', LEGACY_ERRORS.changedMeanwhile);
    }
    await replaceDesignations(trx, ownerId, 'album', albumIds);
    await replaceDesignations(trx, ownerId, 'message', messageIds);
    await addAuditEvent(trx, {
      id: `${ownerId}.saved.${nowIso}`,
      ownerId,
      action: 'plan.saved',
      summary: `Plan saved: check-in every ${input.intervalMonths} month${input.intervalMonths === 1 ? '' : 's'}, ${input.quorum} of ${contacts.length} legacy contact${contacts.length === 1 ? '' : 's'} must confirm, waiting period ${input.waitingDays} days, ${albumIds.length} album${albumIds.length === 1 ? '' : 's'} and ${messageIds.length} message${messageIds.length === 1 ? '' : 's'} for the contacts`,
      at: nowIso,
    });
  });
}

/**
 * A check-in by the owner (the app's button, or an e-mailed link).
 * @throws AppError 'not_found' without a plan; 'conflict' after the release or when it changed meanwhile
 */
export async function checkIn(deps: LegacyDependencies, ownerId: string, source: 'app' | 'link') {
  await deps.db.transaction().execute(async (trx) => {
    const plan = await findPlan(trx, ownerId, deps.dialect === 'postgres');
    if (!plan) throw new AppError('conflict', LEGACY_ERRORS.noPlanToCheckIn);
    if (plan.state === 'released') throw new AppError('conflict', LEGACY_ERRORS.released);
    if (!(await checkInWithin(trx, deps, plan, deps.clock.now(), source)))
      throw new AppError('conflict', LEGACY_ERRORS.changedMeanwhile);
  });
}

/**
 * A legacy contact reports the death (before anyone asked) or confirms a report. The first report
 * makes the `report` step due at once (the tick asks the others); a confirmation while the contacts
 * are asked may reach the quorum. Repeating it changes nothing.
 * @param contact the contact and the owner (the legacy-contact gate's grant, or a confirmation link's claims)
 * @throws AppError 'conflict' (no plan, or released)
 */
export async function confirmDeath(deps: LegacyDependencies, { contactId, ownerId }: LegacyContactGrant) {
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const plan = await findPlan(trx, ownerId, deps.dialect === 'postgres');
    const owner = await findUser(trx, ownerId);
    if (!plan) throw new AppError('conflict', `${owner?.username ?? 'The owner'} ${LEGACY_ERRORS.noPlan}`);
    if (plan.state === 'released') throw new AppError('conflict', LEGACY_ERRORS.released);
    const contact = await findUser(trx, contactId);
    await insertConfirmation(trx, ownerId, plan.round, contactId, nowIso);
    const isReport = plan.state === 'watching' || plan.state === 'reminding';
    await addAuditEvent(trx, {
      id: `${ownerId}.r${plan.round}.confirm.${contactId}`,
      ownerId,
      action: isReport ? 'reported' : 'confirmed',
      summary: `${contact?.username ?? 'A legacy contact'} ${isReport ? 'reported the death' : 'confirmed the report'}`,
      at: nowIso,
    });
    if (isReport && plan.pending_step !== 'report') {
      await updatePlanIf(trx, ownerId, plan, {
        pending_step: 'report',
        step_number: 1,
        next_step_at: nowIso,
        updated_at: nowIso,
      });
    } else {
      await reachQuorumIfDue(trx, deps, plan, now);
    }
  });
}

/**
 * The owner's legacy contacts as the last-wishes page names them (its `listLegacyContacts` seam):
 * name, e-mail, whether they accepted; at most MAX_LEGACY_CONTACTS.
 */
export async function listLegacyRecipients(deps: Pick<LegacyDependencies, 'db' | 'clock'>, ownerId: string) {
  const contacts = await listContacts(deps.db, ownerId, deps.clock.now().toISOString());
  return contacts
    .slice(0, MAX_LEGACY_CONTACTS)
    .map((contact) => ({ name: contact.name, email: contact.email, hasAccepted: contact.status === 'accepted' }));
}

/** Owners who named `userId` a legacy contact. */
export async function listChosen(deps: LegacyDependencies, userId: string) {
  return (await listChosenBy(deps.db, userId)).map((row) => ({
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    isReleased: row.state === 'released',
  }));
}

/**
 * What a legacy contact sees of the owner's plan (the legacy-contact gate's grant): what they were
 * chosen for and where the process stands; after the release, the designated albums and messages
 * and the audit log.
 */
export async function readContactView(deps: LegacyDependencies, { contactId, ownerId }: LegacyContactGrant) {
  const nowIso = deps.clock.now().toISOString();
  const [owner, plan, contacts] = await Promise.all([
    findUser(deps.db, ownerId),
    findPlan(deps.db, ownerId),
    listContacts(deps.db, ownerId, nowIso),
  ]);
  const confirmed = plan ? await listConfirmedContactIds(deps.db, ownerId, plan.round) : [];
  const isReleased = plan?.state === 'released';
  return {
    ownerName: owner?.username ?? '',
    plan,
    contactCount: Math.min(contacts.length, MAX_LEGACY_CONTACTS),
    hasConfirmed: confirmed.includes(contactId),
    released: isReleased
      ? {
          releasedAt: plan.released_at!,
          albums: await listGrantedAlbums(deps.db, contactId, ownerId),
          messages: await listGrantedMessages(deps.db, contactId, ownerId),
          audit: await listAuditEvents(deps.db, ownerId),
        }
      : null,
  };
}
export type ContactViewData = Awaited<ReturnType<typeof readContactView>>;

/**
 * What an e-mailed link does (its claims checked by the legacy-link gate).
 * @throws AppError 'not_found' when its owner or plan is gone
 */
export async function describeLink(deps: LegacyDependencies, claims: LegacyLinkClaims) {
  const [plan, owner] = await Promise.all([findPlan(deps.db, claims.ownerId), findUser(deps.db, claims.ownerId)]);
  if (!plan || !owner) throw new AppError('not_found', LEGACY_ERRORS.linkInvalid);
  return { action: claims.action, ownerName: owner.username, state: plan.state };
}

/**
 * Does what an e-mailed link says: a check-in ("I'm still here", "Stop — I'm here") or a contact's
 * confirmation. @returns a sentence for the page
 */
export async function answerLink(deps: LegacyDependencies, claims: LegacyLinkClaims): Promise<string> {
  if (claims.action === 'confirm') {
    await confirmDeath(deps, { contactId: claims.contactId!, ownerId: claims.ownerId });
    return 'Thank you. Your confirmation was recorded. Nothing is released before the waiting period has ended.';
  }
  await checkIn(deps, claims.ownerId, 'link');
  return claims.action === 'stop'
    ? 'The release was stopped. We told the legacy contacts who confirmed, and your plan starts again.'
    : 'Thank you for checking in. Your legacy plan keeps waiting.';
}
