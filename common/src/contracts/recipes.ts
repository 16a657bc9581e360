/**
 * Contracts of family recipes (docs/product/capsules-scrapbooks-recipes.md "Family recipes"): a
 * recipe has a title, whose it is (a cook, optionally a person of the family tree), the story
 * behind it (sealed with the owner's key), servings, times, ingredients (quantity, unit, item,
 * note) and steps in order, tags, photos and the cook's voice (vault items). Co-edited by the owner
 * and the editors of their family circle, read by its viewers; shared by a share link of kind
 * "recipe" (a page with schema.org Recipe JSON-LD that plays the voice); printed with others as a
 * family cookbook PDF by a queued job.
 * Shared by the server routes (modules/recipes) and the web feature (/family-recipes).
 *
 *   GET    /api/recipes?q=&tag=                         recipes I own or may read (RecipeSummary[])
 *   POST   /api/recipes                                 write one (RecipeInput) → 201 Recipe
 *   GET    /api/recipes/:id                             the recipe (Recipe)
 *   PUT    /api/recipes/:id                             replace it (RecipeInput) → Recipe
 *   PATCH  /api/recipes/:id                             share it with the family circle or not (RecipeSharingInput; owner) → Recipe
 *   DELETE /api/recipes/:id                             delete it (owner) → 204
 *   GET    /api/recipes/:id/media/:itemId/file|preview  a photo or the voice (range requests)
 *   POST   /api/recipes/:id/share-links                 a link for people without an account (owner) → 201 ShareLink
 *   GET    /api/recipes/shared/:token                   the shared recipe (no session) → SharedRecipe
 *   GET    /api/recipes/shared/:token/media/:itemId/file|preview   its photos and voice
 *   POST   /api/recipe-cookbooks                        queue a cookbook PDF (CookbookInput) → 202 Cookbook
 *   GET    /api/recipe-cookbooks/:id                    its progress (Cookbook)
 *   GET    /api/recipe-cookbooks/:id/file               the PDF, once done
 */
import { z } from 'zod';
import { PRINT_PAGE_SIZES } from './scrapbooks';
import { withheldSchema } from './withheld-items';

/** Most ingredients, steps, tags and photos a recipe holds. */
export const MAX_INGREDIENTS = 80;
export const MAX_STEPS = 60;
export const MAX_TAGS = 12;
export const MAX_RECIPE_PHOTOS = 8;
/** Most servings a recipe is written for or scaled to. */
export const MAX_SERVINGS = 200;
/** Most recipes one cookbook gathers. */
export const MAX_COOKBOOK_RECIPES = 100;
/** Longest story and step, in characters. */
export const MAX_STORY_LENGTH = 10_000;
export const MAX_STEP_LENGTH = 2_000;

export const RECIPE_MESSAGES = {
  titleRequired: 'Please give the recipe a title',
  recipeNotFound: 'We could not find that recipe.',
  itemRequired: 'Every ingredient needs what it is (for example "flour")',
  stepRequired: 'A step cannot be empty',
  servingsRange: `Servings must be a whole number from 1 to ${MAX_SERVINGS}`,
  minutesRange: 'Times are whole minutes from 0 to 10,000',
  cookNotFound: 'We could not find that person in your family tree.',
  voiceNotFound: 'We could not find that recording in the vault.',
  photoNotFound: 'We could not find that photo in the vault.',
  mediaNotFound: 'We could not find that photo or recording of the recipe.',
  cookbookRecipesRequired: 'Please choose at least one recipe for the cookbook',
  cookbookNotFound: 'We could not find that cookbook.',
  cookbookNotReady: 'The cookbook is not ready yet.',
} as const;

const minutesSchema = z
  .number({ error: RECIPE_MESSAGES.minutesRange })
  .int(RECIPE_MESSAGES.minutesRange)
  .min(0, RECIPE_MESSAGES.minutesRange)
  .max(10_000, RECIPE_MESSAGES.minutesRange)
  .nullable();

/** One ingredient line: "2½ cups flour, sifted" is { quantity: 2.5, unit: 'cups', item: 'flour', note: 'sifted' }. */
export const ingredientSchema = z.object({
  /** Null for "salt to taste". */
  quantity: z.number().positive().max(100_000).nullable(),
  /** The upper end of a range ("2–3 tbsp"); null otherwise. */
  quantity2: z.number().positive().max(100_000).nullable().default(null),
  /** As written ("cups", "tbsp", "large"); empty for a count ("3 eggs"). */
  unit: z.string().trim().max(40).default(''),
  item: z.string().trim().min(1, RECIPE_MESSAGES.itemRequired).max(200),
  note: z.string().trim().max(200).default(''),
});
export type Ingredient = z.output<typeof ingredientSchema>;

export const recipeInputSchema = z.object({
  title: z.string().trim().min(1, RECIPE_MESSAGES.titleRequired).max(200),
  /** Whose recipe it is, in words ("Grandma Rose"); empty when unknown. */
  cookName: z.string().trim().max(200).default(''),
  /** The cook as a person of a family tree the writer may read; null when not linked. */
  cookIndividualId: z.uuid({ error: RECIPE_MESSAGES.cookNotFound }).nullable().default(null),
  story: z.string().max(MAX_STORY_LENGTH).default(''),
  servings: z
    .number({ error: RECIPE_MESSAGES.servingsRange })
    .int(RECIPE_MESSAGES.servingsRange)
    .min(1, RECIPE_MESSAGES.servingsRange)
    .max(MAX_SERVINGS, RECIPE_MESSAGES.servingsRange),
  prepMinutes: minutesSchema.default(null),
  cookMinutes: minutesSchema.default(null),
  ingredients: z.array(ingredientSchema).max(MAX_INGREDIENTS),
  steps: z.array(z.string().trim().min(1, RECIPE_MESSAGES.stepRequired).max(MAX_STEP_LENGTH)).max(MAX_STEPS),
  tags: z
    .array(z.string().trim().min(1).max(40))
    .max(MAX_TAGS)
    .default([])
    // The first spelling of a tag wins ("Dessert", then "dessert": one tag "Dessert").
    .transform((tags) =>
      tags.filter((tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index),
    ),
  /** Photos of the vault the writer may read, in order. */
  photoItemIds: z
    .array(z.uuid({ error: RECIPE_MESSAGES.photoNotFound }))
    .max(MAX_RECIPE_PHOTOS)
    .default([]),
  /** The cook's voice: a recording of the vault the writer may read; null for none. */
  voiceItemId: z.uuid({ error: RECIPE_MESSAGES.voiceNotFound }).nullable().default(null),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;

/** The owner's "Share with my family circle" switch. */
export const recipeSharingSchema = z.object({
  isSharedWithCircle: z.boolean({ error: 'Please say whether to share the recipe with your family circle' }),
});
export type RecipeSharingInput = z.infer<typeof recipeSharingSchema>;

export const recipeListQuerySchema = z.object({
  /** Words found in the title, an ingredient or the cook's name. */
  q: z.string().trim().max(100).optional(),
  tag: z.string().trim().max(40).optional(),
});

export const recipeParamsSchema = z.object({ id: z.string().max(64) });
export const recipeMediaParamsSchema = recipeParamsSchema.extend({ itemId: z.string().max(64) });
export const recipeTokenParamsSchema = z.object({ token: z.string().max(200) });
export const sharedRecipeMediaParamsSchema = recipeTokenParamsSchema.extend({ itemId: z.string().max(64) });

export const RECIPE_ROLES = ['owner', 'editor', 'viewer'] as const;
export type RecipeRole = (typeof RECIPE_ROLES)[number];

/** A photo of the recipe as a reader fetches it; a withheld one has no title nor addresses, only its line. */
export const recipePhotoSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  previewUrl: z.string().nullable(),
  fileUrl: z.string().nullable(),
  withheld: withheldSchema,
});
/** The cook's voice as a reader plays it; a withheld one has no title nor address, only its line. */
export const recipeVoiceSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  durationMs: z.number().nullable(),
  fileUrl: z.string().nullable(),
  withheld: withheldSchema,
});
export type RecipeVoice = z.infer<typeof recipeVoiceSchema>;

export const recipeSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  cookName: z.string(),
  servings: z.number(),
  /** Preparation and cooking together, minutes; null when neither is known. */
  totalMinutes: z.number().nullable(),
  tags: z.array(z.string()),
  ingredientCount: z.number(),
  hasVoice: z.boolean(),
  /** The first photo's preview, or null. */
  coverUrl: z.string().nullable(),
  ownerName: z.string(),
  /** The caller's part: owner, editor (may change it) or viewer (reads it). */
  role: z.enum(RECIPE_ROLES),
  /** Shared with the owner's family circle (its editors change it, its viewers read it); otherwise the owner's alone. */
  isSharedWithCircle: z.boolean(),
  updatedAt: z.string(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;
export const recipeListSchema = z.array(recipeSummarySchema);

/** What a recipe says, whoever reads it (a member, or a share link's visitor). */
const recipeContentSchema = z.object({
  title: z.string(),
  cookName: z.string(),
  story: z.string(),
  servings: z.number(),
  prepMinutes: z.number().nullable(),
  cookMinutes: z.number().nullable(),
  ingredients: z.array(ingredientSchema),
  steps: z.array(z.string()),
  tags: z.array(z.string()),
  photos: z.array(recipePhotoSchema),
  voice: recipeVoiceSchema.nullable(),
});
export type RecipeContent = z.infer<typeof recipeContentSchema>;

export const recipeSchema = recipeContentSchema.extend({
  id: z.string(),
  cookIndividualId: z.string().nullable(),
  ownerName: z.string(),
  role: z.enum(RECIPE_ROLES),
  isSharedWithCircle: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** A recipe opened by its share link: what it says, who shared it, and its schema.org Recipe JSON-LD. */
export const sharedRecipeSchema = recipeContentSchema.extend({
  ownerName: z.string(),
  /** schema.org Recipe (https://schema.org/Recipe) for the page's <script type="application/ld+json">. */
  jsonLd: z.record(z.string(), z.unknown()),
});
export type SharedRecipe = z.infer<typeof sharedRecipeSchema>;

export const cookbookInputSchema = z.object({
  title: z.string().trim().min(1).max(200).default('Our family cookbook'),
  recipeIds: z
    .array(z.string().max(64))
    .min(1, RECIPE_MESSAGES.cookbookRecipesRequired)
    .max(MAX_COOKBOOK_RECIPES)
    .transform((ids) => [...new Set(ids)]),
  pageSize: z.enum(Object.keys(PRINT_PAGE_SIZES) as ['a4', 'letter', 'square']).default('a4'),
  /** Bleed (3 mm) and trim marks round every page, for a print shop that trims. */
  withBleed: z.boolean().default(false),
});
export type CookbookInput = z.input<typeof cookbookInputSchema>;

export const cookbookParamsSchema = z.object({ id: z.string().max(64) });

export const COOKBOOK_STATUSES = ['queued', 'rendering', 'done', 'failed'] as const;
export const cookbookSchema = z.object({
  id: z.string(),
  title: z.string(),
  recipeCount: z.number(),
  status: z.enum(COOKBOOK_STATUSES),
  /** Recipes laid out so far, out of `recipeCount` (the progress bar). */
  recipesDone: z.number(),
  error: z.string().nullable(),
  /** The PDF's address once done. */
  fileUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Cookbook = z.infer<typeof cookbookSchema>;
