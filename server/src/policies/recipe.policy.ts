/**
 * Who may do what to a family recipe (docs/decisions/005). Read from the database on every request;
 * every denial is 404, so nobody learns that a recipe exists. A recipe is its owner's alone until the
 * owner shares it with their family circle (`shared_with_circle`, the owner's switch); while it is
 * shared, the circle's editors co-edit it (`circle.shared.write`) and its viewers read it
 * (`circle.shared.read`); legacy contacts, strangers and visitors reach nothing. People without an
 * account read one through a share link of kind "recipe" (modules/recipes opens it). A family
 * cookbook PDF is its requester's alone.
 *
 * Route access (route-access.ts):
 *   recipe.read       owner, and editors and viewers of the owner's circle while it is shared
 *   recipe.edit       owner, and editors while it is shared
 *   recipe.owner      owner (deleting, share links, the circle switch)
 *   recipe.print      whoever may read every recipe the body names (a cookbook of them)
 *   recipe-cookbook   the user who requested the cookbook
 */
import type { Expression, ExpressionBuilder, Kysely, Selectable, SelectQueryBuilder, SqlBool } from 'kysely';
import { RECIPE_MESSAGES, type RecipeRole } from '@heirloom/common/contracts/recipes';
import type { Database, RecipeCookbooksTable, RecipesTable } from '../db/tables';
import { AppError } from '../lib/app-error';
import { signedInGate } from './access-gate';
import { CIRCLE_RULES, findCircleStanding, isAllowed } from './circle.policy';

/**
 * The recipes `userId` owns, as a condition on `recipes`: what they alone export and make share
 * links to (the circle reads shared ones through `listRecipeAccess`).
 */
export const recipesOwnedBy =
  (userId: string) =>
  (eb: ExpressionBuilder<Database, 'recipes'>): Expression<SqlBool> =>
    eb('recipes.owner_id', '=', userId);

export type RecipeRow = Selectable<RecipesTable>;

/** A recipe and the caller's part in it. */
export interface RecipeAccess {
  recipe: RecipeRow;
  role: RecipeRole;
}

/** The caller's part in recipe `recipeId`, or null (a stranger, a legacy contact, a visitor, no such recipe). */
export async function findRecipeAccess(
  db: Kysely<Database>,
  userId: string,
  recipeId: string,
): Promise<RecipeAccess | null> {
  const recipe = await db.selectFrom('recipes').selectAll().where('id', '=', recipeId).executeTakeFirst();
  if (!recipe) return null;
  const standing = await findCircleStanding(db, userId, recipe.owner_id);
  if (standing === 'owner') return { recipe, role: 'owner' };
  if (recipe.shared_with_circle !== 1) return null;
  if (isAllowed(standing, 'circle.shared.write')) return { recipe, role: 'editor' };
  if (isAllowed(standing, 'circle.shared.read')) return { recipe, role: 'viewer' };
  return null;
}

async function authorize(
  db: Kysely<Database>,
  userId: string,
  recipeId: string,
  deniedMessage: string,
  roles: readonly RecipeRole[],
): Promise<RecipeAccess> {
  const access = await findRecipeAccess(db, userId, recipeId);
  if (!access || !roles.includes(access.role)) throw new AppError('not_found', deniedMessage);
  return access;
}

/**
 * Reading it, its photos and its voice, and putting it in a cookbook.
 * @throws AppError 'not_found' unless the caller is its owner, or a viewer or editor of the owner's circle while it is shared
 */
export const authorizeRecipeRead = (db: Kysely<Database>, userId: string, id: string, denied: string) =>
  authorize(db, userId, id, denied, ['owner', 'editor', 'viewer']);

/**
 * Changing it.
 * @throws AppError 'not_found' unless the caller is its owner, or an editor of the owner's circle while it is shared
 */
export const authorizeRecipeEdit = (db: Kysely<Database>, userId: string, id: string, denied: string) =>
  authorize(db, userId, id, denied, ['owner', 'editor']);

/**
 * Deleting it, making share links to it and sharing it with the circle.
 * @throws AppError 'not_found' unless the caller is its owner
 */
export const authorizeRecipeOwner = (db: Kysely<Database>, userId: string, id: string, denied: string) =>
  authorize(db, userId, id, denied, ['owner']);

/**
 * Every recipe `userId` may read (the list's scope), with the caller's part; most recently changed first.
 * @param within narrows the scope to the recipes this subquery selects (a search), when given
 */
export async function listRecipeAccess(
  db: Kysely<Database>,
  userId: string,
  within?: SelectQueryBuilder<Database, 'recipes', { id: string }>,
): Promise<RecipeAccess[]> {
  const readers = CIRCLE_RULES['circle.shared.read'].filter((role) => role !== 'owner');
  let query = db
    .selectFrom('recipes')
    .leftJoin('circle_members', (join) =>
      join.onRef('circle_members.owner_id', '=', 'recipes.owner_id').on('circle_members.member_id', '=', userId),
    )
    .selectAll('recipes')
    .select('circle_members.role as circle_role')
    .where((eb) =>
      eb.or([
        eb('recipes.owner_id', '=', userId),
        eb.and([eb('circle_members.role', 'in', readers), eb('recipes.shared_with_circle', '=', 1)]),
      ]),
    );
  if (within) query = query.where('recipes.id', 'in', within);
  const rows = await query.orderBy('recipes.updated_at', 'desc').orderBy('recipes.id').execute();
  return rows.map(({ circle_role: circleRole, ...recipe }) => ({
    recipe,
    role:
      recipe.owner_id === userId ? 'owner' : isAllowed(circleRole ?? null, 'circle.shared.write') ? 'editor' : 'viewer',
  }));
}

/**
 * The cookbook `cookbookId` when `userId` requested it.
 * @throws AppError 'not_found' otherwise
 */
export async function authorizeCookbook(
  db: Kysely<Database>,
  userId: string,
  cookbookId: string,
  deniedMessage: string,
): Promise<Selectable<RecipeCookbooksTable>> {
  const cookbook = await db.selectFrom('recipe_cookbooks').selectAll().where('id', '=', cookbookId).executeTakeFirst();
  if (cookbook?.requested_by !== userId) throw new AppError('not_found', deniedMessage);
  return cookbook;
}

const recipeGate = (check: typeof authorizeRecipeRead) =>
  signedInGate(['id'], ({ db }, { user, params }) => check(db, user.id, params.id, RECIPE_MESSAGES.recipeNotFound));

/**
 * The gates of the recipe kinds of access (access-gate.ts): each hands its route the caller's
 * RecipeAccess to recipe `:id`, the cookbook `:id` they requested, or (recipe.print) the
 * RecipeAccess of every recipe the body's `recipeIds` names, in order.
 */
export const recipeGates = {
  'recipe.read': recipeGate(authorizeRecipeRead),
  'recipe.edit': recipeGate(authorizeRecipeEdit),
  'recipe.owner': recipeGate(authorizeRecipeOwner),
  'recipe.print': signedInGate([], async ({ db }, { user, request }) => {
    const { recipeIds } = request.body as { recipeIds: string[] };
    const recipes: RecipeAccess[] = [];
    for (const id of recipeIds)
      recipes.push(await authorizeRecipeRead(db, user.id, id, RECIPE_MESSAGES.recipeNotFound));
    return recipes;
  }),
  'recipe-cookbook': signedInGate(['id'], ({ db }, { user, params }) =>
    authorizeCookbook(db, user.id, params.id, RECIPE_MESSAGES.cookbookNotFound),
  ),
};
