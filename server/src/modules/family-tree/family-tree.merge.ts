/**
 * Merging two records of one person, and "this is me" (docs/product/family-tree.md "The builder").
 * A merge keeps the first record and moves everything of the second onto it — events, notes, media
 * links, family places (as partner or child), name clip, animated ancestors, branch scopes — fills
 * the first's blank name fields from the second, then deletes the second; all in one transaction.
 */
import { nameSearchText, TREE_CHART_MESSAGES } from '@heirloom/common/contracts/family-tree-chart';
import { FAMILY_TREE_MESSAGES } from '@heirloom/common/contracts/family-tree';
import { AppError } from '../../lib/app-error';
import { moveIndividualOnto, unlinkAccount } from './family-tree.merge.repository';
import { mayChangeLinkedPerson, type TreeAccess } from '../../policies/family-tree.policy';
import { loopClosedBy, parentsFromLinks } from './family-tree.ancestry-loops';
import { loadFamilyLinks } from './family-tree.graph.repository';
import { findIndividual, lockTreeForLinks, updateIndividual } from './family-tree.repository';
import { namePieceColumns, namePiecesOf } from './family-tree.names';
import { namesOf, type FamilyTreeDependencies } from './family-tree.service';

/**
 * Merges individual `otherId` into `keptId` (both of the tree `access` authorised), for `userId`. The
 * record merged away is deleted, so one linked to another account ("this is me") is merged away only
 * by the tree's owner or its holder; and two records linked to two accounts are never merged (one
 * link would be lost); nor are two records one of which is the other's ancestor (the merged person
 * would be their own ancestor: an ancestry loop). The tree is locked meanwhile, so a claim or a
 * family link cannot slip in between.
 * @throws AppError 'invalid' when they are the same, 'not_found' when either is not in the tree,
 *   'forbidden' (403) for someone else's record, 'conflict' (409) for two linked records or an
 *   ancestor and a descendant (the message names the line between them)
 */
export async function mergeIndividuals(
  deps: FamilyTreeDependencies,
  access: TreeAccess,
  keptId: string,
  otherId: string,
  userId: string,
) {
  if (keptId === otherId) throw new AppError('invalid', TREE_CHART_MESSAGES.mergeSelf);
  const treeId = access.tree.id;
  await deps.db.transaction().execute(async (trx) => {
    await lockTreeForLinks(trx, treeId, deps.dialect);
    const [kept, other] = await Promise.all([
      findIndividual(trx, treeId, keptId),
      findIndividual(trx, treeId, otherId),
    ]);
    if (!kept || !other) throw new AppError('not_found', FAMILY_TREE_MESSAGES.individualNotFound);
    if (!mayChangeLinkedPerson(access, other.linked_user_id, userId))
      throw new AppError('forbidden', FAMILY_TREE_MESSAGES.removeLinkedPerson);
    if (kept.linked_user_id !== null && other.linked_user_id !== null && kept.linked_user_id !== other.linked_user_id)
      throw new AppError('conflict', FAMILY_TREE_MESSAGES.mergeTwoLinkedPeople);
    // One record an ancestor of the other: merged, the person would be their own ancestor. The loop
    // starts with the ancestor, then the descendant and the line up from them.
    const parentsOf = parentsFromLinks(await loadFamilyLinks(trx, treeId));
    const loop = loopClosedBy(parentsOf, [keptId], [otherId]) ?? loopClosedBy(parentsOf, [otherId], [keptId]);
    if (loop) {
      const name = await namesOf(trx, treeId, loop);
      const line = [...loop.slice(1), loop[0]!].map(name).join(' → ');
      throw new AppError(
        'conflict',
        `These two cannot be one person: ${name(loop[0]!)} is an ancestor of ${name(loop[1]!)} (${line}), so the merged person would be their own ancestor.`,
      );
    }
    await moveIndividualOnto(trx, keptId, otherId);
    // The kept record's name, or the other's when the kept one has none.
    const named = kept.name_as_written === null ? other : kept;
    const nickname = kept.nickname || other.nickname;
    await updateIndividual(trx, keptId, {
      ...(named === other ? { ...namePieceColumns(namePiecesOf(other)), name_as_written: other.name_as_written } : {}),
      nickname,
      search_text: nameSearchText(named.name_as_written, nickname),
      sex: kept.sex ?? other.sex,
      is_living: kept.is_living && other.is_living ? 1 : 0,
      linked_user_id: kept.linked_user_id ?? other.linked_user_id,
      updated_at: deps.clock.now().toISOString(),
    });
  });
}

/**
 * Links individual `id` of the tree `access` authorised to `userId`'s account ("this is me"); any
 * other person of the tree linked to that account is unlinked (one person per account and tree). A
 * person linked to another account is theirs, and the tree owner's, who may take it back (a wrong
 * claim is never stuck); the tree is locked meanwhile, so two claims cannot both pass.
 * @throws AppError 'not_found' when the individual is not in the tree, 'conflict' (409) when it is
 *   linked to another account and `userId` is not the tree's owner
 */
export async function linkToUser(deps: FamilyTreeDependencies, access: TreeAccess, id: string, userId: string) {
  const treeId = access.tree.id;
  await deps.db.transaction().execute(async (trx) => {
    await lockTreeForLinks(trx, treeId, deps.dialect);
    const individual = await findIndividual(trx, treeId, id);
    if (!individual) throw new AppError('not_found', FAMILY_TREE_MESSAGES.individualNotFound);
    if (!mayChangeLinkedPerson(access, individual.linked_user_id, userId))
      throw new AppError('conflict', FAMILY_TREE_MESSAGES.linkedToSomeoneElse);
    await unlinkAccount(trx, treeId, userId);
    await updateIndividual(trx, id, { linked_user_id: userId });
  });
}

/** Unlinks individual `id` from `userId`'s account if it is linked to it (idempotent). */
export async function unlinkFromUser(deps: FamilyTreeDependencies, treeId: string, id: string, userId: string) {
  await unlinkAccount(deps.db, treeId, userId, id);
}
