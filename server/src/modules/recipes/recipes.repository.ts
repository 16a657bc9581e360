/**
 * All SQL of family recipes. Who may reach a recipe is the policy's question
 * (policies/recipe.policy.ts); which vault items a writer may attach is the vault policy's
 * (`vaultScopeFor`); these functions act by id.
 */
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Ingredient } from '@heirloom/common/contracts/recipes';
import type { Database, RecipeCookbooksTable, RecipesTable, ShareLinksTable } from '../../db/tables';
import { vaultScopeFor } from '../../policies/vault.policy';
import { SERVED_MEDIA_COLUMNS } from '../../storage/media-source';
import { recipesOwnedBy } from '../../policies/recipe.policy';

type Executor = Kysely<Database> | Transaction<Database>;

/** A recipe's lines, tags and attached vault items, as written together. */
export interface RecipeParts {
  ingredients: Ingredient[];
  steps: string[];
  tags: string[];
  photoItemIds: string[];
}

/** Replaces the recipe's ingredients, steps, tags and photos with `parts` (the caller's transaction). */
export async function writeParts(trx: Transaction<Database>, recipeId: string, parts: RecipeParts): Promise<void> {
  for (const table of ['recipe_ingredients', 'recipe_steps', 'recipe_tags', 'recipe_photos'] as const)
    await trx.deleteFrom(table).where('recipe_id', '=', recipeId).execute();
  if (parts.ingredients.length > 0)
    await trx
      .insertInto('recipe_ingredients')
      .values(
        parts.ingredients.map((line, position) => ({
          recipe_id: recipeId,
          position,
          quantity: line.quantity,
          quantity2: line.quantity2,
          unit: line.unit,
          item: line.item,
          note: line.note,
        })),
      )
      .execute();
  if (parts.steps.length > 0)
    await trx
      .insertInto('recipe_steps')
      .values(parts.steps.map((text, position) => ({ recipe_id: recipeId, position, text })))
      .execute();
  if (parts.tags.length > 0)
    await trx
      .insertInto('recipe_tags')
      .values(parts.tags.map((name) => ({ recipe_id: recipeId, name })))
      .execute();
  if (parts.photoItemIds.length > 0)
    await trx
      .insertInto('recipe_photos')
      .values(
        parts.photoItemIds.map((vaultItemId, position) => ({
          recipe_id: recipeId,
          position,
          vault_item_id: vaultItemId,
        })),
      )
      .execute();
}

export async function insertRecipe(trx: Transaction<Database>, recipe: Insertable<RecipesTable>): Promise<void> {
  await trx.insertInto('recipes').values(recipe).execute();
}

export async function updateRecipe(trx: Executor, id: string, patch: Updateable<RecipesTable>): Promise<void> {
  await trx.updateTable('recipes').set(patch).where('id', '=', id).execute();
}

export async function deleteRecipe(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('recipes').where('id', '=', id).execute();
}

/** The ingredients, steps, tags and live photos (with their owner and owner's name) of the recipes `recipeIds`, in order. */
export async function listParts(db: Executor, recipeIds: string[]) {
  if (recipeIds.length === 0) return { ingredients: [], steps: [], tags: [], photos: [] };
  const [ingredients, steps, tags, photos] = await Promise.all([
    db
      .selectFrom('recipe_ingredients')
      .selectAll()
      .where('recipe_id', 'in', recipeIds)
      .orderBy('recipe_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('recipe_steps')
      .selectAll()
      .where('recipe_id', 'in', recipeIds)
      .orderBy('recipe_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('recipe_tags').selectAll().where('recipe_id', 'in', recipeIds).orderBy('name').execute(),
    db
      .selectFrom('recipe_photos')
      .innerJoin('vault_items', 'vault_items.id', 'recipe_photos.vault_item_id')
      .innerJoin('media', 'media.id', 'vault_items.media_id')
      .innerJoin('users', 'users.id', 'vault_items.owner_id')
      .select([
        'recipe_photos.recipe_id',
        'vault_items.id',
        'vault_items.title',
        'vault_items.owner_id',
        'users.username as owner_name',
        'media.preview_key',
      ])
      .where('recipe_photos.recipe_id', 'in', recipeIds)
      .where('vault_items.deleted_at', 'is', null)
      .orderBy('recipe_photos.recipe_id')
      .orderBy('recipe_photos.position')
      .execute(),
  ]);
  return { ingredients, steps, tags, photos };
}
export type RecipePartRows = Awaited<ReturnType<typeof listParts>>;

/** The live recordings `itemIds` names (the recipes' voices), with their titles, lengths, owners and owners' names. */
export function listVoices(db: Executor, itemIds: string[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vault_items')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .innerJoin('users', 'users.id', 'vault_items.owner_id')
    .select([
      'vault_items.id',
      'vault_items.title',
      'vault_items.owner_id',
      'users.username as owner_name',
      'media.duration_ms',
    ])
    .where('vault_items.id', 'in', itemIds)
    .where('vault_items.deleted_at', 'is', null)
    .execute();
}
export type RecipeVoiceRow = Awaited<ReturnType<typeof listVoices>>[number];

/** The users' names. */
export function findUserNames(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'username']).where('id', 'in', userIds).execute();
}

/** The live vault items of `kind` among `itemIds` that `userId` may read. */
export function findReadableItems(db: Executor, userId: string, itemIds: string[], kind: 'photo' | 'audio') {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vault_items')
    .select('vault_items.id')
    .where(vaultScopeFor(userId, 'readable'))
    .where('vault_items.deleted_at', 'is', null)
    .where('vault_items.kind', '=', kind)
    .where('vault_items.id', 'in', itemIds)
    .execute();
}

/**
 * The ids of recipes whose title, an ingredient or the cook's name holds `words` (case-insensitive),
 * and that carry `tag` when given: a subquery the policy's list scope is narrowed by.
 */
export function matchingRecipeIds(db: Executor, words: string | undefined, tag: string | undefined) {
  let query = db.selectFrom('recipes').select('recipes.id');
  if (words) {
    const pattern = `%${words.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const like = sql`${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(recipes.title)`, 'like', like),
        eb(sql`lower(recipes.cook_name)`, 'like', like),
        eb.exists(
          eb
            .selectFrom('recipe_ingredients')
            .select('recipe_ingredients.recipe_id')
            .whereRef('recipe_ingredients.recipe_id', '=', 'recipes.id')
            .where(sql`lower(recipe_ingredients.item)`, 'like', like),
        ),
      ]),
    );
  }
  if (tag)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('recipe_tags')
          .select('recipe_tags.recipe_id')
          .whereRef('recipe_tags.recipe_id', '=', 'recipes.id')
          .where(sql`lower(recipe_tags.name)`, '=', tag.toLowerCase()),
      ),
    );
  return query;
}

/** The stored media of a photo or the voice of recipe `recipeId` (live vault items only), or undefined. */
export function findRecipeMedia(db: Executor, recipeId: string, itemId: string) {
  return db
    .selectFrom('vault_items')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .select(['vault_items.id as vault_item_id', ...SERVED_MEDIA_COLUMNS])
    .where('vault_items.id', '=', itemId)
    .where('vault_items.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('recipes')
            .select('recipes.id')
            .where('recipes.id', '=', recipeId)
            .whereRef('recipes.voice_item_id', '=', 'vault_items.id'),
        ),
        eb.exists(
          eb
            .selectFrom('recipe_photos')
            .select('recipe_photos.recipe_id')
            .where('recipe_photos.recipe_id', '=', recipeId)
            .whereRef('recipe_photos.vault_item_id', '=', 'vault_items.id'),
        ),
      ]),
    )
    .executeTakeFirst();
}
export type RecipeMedia = NonNullable<Awaited<ReturnType<typeof findRecipeMedia>>>;

export async function insertCookbook(db: Executor, cookbook: Insertable<RecipeCookbooksTable>): Promise<void> {
  await db.insertInto('recipe_cookbooks').values(cookbook).execute();
}

export async function updateCookbook(db: Executor, id: string, patch: Updateable<RecipeCookbooksTable>) {
  await db.updateTable('recipe_cookbooks').set(patch).where('id', '=', id).execute();
}

export function findCookbook(db: Executor, id: string) {
  return db.selectFrom('recipe_cookbooks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The recipes `ids`, as rows (the cookbook job reads them after the request authorized each). */
export function findRecipes(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('recipes').selectAll().where('id', 'in', ids).execute();
}

/** Every recipe `ownerId` owns, oldest first ("export everything"). */
export function listOwnedRecipes(db: Executor, ownerId: string) {
  return db
    .selectFrom('recipes')
    .selectAll()
    .where(recipesOwnedBy(ownerId))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Writes share links (a recipe's, or a cookbook's QR codes'); a link already written is left as it is. */
export async function insertShareLinks(db: Executor, links: Insertable<ShareLinksTable>[]): Promise<void> {
  if (links.length === 0) return;
  await db
    .insertInto('share_links')
    .values(links)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
