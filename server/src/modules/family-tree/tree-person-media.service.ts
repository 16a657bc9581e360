/**
 * What editors do on a person's page and what owners do about branches (docs/product/family-tree.md
 * "A person's page", "Branch-scoped access"): link one of their own vault items to a person as a
 * photo, a recording or the name clip (and take a wrongly linked one off again), and limit a circle
 * member to a branch of the tree.
 */
import {
  TREE_VOICES_MESSAGES,
  type BranchScope,
  type BranchScopeInput,
  type PersonMediaInput,
} from '@heirloom/common/contracts/tree-voices';
import { FAMILY_TREE_MESSAGES } from '@heirloom/common/contracts/family-tree';
import { AppError } from '../../lib/app-error';
import { isInBranch, type TreeAccess } from '../../policies/family-tree.policy';
import { findIndividual } from './family-tree.repository';
import { personName, nameAsShown } from '@heirloom/common/contracts/family-tree-chart';
import type { FamilyTreeDependencies } from './family-tree.service';
import {
  deleteBranchScope,
  findBranchScopes,
  findOwnItem,
  isReadingMember,
  linkItemToIndividual,
  saveBranchScope,
  saveNameClip,
  unlinkItemFromIndividual,
} from './tree-voices.repository';

/**
 * Individual `individualId` of the tree `access` authorised, when the actor's branch holds them.
 * @throws AppError 'not_found' when they are not in the tree or outside the branch, like one that does not exist
 */
export async function findPersonInBranch(deps: FamilyTreeDependencies, access: TreeAccess, individualId: string) {
  const individual = await findIndividual(deps.db, access.tree.id, individualId);
  if (!individual || !isInBranch(access, individualId)) {
    throw new AppError('not_found', FAMILY_TREE_MESSAGES.individualNotFound);
  }
  return individual;
}

/** The vault kinds each role on a person's page takes. */
const KINDS_OF_ROLE: Record<PersonMediaInput['role'], readonly string[]> = {
  photo: ['photo'],
  recording: ['audio', 'video'],
  'name-clip': ['audio'],
};

/**
 * Links `actorId`'s own vault item to individual `individualId` (idempotent: linking again does
 * nothing); a name clip also replaces the person's earlier one and is linked as their recording.
 * @throws AppError 'not_found' (not the actor's live item), 'invalid' (wrong kind for the role)
 */
export async function linkPersonMedia(
  deps: FamilyTreeDependencies,
  access: TreeAccess,
  actorId: string,
  individualId: string,
  input: PersonMediaInput,
): Promise<void> {
  const item = await findOwnItem(deps.db, actorId, input.itemId);
  if (!item) throw new AppError('not_found', TREE_VOICES_MESSAGES.itemNotFound);
  if (!KINDS_OF_ROLE[input.role].includes(item.kind)) {
    throw new AppError('invalid', TREE_VOICES_MESSAGES.wrongKind[input.role]);
  }
  await deps.db.transaction().execute(async (trx) => {
    await linkItemToIndividual(trx, {
      treeId: access.tree.id,
      individualId,
      itemId: item.id,
      contentType: item.content_type,
      title: item.title,
    });
    if (input.role === 'name-clip') await saveNameClip(trx, individualId, item.id, deps.clock.now().toISOString());
  });
}

/**
 * Takes vault item `itemId` off individual `individualId` (a photo, a recording, the name clip, or
 * all three): the person's page, chart card and the family's voices no longer show it. The item
 * stays in its owner's vault, and animated ancestors made from it stay with the person (they are
 * the owner's own videos). Unlinking an item that is not linked does nothing (a repeated DELETE).
 */
export const unlinkPersonMedia = (
  deps: FamilyTreeDependencies,
  access: TreeAccess,
  individualId: string,
  itemId: string,
): Promise<void> =>
  deps.db
    .transaction()
    .execute((trx) => unlinkItemFromIndividual(trx, { treeId: access.tree.id, individualId, itemId }));

const presentScope = (row: Awaited<ReturnType<typeof findBranchScopes>>[number]): BranchScope => ({
  memberId: row.member_id,
  rootIndividualId: row.root_individual_id,
  generations: Number(row.generations),
  rootName: personName({ name: nameAsShown(row.name_as_written) }),
});

/** The members of the owner's circle limited to a branch of tree `treeId`. */
export const listBranchScopes = async (deps: FamilyTreeDependencies, treeId: string) =>
  (await findBranchScopes(deps.db, treeId)).map(presentScope);

/**
 * Limits circle member `memberId` to the branch of `input.rootIndividualId` in the owner's tree.
 * @throws AppError 'not_found' when the member is not an editor or viewer of the owner's circle, or
 *   the person is not in the tree
 */
export async function setBranchScope(
  deps: FamilyTreeDependencies,
  access: TreeAccess,
  memberId: string,
  input: BranchScopeInput,
): Promise<BranchScope> {
  if (!(await isReadingMember(deps.db, access.tree.owner_id, memberId))) {
    throw new AppError('not_found', TREE_VOICES_MESSAGES.memberNotFound);
  }
  if (!(await findIndividual(deps.db, access.tree.id, input.rootIndividualId))) {
    throw new AppError('not_found', FAMILY_TREE_MESSAGES.individualNotFound);
  }
  await saveBranchScope(deps.db, {
    treeId: access.tree.id,
    memberId,
    ...input,
    now: deps.clock.now().toISOString(),
  });
  return (await listBranchScopes(deps, access.tree.id)).find((scope) => scope.memberId === memberId)!;
}

/** Lifts member `memberId`'s branch limit (none is fine: a repeated DELETE). */
export const clearBranchScope = (deps: FamilyTreeDependencies, treeId: string, memberId: string) =>
  deleteBranchScope(deps.db, treeId, memberId);
