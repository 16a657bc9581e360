/**
 * Who may do what with a family tree (docs/decisions/005 and 006): the tree's owner, and while the
 * owner shares it with their family circle (`shared_with_circle`) the members of that circle, by
 * role — editors edit, viewers read; a tree not shared, legacy contacts and everyone else see
 * nothing (404, so a stranger cannot tell a tree exists). Sharing is the owner's alone.
 * Branch-scoped access: the owner may limit a member to a branch — the ancestors
 * and descendants of one person, to N generations each way (`tree_branch_scopes`). Such a member
 * reads only the individuals of the branch (`TreeAccess.branch`), their events, families and linked
 * media, and edits nothing (their standing reads as viewer): an edit could reach outside the branch.
 */
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import { FAMILY_TREE_MESSAGES } from '@heirloom/common/contracts/family-tree';
import type { Database } from '../db/tables';
import type { FamilyTreesTable, TreeImportsTable } from '../db/tables/family-tree';
import { AppError } from '../lib/app-error';
import { signedInGate } from './access-gate';
import { CIRCLE_RULES, findCircleStanding, isAllowed, type CircleAction, type CircleStanding } from './circle.policy';

/**
 * The people of a tree linked to the account of `userId` ("this is me"), as a condition on
 * `tree_individuals`: a person links and unlinks only themself.
 */
export const individualsLinkedTo =
  (userId: string) =>
  (eb: ExpressionBuilder<Database, 'tree_individuals'>): Expression<SqlBool> =>
    eb('tree_individuals.linked_user_id', '=', userId);

/** The animated ancestors `userId` asked for, as a condition on `tree_animations` (their own allowance). */
export const animationsAskedBy =
  (userId: string) =>
  (eb: ExpressionBuilder<Database, 'tree_animations'>): Expression<SqlBool> =>
    eb('tree_animations.owner_id', '=', userId);

/**
 * The trees `userId` owns, as a condition on `family_trees`: what their own tree says of the people in
 * it (a recipient recorded as deceased) concerns their own messages.
 */
export const treesOwnedBy =
  (userId: string) =>
  (eb: ExpressionBuilder<Database, 'family_trees'>): Expression<SqlBool> =>
    eb('family_trees.owner_id', '=', userId);

export type TreeAction = 'tree.read' | 'tree.write' | 'tree.manage';

/** Each tree action is the circle action it rests on. */
const CIRCLE_ACTION_OF: Record<TreeAction, CircleAction> = {
  'tree.read': 'circle.shared.read',
  'tree.write': 'circle.shared.write',
  'tree.manage': 'circle.manage', // delete, export: the owner only
};

/** The roles (besides the owner) that may read trees shared with their circle. */
export const TREE_READER_ROLES = CIRCLE_RULES['circle.shared.read'].filter((role) => role !== 'owner');

/** The standing that `circleStanding` gives in `tree`: a member's counts only while the owner shares it. */
const treeStandingOf = (tree: Pick<FamilyTreesTable, 'shared_with_circle'>, circleStanding: CircleStanding) =>
  circleStanding === 'owner' || tree.shared_with_circle === 1 ? circleStanding : null;

export interface TreeAccess {
  tree: Selectable<FamilyTreesTable>;
  standing: 'owner' | 'editor' | 'viewer';
  /** The individuals a branch-scoped member may see; null when the whole tree is theirs to see. */
  branch: ReadonlySet<string> | null;
}

/**
 * Checks `action` on tree `treeId` for user `userId`, reading the tree, its sharing and the user's role now.
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
  let standing = tree ? treeStandingOf(tree, await findCircleStanding(db, userId, tree.owner_id)) : null;
  const scope =
    tree && standing !== 'owner' && standing !== null
      ? await db
          .selectFrom('tree_branch_scopes')
          .select(['root_individual_id', 'generations'])
          .where('tree_id', '=', treeId)
          .where('member_id', '=', userId)
          .executeTakeFirst()
      : undefined;
  if (scope && standing === 'editor') standing = 'viewer';
  if (!tree || !isAllowed(standing, CIRCLE_ACTION_OF[action])) throw new AppError('not_found', deniedMessage);
  const branch = scope ? await findBranch(db, treeId, scope.root_individual_id, scope.generations) : null;
  return { tree, standing: standing as TreeAccess['standing'], branch };
}

/** A person of a family tree as the policies read them: their tree and name. */
export interface TreePerson {
  id: string;
  tree_id: string;
  /** The NAME payload as written ("Dr. Johann /von Goethe/ Sr"). */
  name_as_written: string | null;
  nickname: string;
}

/**
 * Person `individualId` with the caller's TreeAccess to their tree, when `userId` may read that tree
 * and the person is in their branch; for a person a request names in its body (a recipe's cook, a
 * scrapbook drafted from someone, a capsule opening on a birthday).
 * @returns `person` (undefined when there is none), `access` to their tree (null when the caller may not
 *   read it) and `isReadable`: both, and the person in the caller's branch
 */
export async function findReadableIndividual(
  db: Kysely<Database>,
  userId: string,
  individualId: string,
): Promise<{ person: TreePerson | undefined; access: TreeAccess | null; isReadable: boolean }> {
  const person = await db
    .selectFrom('tree_individuals')
    .select(['id', 'tree_id', 'name_as_written', 'nickname'])
    .where('id', '=', individualId)
    .executeTakeFirst();
  if (!person) return { person, access: null, isReadable: false };
  const access = await authorizeTree(db, userId, person.tree_id, 'tree.read', '').catch((error: unknown) => {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  });
  return { person, access, isReadable: access !== null && isInBranch(access, person.id) };
}

/**
 * Whether `userId`, with `access` to a tree, may claim ("this is me"), delete or merge away a person
 * linked to the account `holderId` (null: to nobody): a person linked to an account is that
 * account's, and the tree owner's (docs/product/roles-and-access.md "Sharing").
 */
export const mayChangeLinkedPerson = (access: Pick<TreeAccess, 'standing'>, holderId: string | null, userId: string) =>
  holderId === null || holderId === userId || access.standing === 'owner';

/** Whether `access` lets its holder see individual `individualId` (always, without a branch scope). */
export const isInBranch = (access: Pick<TreeAccess, 'branch'>, individualId: string): boolean =>
  access.branch === null || access.branch.has(individualId);

/**
 * The individuals of a branch: `rootId`, its ancestors up to `generations` generations up and its
 * descendants up to `generations` down, through every family (any pedigree), read now.
 */
export async function findBranch(
  db: Kysely<Database>,
  treeId: string,
  rootId: string,
  generations: number,
): Promise<Set<string>> {
  const links = await db
    .selectFrom('tree_family_children')
    .innerJoin('tree_families', 'tree_families.id', 'tree_family_children.family_id')
    .innerJoin('tree_family_partners', 'tree_family_partners.family_id', 'tree_family_children.family_id')
    .select(['tree_family_children.individual_id as child', 'tree_family_partners.individual_id as parent'])
    .where('tree_families.tree_id', '=', treeId)
    .execute();
  const walk = (from: 'child' | 'parent', to: 'child' | 'parent') => {
    const reached = new Set([rootId]);
    let frontier = [rootId];
    for (let step = 0; step < generations && frontier.length; step++) {
      const next = new Set(frontier);
      frontier = links.filter((link) => next.has(link[from]) && !reached.has(link[to])).map((link) => link[to]);
      frontier.forEach((individual) => reached.add(individual));
    }
    return reached;
  };
  return new Set([...walk('child', 'parent'), ...walk('parent', 'child')]);
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

/**
 * Whether a vault item is linked to a person (a multimedia file or a name clip) of a tree where
 * `userId` is limited to a branch, as a condition on `vault_items`. vault.policy keeps such items
 * out of the member's shared vault: they reach them only through the tree, where the branch applies
 * (a branch scope covers the vault items linked to the people in it;
 * docs/decisions/013-tree-voices.md "Consequences").
 */
export const isLinkedInScopedTree =
  (userId: string) =>
  (eb: ExpressionBuilder<Database, 'vault_items'>): Expression<SqlBool> =>
    eb.or([
      eb.exists(
        eb
          .selectFrom('tree_media_files')
          .innerJoin('tree_media_objects', 'tree_media_objects.id', 'tree_media_files.media_object_id')
          .innerJoin('tree_branch_scopes', 'tree_branch_scopes.tree_id', 'tree_media_objects.tree_id')
          .select('tree_media_files.id')
          .whereRef('tree_media_files.vault_item_id', '=', 'vault_items.id')
          .where('tree_branch_scopes.member_id', '=', userId),
      ),
      eb.exists(
        eb
          .selectFrom('tree_name_clips')
          .innerJoin('tree_individuals', 'tree_individuals.id', 'tree_name_clips.individual_id')
          .innerJoin('tree_branch_scopes', 'tree_branch_scopes.tree_id', 'tree_individuals.tree_id')
          .select('tree_name_clips.individual_id')
          .whereRef('tree_name_clips.vault_item_id', '=', 'vault_items.id')
          .where('tree_branch_scopes.member_id', '=', userId),
      ),
    ]);

/** Trees `userId` owns or reads through a circle whose owner shares them (the list's scope), with the user's role, newest first. */
export async function listTreesFor(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('family_trees')
    .leftJoin('circle_members', (join) =>
      join
        .onRef('circle_members.owner_id', '=', 'family_trees.owner_id')
        .on('circle_members.member_id', '=', userId)
        .on('circle_members.role', 'in', TREE_READER_ROLES)
        .on('family_trees.shared_with_circle', '=', 1),
    )
    .selectAll('family_trees')
    .select('circle_members.role')
    .where((where) =>
      where.or([where('family_trees.owner_id', '=', userId), where('circle_members.role', 'is not', null)]),
    )
    .orderBy('family_trees.created_at', 'desc')
    .execute();
}

const treeGate = (action: TreeAction) =>
  signedInGate(['treeId'], ({ db }, { user, params }) =>
    authorizeTree(db, user.id, params.treeId, action, FAMILY_TREE_MESSAGES.treeNotFound),
  );

/**
 * The gates of the family-tree kinds of access (access-gate.ts). tree.read, tree.write and
 * tree.owner hand their route the caller's TreeAccess to tree `:treeId` (tree.owner checks
 * `tree.manage`); tree-person.read hands the TreeAccess to the tree of person `:id` with the
 * person's id, once the person is found in the caller's branch; tree-import hands the import `:id`
 * the caller started.
 * @throws AppError 'not_found' with the tree's, the person's or the import's message
 */
export const familyTreeGates = {
  'tree.read': treeGate('tree.read'),
  'tree.write': treeGate('tree.write'),
  'tree.owner': treeGate('tree.manage'),
  'tree-person.read': signedInGate(['id'], async ({ db }, { user, params }) => {
    const { person, access, isReadable } = await findReadableIndividual(db, user.id, params.id);
    if (!person) throw new AppError('not_found', FAMILY_TREE_MESSAGES.individualNotFound);
    if (!access) throw new AppError('not_found', FAMILY_TREE_MESSAGES.treeNotFound);
    if (!isReadable) throw new AppError('not_found', FAMILY_TREE_MESSAGES.individualNotFound);
    return { access, individualId: person.id };
  }),
  'tree-import': signedInGate(['id'], ({ db }, { user, params }) =>
    authorizeTreeImport(db, user.id, params.id, FAMILY_TREE_MESSAGES.importNotFound),
  ),
};
