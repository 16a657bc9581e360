/**
 * SQL of merging two records of one person and of "this is me" (family-tree.merge.ts,
 * docs/product/family-tree.md "The builder"). Whose account a person is linked to is the policy's
 * scope (`individualsLinkedTo`, policies/family-tree.policy.ts).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { individualsLinkedTo } from '../../policies/family-tree.policy';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Moves everything of individual `otherId` onto `keptId` — events, notes, media links, animated
 * ancestors, family places (a family both are in keeps the kept one's place), the name clip (unless
 * the kept one has one), branch scopes — then deletes `otherId`. Run it in the merge's transaction.
 */
export async function moveIndividualOnto(trx: Transaction<Database>, keptId: string, otherId: string): Promise<void> {
  for (const table of ['tree_events', 'tree_notes', 'tree_media_links', 'tree_animations'] as const) {
    await trx.updateTable(table).set({ individual_id: keptId }).where('individual_id', '=', otherId).execute();
  }
  for (const table of ['tree_family_partners', 'tree_family_children'] as const) {
    const shared = trx.selectFrom(table).select('family_id').where('individual_id', '=', keptId);
    await trx.deleteFrom(table).where('individual_id', '=', otherId).where('family_id', 'in', shared).execute();
    await trx.updateTable(table).set({ individual_id: keptId }).where('individual_id', '=', otherId).execute();
  }
  const keptClip = await trx
    .selectFrom('tree_name_clips')
    .select('individual_id')
    .where('individual_id', '=', keptId)
    .executeTakeFirst();
  if (!keptClip) {
    await trx
      .updateTable('tree_name_clips')
      .set({ individual_id: keptId })
      .where('individual_id', '=', otherId)
      .execute();
  }
  await trx
    .updateTable('tree_branch_scopes')
    .set({ root_individual_id: keptId })
    .where('root_individual_id', '=', otherId)
    .execute();
  await trx.deleteFrom('tree_individuals').where('id', '=', otherId).execute();
}

/**
 * Unlinks `userId`'s account from the people of tree `treeId` linked to it: from individual
 * `individualId` only when given (nothing when it is not linked to the account), else from everyone.
 */
export async function unlinkAccount(
  db: Executor,
  treeId: string,
  userId: string,
  individualId?: string,
): Promise<void> {
  await db
    .updateTable('tree_individuals')
    .set({ linked_user_id: null })
    .where('tree_id', '=', treeId)
    .$if(individualId !== undefined, (query) => query.where('id', '=', individualId!))
    .where(individualsLinkedTo(userId))
    .execute();
}
