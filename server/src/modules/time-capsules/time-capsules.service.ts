/**
 * Time capsules without HTTP (docs/decisions/010-time-capsules.md): create and change a draft,
 * add items, seal (queuing the opening job in the same transaction), and read summaries and
 * contents. Each call on one capsule takes the CapsuleAccess its route's access gate authorised
 * (policies/time-capsule.policy.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import {
  TIME_CAPSULE_MESSAGES,
  type CapsuleItem,
  type CapsuleItemInput,
  type timeCapsuleInputSchema,
} from '@heirloom/common/contracts/time-capsules';
import { routePath } from '@heirloom/common/routes/define-route';
import { timeCapsuleRoutes } from '@heirloom/common/routes/time-capsules';
import type { z } from 'zod';
import type { Database, TimeCapsuleItemsTable } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { insertJobs } from '../../jobs/jobs.repository';
import { jobOf } from '../../jobs/job-queue';
import type { TextSealer } from '../../storage/sealed-text';
import { listCapsuleAccess, type CapsuleAccess, type CapsuleActor } from '../../policies/time-capsule.policy';
import { requireBirthdayOpening, workOutBirthdayOpening, type BirthdayOpening } from './time-capsules.birthday';
import { presentItem, presentSummary } from './time-capsules.presenter';
import {
  circleMembersAmong,
  countItemsByContributor,
  findHeldVaultItemIds,
  findItemMedia,
  findVaultItemStates,
  findUser,
  insertCapsule,
  insertItems,
  listContributors,
  listItems,
  listRecipients,
  replacePeople,
  updateCapsuleWhile,
} from './time-capsules.repository';
import { composeContributorInvitationEmail, type TimeCapsuleEmailSettings } from './time-capsules.emails';
import { enqueueEmails, outboxEmail } from '../../mail/outbox.repository';
import { formatDate } from '@heirloom/common/utils/format-date';

export interface TimeCapsulesDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** Seals letters to the capsule owner's key (storage/sealed-text.ts). */
  sealer: TextSealer;
  email: TimeCapsuleEmailSettings;
}

type ParsedInput = z.output<typeof timeCapsuleInputSchema>;

/** The type of the job that opens one capsule (time-capsules.jobs.ts); its id is `time-capsule.open:<capsuleId>`. */
export const OPEN_JOB_TYPE = 'time-capsule.open';

/**
 * The opening instant (ISO-8601) and the contributors of a draft's input: its date and time, or the
 * birthday its individual's birth date gives (time-capsules.birthday.ts).
 * @throws AppError 'invalid' when the opening is not in the future, cannot be worked out from the
 *   tree, or a contributor is not in the owner's circle
 */
async function checkInput(deps: TimeCapsulesDependencies, ownerId: string, input: ParsedInput) {
  const now = deps.clock.now();
  const opensAt = input.opensOnBirthday
    ? await requireBirthdayOpening(deps.db, ownerId, input.opensOnBirthday, input.timeZone, now, 'invalid')
    : new Date(input.opensAt!);
  if (opensAt.getTime() <= now.getTime()) throw new AppError('invalid', TIME_CAPSULE_MESSAGES.opensAtInPast);
  const contributorIds = [...new Set(input.contributorIds)];
  const members = await circleMembersAmong(deps.db, ownerId, contributorIds);
  if (members.length !== contributorIds.length)
    throw new AppError('invalid', TIME_CAPSULE_MESSAGES.contributorNotMember);
  return { contributorIds, opensAt: opensAt.toISOString() };
}

/** The opening fields a draft's input stores. */
const openingColumns = (input: ParsedInput, opensAt: string) => ({
  opens_at: opensAt,
  opens_for_individual_id: input.opensOnBirthday?.individualId ?? null,
  opens_at_age: input.opensOnBirthday?.age ?? null,
});

/**
 * E-mails each contributor of capsule `capsule` an invitation to add to it, through the outbox,
 * once per capsule and person (outbox id `time-capsule.<id>.invite.<userId>`).
 */
async function inviteContributors(
  trx: Transaction<Database>,
  deps: TimeCapsulesDependencies,
  owner: CapsuleActor & { username: string },
  capsule: { id: string; title: string; opens_at: string; time_zone: string },
  now: string,
) {
  const contributors = await listContributors(trx, [capsule.id]);
  await enqueueEmails(
    trx,
    contributors.map((contributor) => {
      const content = composeContributorInvitationEmail(deps.email, {
        ownerName: owner.username,
        personName: contributor.username,
        title: capsule.title,
        opensOn: formatDate(capsule.opens_at, 'zoned-moment', { timeZone: capsule.time_zone }),
        link: `${deps.email.publicUrl}/time-capsules?capsule=${capsule.id}`,
      });
      return outboxEmail({
        id: `time-capsule.${capsule.id}.invite.${contributor.user_id}`,
        kind: 'time-capsule.invite',
        to: { email: contributor.email, name: contributor.username },
        content,
        at: now,
      });
    }),
  );
}

const recipientRows = (capsuleId: string, recipients: ParsedInput['recipients']) => {
  const byEmail = new Map(recipients.map((recipient) => [recipient.email.toLowerCase(), recipient]));
  return [...byEmail].map(([email, recipient]) => ({
    id: randomUUID(),
    capsule_id: capsuleId,
    name: recipient.name,
    email,
  }));
};

/** Summaries of `accesses`, with their people and item counts read in four queries. */
export async function summarize(deps: TimeCapsulesDependencies, accesses: CapsuleAccess[]) {
  const ids = accesses.map((access) => access.capsule.id);
  const [recipients, contributors, counts] = await Promise.all([
    listRecipients(deps.db, ids),
    listContributors(deps.db, ids),
    countItemsByContributor(deps.db, ids),
  ]);
  const owners = new Map<string, string>();
  const birthdays = new Map<string, BirthdayOpening>();
  for (const { capsule } of accesses) {
    if (!owners.has(capsule.owner_id))
      owners.set(capsule.owner_id, (await findUser(deps.db, capsule.owner_id))?.username ?? '');
    if (capsule.opens_for_individual_id && capsule.opens_at_age !== null) {
      const opening = { individualId: capsule.opens_for_individual_id, age: capsule.opens_at_age };
      const worked = await workOutBirthdayOpening(
        deps.db,
        capsule.owner_id,
        opening,
        capsule.time_zone,
        deps.clock.now(),
      );
      birthdays.set(capsule.id, worked);
    }
  }
  return accesses.map((access) => {
    const of = <Row extends { capsule_id: string }>(rows: Row[]) =>
      rows.filter((row) => row.capsule_id === access.capsule.id);
    return presentSummary(access, {
      ownerName: owners.get(access.capsule.owner_id)!,
      recipients: of(recipients),
      contributors: of(contributors),
      counts: of(counts),
      birthday: birthdays.get(access.capsule.id) ?? null,
    });
  });
}

/** Summaries of every capsule `actor` may see: their own, and those they receive or contribute to. */
export async function listCapsules(deps: TimeCapsulesDependencies, actor: CapsuleActor) {
  return summarize(deps, await listCapsuleAccess(deps.db, actor));
}

/** Creates a draft owned by `owner`. @returns its summary */
export async function createCapsule(
  deps: TimeCapsulesDependencies,
  owner: CapsuleActor & { username: string },
  input: ParsedInput,
) {
  const { contributorIds, opensAt } = await checkInput(deps, owner.id, input);
  const now = deps.clock.now().toISOString();
  const capsule = {
    id: randomUUID(),
    owner_id: owner.id,
    title: input.title,
    ...openingColumns(input, opensAt),
    time_zone: input.timeZone,
    owner_may_look: input.ownerMayLook ? 1 : 0,
    status: 'draft' as const,
    sealed_at: null,
    opened_at: null,
    created_at: now,
    updated_at: now,
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertCapsule(trx, capsule);
    await replacePeople(trx, capsule.id, recipientRows(capsule.id, input.recipients), contributorIds, now);
    await inviteContributors(trx, deps, owner, capsule, now);
  });
  const [summary] = await summarize(deps, [{ capsule, role: 'owner' }]);
  return summary!;
}

/**
 * Changes a draft's title, opening, recipients, contributors and "owner may look"; `access` is its
 * `owner`'s (the time-capsule.owner gate).
 * @throws AppError 'conflict' once it is sealed
 */
export async function updateCapsule(
  deps: TimeCapsulesDependencies,
  owner: CapsuleActor & { username: string },
  access: CapsuleAccess,
  input: ParsedInput,
) {
  const { id } = access.capsule;
  if (access.capsule.status !== 'draft') throw new AppError('conflict', TIME_CAPSULE_MESSAGES.sealed);
  const { contributorIds, opensAt } = await checkInput(deps, owner.id, input);
  const now = deps.clock.now().toISOString();
  const patch = {
    title: input.title,
    ...openingColumns(input, opensAt),
    time_zone: input.timeZone,
    owner_may_look: input.ownerMayLook ? 1 : 0,
    updated_at: now,
  };
  await deps.db.transaction().execute(async (trx) => {
    if (!(await updateCapsuleWhile(trx, id, 'draft', patch)))
      throw new AppError('conflict', TIME_CAPSULE_MESSAGES.sealed);
    await replacePeople(trx, id, recipientRows(id, input.recipients), contributorIds, now);
    await inviteContributors(trx, deps, owner, { id, ...patch }, now);
  });
  const [summary] = await summarize(deps, [{ capsule: { ...access.capsule, ...patch }, role: 'owner' }]);
  return summary!;
}

/**
 * Adds a letter (sealed to the owner's key) or one of the caller's own photos, recordings or videos
 * (`addVaultItems`); `access` is the caller's as owner or contributor (the time-capsule.contribute gate).
 * @throws AppError 'conflict' once it is sealed; those of `addVaultItems` for a vault item
 */
export async function addItem(
  deps: TimeCapsulesDependencies,
  actor: CapsuleActor,
  access: CapsuleAccess,
  input: CapsuleItemInput,
): Promise<CapsuleItem> {
  if (input.kind === 'vault_item') return (await addVaultItems(deps, actor, access, [input.vaultItemId]))[0]!;
  const { id } = access.capsule;
  if (access.capsule.status !== 'draft') throw new AppError('conflict', TIME_CAPSULE_MESSAGES.sealed);
  const row = {
    id: randomUUID(),
    capsule_id: id,
    contributor_id: actor.id,
    kind: input.kind,
    letter_text: await deps.sealer.seal(access.capsule.owner_id, input.text),
    vault_item_id: null,
    created_at: deps.clock.now().toISOString(),
  };
  await insertWhileDraft(deps, id, row.created_at, [row]);
  const added = (await listItems(deps.db, id)).find((item) => item.id === row.id)!;
  return presentItem(added, input.text, (itemId) => itemFileUrl(id, itemId));
}

/** Inserts `rows` (after `check`, when given) in one transaction with the draft check: nothing lands in a sealed capsule. */
async function insertWhileDraft(
  deps: TimeCapsulesDependencies,
  capsuleId: string,
  now: string,
  rows:
    | Insertable<TimeCapsuleItemsTable>[]
    | ((trx: Transaction<Database>) => Promise<Insertable<TimeCapsuleItemsTable>[]>),
) {
  await deps.db.transaction().execute(async (trx) => {
    const isDraft = await updateCapsuleWhile(trx, capsuleId, 'draft', { updated_at: now });
    if (!isDraft) throw new AppError('conflict', TIME_CAPSULE_MESSAGES.sealed);
    await insertItems(trx, typeof rows === 'function' ? await rows(trx) : rows);
  });
}

/**
 * Adds photos, recordings and videos of the caller's own vault (ids the route's `vault-item.write`
 * references authorised) to a draft capsule, referenced and not copied (docs/decisions/010): all or
 * nothing, and one the capsule already holds is not added again, so a repeated request adds nothing.
 * @returns the capsule's items of those vault items, in the order named
 * @throws AppError 'conflict' once it is sealed; 'not_found' when one is in the trash; 'invalid' for a document
 */
export async function addVaultItems(
  deps: TimeCapsulesDependencies,
  actor: CapsuleActor,
  access: CapsuleAccess,
  vaultItemIds: readonly string[],
): Promise<CapsuleItem[]> {
  const { id } = access.capsule;
  if (access.capsule.status !== 'draft') throw new AppError('conflict', TIME_CAPSULE_MESSAGES.sealed);
  const ids = [...new Set(vaultItemIds)];
  const now = deps.clock.now().toISOString();
  await insertWhileDraft(deps, id, now, async (trx) => {
    const states = await findVaultItemStates(trx, ids);
    if (states.length !== ids.length || states.some((item) => item.deleted_at !== null)) {
      throw new AppError('not_found', TIME_CAPSULE_MESSAGES.vaultItemNotFound);
    }
    if (states.some((item) => item.kind === 'document')) {
      throw new AppError('invalid', TIME_CAPSULE_MESSAGES.documentNotAllowed);
    }
    const held = await findHeldVaultItemIds(trx, id, ids);
    return ids
      .filter((vaultItemId) => !held.has(vaultItemId))
      .map((vaultItemId) => ({
        id: randomUUID(),
        capsule_id: id,
        contributor_id: actor.id,
        kind: 'vault_item',
        letter_text: null,
        vault_item_id: vaultItemId,
        created_at: now,
      }));
  });
  const rows = await listItems(deps.db, id);
  return ids.map((vaultItemId) =>
    presentItem(
      rows.find((row) => row.vault_item_id === vaultItemId)!,
      null,
      (itemId) => itemFileUrl(id, itemId),
    ),
  );
}

/**
 * Seals a draft and queues its opening job at `opens_at`, in one transaction
 * (docs/decisions/010-time-capsules.md). A birthday opening is worked out from the tree one last
 * time and fixed.
 * `access` is its owner's (the time-capsule.owner gate).
 * @throws AppError 'conflict' when already sealed, when the opening moment has passed, or when the
 *   birthday opening cannot be worked out (the reason in words)
 */
export async function sealCapsule(deps: TimeCapsulesDependencies, access: CapsuleAccess) {
  const { id } = access.capsule;
  const now = deps.clock.now();
  const { capsule } = access;
  if (capsule.status !== 'draft') throw new AppError('conflict', TIME_CAPSULE_MESSAGES.sealed);
  const opensAt =
    capsule.opens_for_individual_id && capsule.opens_at_age !== null
      ? (
          await requireBirthdayOpening(
            deps.db,
            capsule.owner_id,
            { individualId: capsule.opens_for_individual_id, age: capsule.opens_at_age },
            capsule.time_zone,
            now,
            'conflict',
          )
        ).toISOString()
      : capsule.opens_at;
  if (new Date(opensAt).getTime() <= now.getTime()) throw new AppError('conflict', TIME_CAPSULE_MESSAGES.sealTooLate);
  const patch = {
    status: 'sealed' as const,
    opens_at: opensAt,
    sealed_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    if (!(await updateCapsuleWhile(trx, id, 'draft', patch)))
      throw new AppError('conflict', TIME_CAPSULE_MESSAGES.sealed);
    await insertJobs(trx, [jobOf({ type: OPEN_JOB_TYPE }, id, { capsuleId: id }, opensAt)], patch.sealed_at);
  });
  const [summary] = await summarize(deps, [{ capsule: { ...access.capsule, ...patch }, role: 'owner' }]);
  return summary!;
}

/** Where a signed-in reader fetches an item's file. */
export const itemFileUrl = (capsuleId: string, itemId: string) =>
  routePath(timeCapsuleRoutes.itemFile, { id: capsuleId, capsuleItemId: itemId });

/** Where the holder of an opening link fetches an item's file. */
export const linkItemFileUrl = (token: string, itemId: string) =>
  routePath(timeCapsuleRoutes.openedItemFile, { token, capsuleItemId: itemId });

/**
 * The media record of item `itemId` of capsule `capsuleId`, whose contents the caller has authorized.
 * @throws AppError 'not_found' when the capsule holds no such item, or it has no file
 */
export async function findItemFile(deps: TimeCapsulesDependencies, capsuleId: string, itemId: string) {
  const media = await findItemMedia(deps.db, capsuleId, itemId);
  if (!media) throw new AppError('not_found', TIME_CAPSULE_MESSAGES.itemNotFound);
  return media;
}

/** A capsule's contents, letters opened with the owner's key; the caller has authorized the read. */
export async function readContents(
  deps: TimeCapsulesDependencies,
  access: CapsuleAccess,
  fileUrlOf: (itemId: string) => string,
) {
  const [summary] = await summarize(deps, [access]);
  const rows = await listItems(deps.db, access.capsule.id);
  const items = await Promise.all(
    rows.map(async (row) =>
      presentItem(row, await deps.sealer.openOptional(access.capsule.owner_id, row.letter_text), fileUrlOf),
    ),
  );
  const { recipients: _recipients, contributors: _contributors, ...capsule } = summary!;
  return { capsule, items };
}
