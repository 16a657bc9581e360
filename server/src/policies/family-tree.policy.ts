/**
 * Who may do what with a family tree (issue 10 part 7; docs/decisions/005 and 006): the tree's
 * owner and the members of the owner's circle, by role — owners and editors edit, viewers read,
 * legacy contacts and everyone else see nothing (404, so a stranger cannot tell a tree exists).
 * Branch-scoped access (a member limited to ancestors and descendants of one person) will narrow
 * `TreeAccess` to a set of individuals; every read goes through here so it has one place to land.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/tables';
import type { FamilyTreesTable, TreeImportsTable } from '../db/tables/family-tree';
import { AppError } from '../lib/app-error';
import { CIRCLE_RULES, findCircleStanding, isAllowed, type CircleAction } from './circle.policy';

export type TreeAction = 'tree.read' | 'tree.write' | 'tree.manage';

/** Each tree action is the circle action it rests on. */
const CIRCLE_ACTION_OF: Record<TreeAction, CircleAction> = {
  'tree.read': 'circle.shared.read',
  'tree.write': 'circle.shared.write',
  'tree.manage': 'circle.manage', // delete, export: the owner only
};

/** The roles (besides the owner) that may read trees shared with their circle. */
export const TREE_READER_ROLES = CIRCLE_RULES['circle.shared.read'].filter((role) => role !== 'owner');

export interface TreeAccess {
  tree: Selectable<FamilyTreesTable>;
  standing: 'owner' | 'editor' | 'viewer';
}

/**
 * Checks `action` on tree `treeId` for user `userId`, reading the tree and the user's role now.
 * @throws AppError 'not_found' (the tree's message) when the tree is missing or the rules do not allow it
 */
export async function authorizeTree(
  db: Kysely<Database>,
  userId: string,
  treeId: string,
  action: TreeAction,
  deniedMessage: string,
): Promise<TreeAccess> {
  const tree = await db.selectFrom('family_trees').selectAll().where('id', '=', treeId).executeTakeFirst();
  const standing = tree ? await findCircleStanding(db, userId, tree.owner_id) : null;
  if (!tree || !isAllowed(standing, CIRCLE_ACTION_OF[action])) throw new AppError('not_found', deniedMessage);
  return { tree, standing: standing as TreeAccess['standing'] };
}

/**
 * The import `importId` if `userId` started it (imports are their owner's alone).
 * @throws AppError 'not_found' otherwise
 */
export async function authorizeTreeImport(
  db: Kysely<Database>,
  userId: string,
  importId: string,
  deniedMessage: string,
): Promise<Selectable<TreeImportsTable>> {
  const row = await db
    .selectFrom('tree_imports')
    .selectAll()
    .where('id', '=', importId)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', deniedMessage);
  return row;
}
