/**
 * The family tree's own edits (docs/product/family-tree.md "The model"; the builder's foundation):
 * trees, and individuals, families and events inside one. The route's access gate has authorised
 * the tree (policies/family-tree.policy.ts); every object is looked up inside that tree, so an id
 * from another tree answers 404.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  FAMILY_TREE_MESSAGES,
  type EventInput,
  type FamilyInput,
  type IndividualInput,
} from '@heirloom/common/contracts/family-tree';
import { nameAsShown, nameSearchText, personName } from '@heirloom/common/contracts/family-tree-chart';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { parseGedcomDate } from '@heirloom/common/domain/gedcom-date';
import { listTreesFor, mayChangeLinkedPerson, type TreeAccess } from '../../policies/family-tree.policy';
import { describeLoop, loopClosedBy, parentsFromLinks } from './family-tree.ancestry-loops';
import { narrowToBranch } from './family-tree.branch';
import { loadCards, loadFamilyLinks } from './family-tree.graph.repository';
import { decodeKept, encodeKept } from './family-tree.model';
import { editName, NO_NAME, namePieceColumns, namePiecesOf } from './family-tree.names';
import {
  countIndividualsIn,
  deleteEvent,
  deleteFamily,
  deleteIndividual,
  deleteTree,
  findEvent,
  findFamily,
  findIndividual,
  insertEvent,
  insertFamily,
  insertIndividual,
  insertTree,
  isXrefTaken,
  loadTreeRows,
  lockTreeForLinks,
  nextEventPosition,
  nextRecordNumbers,
  replaceFamilyMembers,
  touchFamily,
  updateEvent,
  updateIndividual,
  updateTree,
} from './family-tree.repository';

export interface FamilyTreeDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** Which database `db` is: family-link writes lock their tree's row on PostgreSQL. */
  dialect: 'sqlite' | 'postgres';
}

/** Unique-constraint violations on SQLite and PostgreSQL. */
const isUniqueViolation = (error: unknown) =>
  ['SQLITE_CONSTRAINT_UNIQUE', '23505'].includes((error as { code?: string } | null)?.code ?? '');

/**
 * Inserts a new record with the next free xref ("@I7@") after the tree's last record; two editors
 * adding at once may pick the same number, so the loser picks again.
 */
async function insertWithNewXref<T>(
  db: Kysely<Database>,
  treeId: string,
  prefix: 'I' | 'F',
  insert: (place: { xref: string; position: number }) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const { position, serial } = await nextRecordNumbers(db, treeId);
    let number = serial;
    while (await isXrefTaken(db, treeId, `@${prefix}${number}@`)) number += 1;
    try {
      return await insert({ xref: `@${prefix}${number}@`, position });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/** Creates an empty tree owned by `ownerId`, theirs alone until they share it with their circle. */
export async function createTree(deps: FamilyTreeDependencies, ownerId: string, name: string) {
  const now = deps.clock.now().toISOString();
  const tree = {
    id: randomUUID(),
    owner_id: ownerId,
    name,
    header_gedcom: '[]',
    shared_with_circle: 0,
    created_at: now,
    updated_at: now,
  };
  await insertTree(deps.db, tree);
  return tree;
}

/**
 * The trees `userId` owns or reads through a circle whose owner shares them, newest first, each
 * with the user's part in it (the policy's list scope, policies/family-tree.policy.ts).
 */
export async function listTrees(deps: FamilyTreeDependencies, userId: string) {
  const rows = await listTreesFor(deps.db, userId);
  return rows.map(({ role, ...tree }) => ({
    tree,
    role: tree.owner_id === userId ? ('owner' as const) : role === 'editor' ? ('editor' as const) : ('viewer' as const),
  }));
}

/** Every row of the tree `access` authorised, narrowed to a branch-scoped member's branch. */
export async function readTree(deps: FamilyTreeDependencies, access: TreeAccess) {
  return narrowToBranch((await loadTreeRows(deps.db, access.tree.id))!, access.branch);
}

/** Deletes tree `treeId` and everything in it (the route's gate has authorised `tree.manage`). */
export async function removeTree(deps: FamilyTreeDependencies, treeId: string): Promise<void> {
  await deleteTree(deps.db, treeId);
}

/**
 * Shares tree `tree` with its owner's family circle or makes it the owner's alone again; the
 * route's access gate has authorised `tree.manage` (docs/decisions/005). @returns the tree as it is now
 */
export async function setTreeSharing(deps: FamilyTreeDependencies, tree: TreeAccess['tree'], isShared: boolean) {
  const changes = { shared_with_circle: isShared ? 1 : 0, updated_at: deps.clock.now().toISOString() };
  await updateTree(deps.db, tree.id, changes);
  return { ...tree, ...changes };
}

/** Adds an individual to tree `treeId`; their NAME is written with a substructure for each piece given. */
export async function addIndividual(deps: FamilyTreeDependencies, treeId: string, input: IndividualInput) {
  const now = deps.clock.now().toISOString();
  const name = editName({ payload: null, children: [] }, NO_NAME, input);
  return insertWithNewXref(deps.db, treeId, 'I', async (place) => {
    const row = {
      id: randomUUID(),
      tree_id: treeId,
      ...place,
      ...namePieceColumns(input),
      name_as_written: name.payload,
      search_text: nameSearchText(name.payload, input.nickname),
      sex: input.sex,
      is_living: input.isLiving ? 1 : 0,
      linked_user_id: null,
      extra_gedcom: encodeKept({ under: { NAME: name.children } }),
      created_at: now,
      updated_at: now,
    };
    await insertIndividual(deps.db, row);
    return row;
  });
}

/**
 * Changes an individual's name, sex or living state. A changed name piece replaces its GEDCOM
 * substructure and the payload is written again from the pieces (family-tree.names.ts, editName);
 * the name's other substructures (TYPE, TRAN, NOTE, SOUR) stay as they were.
 * @throws AppError 'not_found' when the individual is not in the tree
 */
export async function changeIndividual(
  deps: FamilyTreeDependencies,
  treeId: string,
  id: string,
  input: IndividualInput,
) {
  const row = await findIndividual(deps.db, treeId, id);
  if (!row) throw new AppError('not_found', FAMILY_TREE_MESSAGES.individualNotFound);
  const kept = decodeKept(row.extra_gedcom);
  const name = editName({ payload: row.name_as_written, children: kept.under?.NAME ?? [] }, namePiecesOf(row), input);
  kept.under = { ...kept.under, NAME: name.children };
  const changes = {
    ...namePieceColumns(input),
    name_as_written: name.payload,
    search_text: nameSearchText(name.payload, input.nickname),
    sex: input.sex,
    is_living: input.isLiving ? 1 : 0,
    extra_gedcom: encodeKept(kept),
    updated_at: deps.clock.now().toISOString(),
  };
  await updateIndividual(deps.db, id, changes);
  return { ...row, ...changes };
}

/** @throws AppError 'not_found' when an individual named is not in the tree */
async function assertIndividualsInTree(deps: FamilyTreeDependencies, treeId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if ((await countIndividualsIn(deps.db, treeId, unique)) !== unique.length) {
    throw new AppError('not_found', FAMILY_TREE_MESSAGES.individualNotFound);
  }
}

/** The partner and child rows of a family from the builder's input (first partner HUSB, second WIFE: GEDCOM's slots). */
function familyMembersOf(familyId: string, input: FamilyInput) {
  return {
    partners: input.partnerIds.map((individualId, index) => ({
      family_id: familyId,
      individual_id: individualId,
      role: index === 0 ? ('HUSB' as const) : ('WIFE' as const),
    })),
    children: input.children.map((child, position) => ({
      family_id: familyId,
      individual_id: child.individualId,
      pedigree: child.pedigree,
      position,
    })),
  };
}

/**
 * Locks the tree's family links (lockTreeForLinks) and checks them, in the transaction `trx` that
 * then writes the family, so two requests cannot each pass the check and together close a loop.
 * @throws AppError 'conflict' naming the loop when the family's links would make a child their own
 * ancestor; `familyId` is the family being replaced, whose present links are left out
 */
async function lockAndAssertNoAncestryLoop(
  deps: FamilyTreeDependencies,
  trx: Transaction<Database>,
  treeId: string,
  input: FamilyInput,
  familyId?: string,
) {
  await lockTreeForLinks(trx, treeId, deps.dialect);
  const childIds = input.children.map((child) => child.individualId);
  const parentsOf = parentsFromLinks(await loadFamilyLinks(trx, treeId), familyId);
  const loop = loopClosedBy(parentsOf, input.partnerIds, childIds);
  if (!loop) return;
  const name = await namesOf(trx, treeId, loop);
  throw new AppError(
    'conflict',
    `${name(loop[0]!)} cannot be a child here: it would make them their own ancestor (${describeLoop(loop, name)}).`,
  );
}

/** The names of individuals `ids` of tree `treeId` as shown, read in `trx`: a lookup by id. */
export async function namesOf(trx: Transaction<Database>, treeId: string, ids: readonly string[]) {
  const { individuals } = await loadCards(trx, treeId, [...new Set(ids)]);
  return (id: string) => {
    const individual = individuals.find((row) => row.id === id)!;
    return personName({ name: nameAsShown(individual.name_as_written) });
  };
}

/** Adds a family (partners of any sex, children with their pedigree). @throws AppError 'not_found', 'conflict' (an ancestry loop) */
export async function addFamily(deps: FamilyTreeDependencies, treeId: string, input: FamilyInput) {
  await assertIndividualsInTree(deps, treeId, [
    ...input.partnerIds,
    ...input.children.map((child) => child.individualId),
  ]);
  const now = deps.clock.now().toISOString();
  return insertWithNewXref(deps.db, treeId, 'F', async (place) => {
    const row = { id: randomUUID(), tree_id: treeId, ...place, extra_gedcom: '{}', created_at: now, updated_at: now };
    const members = familyMembersOf(row.id, input);
    await deps.db.transaction().execute(async (trx) => {
      await lockAndAssertNoAncestryLoop(deps, trx, treeId, input);
      await insertFamily(trx, row);
      await replaceFamilyMembers(trx, row.id, members);
    });
    return { row, ...members };
  });
}

/** Replaces a family's partners and children. @throws AppError 'not_found', 'conflict' (an ancestry loop) */
export async function changeFamily(deps: FamilyTreeDependencies, treeId: string, id: string, input: FamilyInput) {
  const row = await findFamily(deps.db, treeId, id);
  if (!row) throw new AppError('not_found', FAMILY_TREE_MESSAGES.familyNotFound);
  await assertIndividualsInTree(deps, treeId, [
    ...input.partnerIds,
    ...input.children.map((child) => child.individualId),
  ]);
  const members = familyMembersOf(id, input);
  await deps.db.transaction().execute(async (trx) => {
    await lockAndAssertNoAncestryLoop(deps, trx, treeId, input, id);
    await replaceFamilyMembers(trx, id, members);
    await touchFamily(trx, id, deps.clock.now().toISOString());
  });
  return { row, ...members };
}

/** The event's columns from the builder's input: the date kept as written, with its sort key. */
function eventColumns(input: EventInput) {
  return {
    individual_id: input.individualId,
    family_id: input.familyId,
    tag: input.tag,
    event_type: input.type,
    value: input.value,
    date: input.date,
    date_sort_key: input.date ? (parseGedcomDate(input.date)?.sortKey ?? null) : null,
    place: input.place,
  };
}

/** @throws AppError 'not_found' when the event's individual or family is not in the tree */
async function assertEventOwnerInTree(deps: FamilyTreeDependencies, treeId: string, input: EventInput) {
  if (input.individualId) await assertIndividualsInTree(deps, treeId, [input.individualId]);
  if (input.familyId && !(await findFamily(deps.db, treeId, input.familyId))) {
    throw new AppError('not_found', FAMILY_TREE_MESSAGES.familyNotFound);
  }
}

/** Adds an event to an individual or a family of the tree. @throws AppError 'not_found' */
export async function addEvent(deps: FamilyTreeDependencies, treeId: string, input: EventInput) {
  await assertEventOwnerInTree(deps, treeId, input);
  const row = {
    id: randomUUID(),
    tree_id: treeId,
    ...eventColumns(input),
    date_phrase: null,
    extra_gedcom: '{}',
    position: await nextEventPosition(deps.db, treeId),
  };
  await insertEvent(deps.db, row);
  return row;
}

/** Changes an event; a changed date drops the file's phrase and DATE substructures. @throws AppError 'not_found' */
export async function changeEvent(deps: FamilyTreeDependencies, treeId: string, id: string, input: EventInput) {
  const row = await findEvent(deps.db, treeId, id);
  if (!row) throw new AppError('not_found', FAMILY_TREE_MESSAGES.eventNotFound);
  await assertEventOwnerInTree(deps, treeId, input);
  const kept = decodeKept(row.extra_gedcom);
  const isDateChanged = row.date !== input.date;
  if (isDateChanged && kept.under) delete kept.under.DATE;
  const changes = {
    ...eventColumns(input),
    date_phrase: isDateChanged ? null : row.date_phrase,
    extra_gedcom: encodeKept(kept),
  };
  await updateEvent(deps.db, id, changes);
  return { ...row, ...changes };
}

/**
 * Deletes individual `id` of the tree `access` authorised (with their events, notes and links); none
 * is fine. A person linked to an account ("this is me") is removed only by the tree's owner or by that
 * account's holder, `userId` (mayChangeLinkedPerson); the tree is locked meanwhile, so a claim cannot
 * slip in between the check and the delete.
 * @throws AppError 'forbidden' (403) when an editor asks to remove someone else's record
 */
export async function removeIndividual(deps: FamilyTreeDependencies, access: TreeAccess, id: string, userId: string) {
  await deps.db.transaction().execute(async (trx) => {
    await lockTreeForLinks(trx, access.tree.id, deps.dialect);
    const individual = await findIndividual(trx, access.tree.id, id);
    if (!mayChangeLinkedPerson(access, individual?.linked_user_id ?? null, userId))
      throw new AppError('forbidden', FAMILY_TREE_MESSAGES.removeLinkedPerson);
    await deleteIndividual(trx, access.tree.id, id);
  });
}

/** Deletes family `id` of tree `treeId` (its people stay); none is fine. */
export async function removeFamily(deps: FamilyTreeDependencies, treeId: string, id: string): Promise<void> {
  await deleteFamily(deps.db, treeId, id);
}

/** Deletes event `id` of tree `treeId`; none is fine. */
export async function removeEvent(deps: FamilyTreeDependencies, treeId: string, id: string): Promise<void> {
  await deleteEvent(deps.db, treeId, id);
}
