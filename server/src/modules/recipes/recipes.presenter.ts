/** The public shapes of recipes and cookbooks (common/src/contracts/recipes.ts); never a row. */
import type { Selectable } from 'kysely';
import type { Cookbook, Recipe, RecipeContent, RecipeSummary } from '@heirloom/common/contracts/recipes';
import type { RecipeCookbooksTable } from '../../db/tables';
import type { CreatedShareLink } from '@heirloom/common/contracts/share-links';
import { withheldItemLine } from '@heirloom/common/contracts/withheld-items';
import type { RecipeAccess, RecipeRow } from '../../policies/recipe.policy';
import type { ShareLinkRow } from '../../policies/share-link.policy';
import type { RecipePartRows, RecipeVoiceRow } from './recipes.repository';

/** Where a reader fetches a recipe's photo or voice: the member's address, or the share link's. */
export type MediaAddress = (itemId: string, variant: 'file' | 'preview') => string;

/** A member's address of a recipe's media. */
export const memberMediaAddress =
  (recipeId: string): MediaAddress =>
  (itemId, variant) =>
    `/api/recipes/${recipeId}/media/${itemId}/${variant}`;

/** A share link's visitor's address of the recipe's media. */
export const sharedMediaAddress =
  (token: string): MediaAddress =>
  (itemId, variant) =>
    `/api/recipes/shared/${encodeURIComponent(token)}/media/${itemId}/${variant}`;

/** Which of a recipe's photos and voice its reader is served (docs/decisions/015), and who reads it. */
export interface ShownMedia {
  isServable: (itemId: string) => boolean;
  reader: 'member' | 'link';
}

/**
 * What the recipe says, with `story` opened and its media at `address`; a photo or voice `shown`
 * does not serve is only the line saying why (no title, no address).
 */
export function presentContent(
  recipe: RecipeRow,
  story: string,
  parts: RecipePartRows,
  voices: RecipeVoiceRow[],
  address: MediaAddress,
  shown: ShownMedia,
): RecipeContent {
  const voice = voices.find((row) => row.id === recipe.voice_item_id);
  const withheld = (kind: 'photo' | 'audio', row: { id: string; owner_name: string }) =>
    shown.isServable(row.id) ? null : withheldItemLine(kind, row.owner_name, shown.reader);
  return {
    title: recipe.title,
    cookName: recipe.cook_name,
    story,
    servings: recipe.servings,
    prepMinutes: recipe.prep_minutes,
    cookMinutes: recipe.cook_minutes,
    ingredients: parts.ingredients
      .filter((row) => row.recipe_id === recipe.id)
      .map((row) => ({
        quantity: row.quantity === null ? null : Number(row.quantity),
        quantity2: row.quantity2 === null ? null : Number(row.quantity2),
        unit: row.unit,
        item: row.item,
        note: row.note,
      })),
    steps: parts.steps.filter((row) => row.recipe_id === recipe.id).map((row) => row.text),
    tags: parts.tags.filter((row) => row.recipe_id === recipe.id).map((row) => row.name),
    photos: parts.photos
      .filter((row) => row.recipe_id === recipe.id)
      .map((row) => {
        const line = withheld('photo', row);
        return line
          ? { itemId: row.id, title: '', previewUrl: null, fileUrl: null, withheld: line }
          : {
              itemId: row.id,
              title: row.title,
              previewUrl: row.preview_key ? address(row.id, 'preview') : null,
              fileUrl: address(row.id, 'file'),
              withheld: null,
            };
      }),
    voice: voice ? presentVoice(voice, address, withheld('audio', voice)) : null,
  };
}

function presentVoice(voice: RecipeVoiceRow, address: MediaAddress, line: string | null): RecipeContent['voice'] {
  return line
    ? { itemId: voice.id, title: '', durationMs: null, fileUrl: null, withheld: line }
    : {
        itemId: voice.id,
        title: voice.title,
        durationMs: voice.duration_ms,
        fileUrl: address(voice.id, 'file'),
        withheld: null,
      };
}

export function presentRecipe(access: RecipeAccess, ownerName: string, content: RecipeContent): Recipe {
  return {
    ...content,
    id: access.recipe.id,
    cookIndividualId: access.recipe.cook_individual_id,
    ownerName,
    role: access.role,
    isSharedWithCircle: access.recipe.shared_with_circle === 1,
    createdAt: access.recipe.created_at,
    updatedAt: access.recipe.updated_at,
  };
}

export function presentSummary(
  access: RecipeAccess,
  ownerName: string,
  parts: RecipePartRows,
  voices: RecipeVoiceRow[],
  isServable: ShownMedia['isServable'],
): RecipeSummary {
  const { recipe } = access;
  const cover = parts.photos.find((row) => row.recipe_id === recipe.id && row.preview_key && isServable(row.id));
  return {
    id: recipe.id,
    title: recipe.title,
    cookName: recipe.cook_name,
    servings: recipe.servings,
    totalMinutes:
      recipe.prep_minutes === null && recipe.cook_minutes === null
        ? null
        : (recipe.prep_minutes ?? 0) + (recipe.cook_minutes ?? 0),
    tags: parts.tags.filter((row) => row.recipe_id === recipe.id).map((row) => row.name),
    ingredientCount: parts.ingredients.filter((row) => row.recipe_id === recipe.id).length,
    hasVoice: voices.some((row) => row.id === recipe.voice_item_id && isServable(row.id)),
    coverUrl: cover ? memberMediaAddress(recipe.id)(cover.id, 'preview') : null,
    ownerName,
    isSharedWithCircle: recipe.shared_with_circle === 1,
    role: access.role,
    updatedAt: recipe.updated_at,
  };
}

export function presentCookbook(cookbook: Selectable<RecipeCookbooksTable>): Cookbook {
  return {
    id: cookbook.id,
    title: cookbook.title,
    recipeCount: cookbook.recipe_count,
    status: cookbook.status,
    recipesDone: cookbook.recipes_done,
    error: cookbook.error,
    fileUrl: cookbook.status === 'done' ? `/api/recipe-cookbooks/${cookbook.id}/file` : null,
    createdAt: cookbook.created_at,
  };
}

/** A recipe's new share link as its owner sees it (the dashboard's shape, common/contracts/share-links.ts). */
export function presentRecipeLink(created: { link: ShareLinkRow; title: string; url: string }): CreatedShareLink {
  const { link } = created;
  return {
    id: link.id,
    url: created.url,
    target: {
      kind: 'recipe',
      id: link.target_id,
      title: created.title,
      sentTo: null,
      itemKind: null,
      previewUrl: null,
    },
    status: 'active',
    expiresAt: link.expires_at,
    hasPassphrase: false,
    allowDownload: false,
    viewCount: 0,
    lastViewedAt: null,
    createdAt: link.created_at,
    revokedAt: null,
  };
}
