/**
 * Table types: Family recipes (modules/recipes; policies/recipe.policy.ts). Merged into `Database` (db/tables.ts).
 */

/** A family recipe (docs/product/capsules-scrapbooks-recipes.md "Family recipes"). */
export interface RecipesTable {
  id: string;
  owner_id: string;
  title: string;
  /** Whose recipe it is, in words; empty when unknown. */
  cook_name: string;
  /** The cook as a person of a family tree; null when not linked (or the person was deleted). */
  cook_individual_id: string | null;
  /** The story behind it, sealed with the owner's key (`age1:…`, storage/sealed-text.ts). */
  story_sealed: string;
  servings: number;
  prep_minutes: number | null;
  cook_minutes: number | null;
  /** The cook's voice: a recording of the vault. */
  voice_item_id: string | null;
  /** 1 while the owner shares it with their family circle (its viewers read, its editors edit); 0: the owner's alone. */
  shared_with_circle: number;
  created_at: string;
  updated_at: string;
}

/** One ingredient line, in order. */
export interface RecipeIngredientsTable {
  recipe_id: string;
  position: number;
  quantity: number | null;
  quantity2: number | null;
  unit: string;
  item: string;
  note: string;
}

export interface RecipeStepsTable {
  recipe_id: string;
  position: number;
  text: string;
}

export interface RecipeTagsTable {
  recipe_id: string;
  name: string;
}

export interface RecipePhotosTable {
  recipe_id: string;
  position: number;
  vault_item_id: string;
}

/** A family cookbook PDF, made by the `recipe.cookbook` job; the file sits in the BlobStore. */
export interface RecipeCookbooksTable {
  id: string;
  requested_by: string;
  title: string;
  page_size: 'a4' | 'letter' | 'square';
  /** 1: bleed and trim marks round every page (lib/print-sheet.ts). */
  with_bleed: number;
  /** JSON array of the chosen recipes' ids, in the book's order. */
  recipe_ids: string;
  recipe_count: number;
  status: 'queued' | 'rendering' | 'done' | 'failed';
  recipes_done: number;
  error: string | null;
  /** Plaintext size of the stored (encrypted) PDF, once done. */
  pdf_bytes: number | string | null;
  created_at: string;
  finished_at: string | null;
}

export interface RecipesTables {
  recipes: RecipesTable;
  recipe_ingredients: RecipeIngredientsTable;
  recipe_steps: RecipeStepsTable;
  recipe_tags: RecipeTagsTable;
  recipe_photos: RecipePhotosTable;
  recipe_cookbooks: RecipeCookbooksTable;
}
