/**
 * Family recipes without HTTP (docs/product/capsules-scrapbooks-recipes.md "Family recipes"):
 * write, read, list (search by title, ingredient or cook; a tag filter), replace and delete
 * recipes; make a share link of kind "recipe" and open it. Each call gets the recipe its route's
 * access gate authorised (policies/recipe.policy.ts); the photos and voice attached come from what
 * the writer may read in the vault (vault policy), the cook from a tree they may read. The story is
 * sealed with the owner's key (docs/decisions/003-vault-storage-encryption-and-uploads.md), like a
 * letter's body.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { RECIPE_MESSAGES, type RecipeContent, type recipeInputSchema } from '@heirloom/common/contracts/recipes';
import { SHARE_LINK_MESSAGES } from '@heirloom/common/contracts/share-links';
import { recipeJsonLd } from '@heirloom/common/utils/recipe-json-ld';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findReadableIndividual } from '../../policies/family-tree.policy';
import { listRecipeAccess, type RecipeAccess, type RecipeRow } from '../../policies/recipe.policy';
import { newShareLink, recordShareLinkView, type ShareLinkRow } from '../../policies/share-link.policy';
import { isServableItem, servableInContainers, servableVaultItems } from '../../policies/servable-items.policy';
import type { TextSealer } from '../../storage/sealed-text';
import {
  memberMediaAddress,
  presentContent,
  presentRecipe,
  presentSummary,
  sharedMediaAddress,
  type MediaAddress,
} from './recipes.presenter';
import * as repository from './recipes.repository';

export interface RecipesDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** Seals and opens the story with the owner's key. */
  sealer: TextSealer;
  /** HMAC key of share-link tokens (LINK_SECRET). */
  linkSecret: Uint8Array;
  publicUrl: string;
}

type RecipeInput = z.output<typeof recipeInputSchema>;
/** A working link, with its owner's name (the share-link-token gate's grant). */
type SharedLink = ShareLinkRow & { owner_name: string };

/** The address a recipe's share link gives out. */
export const recipeLinkUrl = (deps: Pick<RecipesDependencies, 'publicUrl'>, token: string) =>
  `${deps.publicUrl}/shared/${token}`;

/** What a recipe links to already: kept on a co-editor's change even when out of their own reach. */
interface Attached {
  cookIndividualId: string | null;
  itemIds: string[];
}

/**
 * Checks what a recipe links to: the cook in a tree `userId` may read, photos and a recording of
 * the vault they may read (or already attached to the recipe).
 * @throws AppError 'not_found' naming the first thing out of reach
 */
async function checkLinks(
  deps: RecipesDependencies,
  userId: string,
  input: RecipeInput,
  attached: Attached = { cookIndividualId: null, itemIds: [] },
) {
  if (input.cookIndividualId && input.cookIndividualId !== attached.cookIndividualId) {
    const { isReadable } = await findReadableIndividual(deps.db, userId, input.cookIndividualId);
    if (!isReadable) throw new AppError('not_found', RECIPE_MESSAGES.cookNotFound);
  }
  const photoIds = [...new Set(input.photoItemIds)];
  const newPhotoIds = photoIds.filter((id) => !attached.itemIds.includes(id));
  const photos = await repository.findReadableItems(deps.db, userId, newPhotoIds, 'photo');
  if (photos.length !== newPhotoIds.length) throw new AppError('not_found', RECIPE_MESSAGES.photoNotFound);
  if (input.voiceItemId && !attached.itemIds.includes(input.voiceItemId)) {
    const voices = await repository.findReadableItems(deps.db, userId, [input.voiceItemId], 'audio');
    if (voices.length === 0) throw new AppError('not_found', RECIPE_MESSAGES.voiceNotFound);
  }
  return { ...input, photoItemIds: photoIds };
}

/**
 * What the recipe says, its story opened, with its media at `address` — those its reader
 * (`readerId`, null for a share link's visitor) is served now; the others as the line saying why.
 */
async function contentOf(
  deps: Pick<RecipesDependencies, 'db' | 'sealer'>,
  recipe: RecipeRow,
  address: MediaAddress,
  readerId: string | null,
) {
  const [parts, voices, story] = await Promise.all([
    repository.listParts(deps.db, [recipe.id]),
    repository.listVoices(deps.db, recipe.voice_item_id ? [recipe.voice_item_id] : []),
    deps.sealer.open(recipe.owner_id, recipe.story_sealed),
  ]);
  const servable = await servableVaultItems(deps.db, { userId: readerId, containerOwnerId: recipe.owner_id }, [
    ...parts.photos.map((photo) => photo.id),
    ...voices.map((voice) => voice.id),
  ]);
  const shown = { isServable: (itemId: string) => servable.has(itemId), reader: readerId ? 'member' : 'link' } as const;
  return presentContent(recipe, story, parts, voices, address, shown);
}

/**
 * A recipe as "export everything" takes it (docs/product/accounts-and-sessions.md "Export
 * everything").
 */
export interface ExportedRecipe {
  id: string;
  createdAt: string;
  updatedAt: string;
  /** Its words, story opened; photo and voice addresses as `address` gave them. */
  content: RecipeContent;
}

/**
 * Every recipe `ownerId` owns, oldest first, with its media at `address` (the archive's paths).
 * Only the account's own export calls it, for its owner: no policy check beyond ownership.
 */
export async function exportOwnedRecipes(
  deps: Pick<RecipesDependencies, 'db' | 'sealer'>,
  ownerId: string,
  address: MediaAddress,
): Promise<ExportedRecipe[]> {
  const recipes = await repository.listOwnedRecipes(deps.db, ownerId);
  const exported: ExportedRecipe[] = [];
  for (const recipe of recipes) {
    exported.push({
      id: recipe.id,
      createdAt: recipe.created_at,
      updatedAt: recipe.updated_at,
      content: await contentOf(deps, recipe, address, ownerId),
    });
  }
  return exported;
}

/** The recipe as the caller (`readerId`) sees it. */
async function readAs(deps: RecipesDependencies, access: RecipeAccess, readerId: string) {
  const [owner] = await repository.findUserNames(deps.db, [access.recipe.owner_id]);
  const content = await contentOf(deps, access.recipe, memberMediaAddress(access.recipe.id), readerId);
  return presentRecipe(access, owner?.username ?? '', content);
}

/** The owner of recipe `recipeId` among `accesses`. */
const ownerOf = (accesses: RecipeAccess[], recipeId: string) =>
  accesses.find((access) => access.recipe.id === recipeId)!.recipe.owner_id;

/** The columns a recipe's input sets. */
async function columnsOf(deps: RecipesDependencies, ownerId: string, input: RecipeInput) {
  return {
    title: input.title,
    cook_name: input.cookName,
    cook_individual_id: input.cookIndividualId,
    story_sealed: await deps.sealer.seal(ownerId, input.story),
    servings: input.servings,
    prep_minutes: input.prepMinutes,
    cook_minutes: input.cookMinutes,
    voice_item_id: input.voiceItemId,
  };
}

/**
 * The recipes `userId` may read, most recently changed first, narrowed by `search` (words of the
 * title, an ingredient or the cook's name; a tag).
 */
export async function listRecipes(deps: RecipesDependencies, userId: string, search: { q?: string; tag?: string }) {
  const isSearch = Boolean(search.q || search.tag);
  const accesses = await listRecipeAccess(
    deps.db,
    userId,
    isSearch ? repository.matchingRecipeIds(deps.db, search.q, search.tag) : undefined,
  );
  const ids = accesses.map((access) => access.recipe.id);
  const voiceIds = accesses.flatMap((access) => (access.recipe.voice_item_id ? [access.recipe.voice_item_id] : []));
  const [parts, voices, owners] = await Promise.all([
    repository.listParts(deps.db, ids),
    repository.listVoices(deps.db, voiceIds),
    repository.findUserNames(deps.db, [...new Set(accesses.map((access) => access.recipe.owner_id))]),
  ]);
  const isServable = await servableInContainers(deps.db, userId, [
    ...parts.photos.map((photo) => ({ containerOwnerId: ownerOf(accesses, photo.recipe_id), itemId: photo.id })),
    ...accesses.flatMap(({ recipe }) =>
      recipe.voice_item_id ? [{ containerOwnerId: recipe.owner_id, itemId: recipe.voice_item_id }] : [],
    ),
  ]);
  return accesses.map((access) =>
    presentSummary(
      access,
      owners.find((owner) => owner.id === access.recipe.owner_id)?.username ?? '',
      parts,
      voices,
      (itemId) => isServable(access.recipe.owner_id, itemId),
    ),
  );
}

/**
 * Writes a new recipe owned by `ownerId`, its lines and attachments in one transaction.
 * @throws AppError 'not_found' for a cook, photo or recording out of the writer's reach
 */
export async function createRecipe(deps: RecipesDependencies, ownerId: string, raw: RecipeInput) {
  const input = await checkLinks(deps, ownerId, raw);
  const now = deps.clock.now().toISOString();
  const recipe: RecipeRow = {
    id: randomUUID(),
    owner_id: ownerId,
    ...(await columnsOf(deps, ownerId, input)),
    shared_with_circle: 0, // the owner's alone until they share it
    created_at: now,
    updated_at: now,
  };
  await deps.db.transaction().execute(async (trx) => {
    await repository.insertRecipe(trx, recipe);
    await repository.writeParts(trx, recipe.id, input);
  });
  return readAs(deps, { recipe, role: 'owner' }, ownerId);
}

/** The recipe `access` grants `userId`. */
export async function readRecipe(deps: RecipesDependencies, access: RecipeAccess, userId: string) {
  return readAs(deps, access, userId);
}

/**
 * Replaces the recipe with `input` (owner and editors); the story stays sealed to the owner's key.
 * @throws AppError 'not_found' (a cook, photo or recording out of the writer's reach)
 */
export async function replaceRecipe(deps: RecipesDependencies, access: RecipeAccess, userId: string, raw: RecipeInput) {
  const { id } = access.recipe;
  const { photos } = await repository.listParts(deps.db, [id]);
  const input = await checkLinks(deps, userId, raw, {
    cookIndividualId: access.recipe.cook_individual_id,
    itemIds: [
      ...photos.map((photo) => photo.id),
      ...(access.recipe.voice_item_id ? [access.recipe.voice_item_id] : []),
    ],
  });
  const columns = {
    ...(await columnsOf(deps, access.recipe.owner_id, input)),
    updated_at: deps.clock.now().toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    await repository.updateRecipe(trx, id, columns);
    await repository.writeParts(trx, id, input);
  });
  return readAs(deps, { ...access, recipe: { ...access.recipe, ...columns } }, userId);
}

/** Shares the owner's recipe with their family circle or makes it theirs alone again (docs/decisions/005). */
export async function setRecipeSharing(
  deps: RecipesDependencies,
  access: RecipeAccess,
  userId: string,
  isShared: boolean,
) {
  const columns = { shared_with_circle: isShared ? 1 : 0 };
  await repository.updateRecipe(deps.db, access.recipe.id, columns);
  return readAs(deps, { ...access, recipe: { ...access.recipe, ...columns } }, userId);
}

/** Deletes a recipe (its photos and voice stay in the vault). */
export async function deleteRecipe(deps: RecipesDependencies, access: RecipeAccess) {
  await repository.deleteRecipe(deps.db, access.recipe.id);
}

/**
 * A photo or the voice of a recipe the caller may read, while its owner's sharing reaches them
 * (docs/decisions/015).
 * @throws AppError 'not_found' (not one of the recipe's, or withheld)
 */
export async function findMemberMedia(deps: RecipesDependencies, access: RecipeAccess, userId: string, itemId: string) {
  return findServedMedia(deps, { userId, containerOwnerId: access.recipe.owner_id }, access.recipe.id, itemId);
}

/** A photo or the voice of recipe `recipeId` that `reader` may be served. @throws AppError 'not_found' */
async function findServedMedia(
  deps: RecipesDependencies,
  reader: { userId: string | null; containerOwnerId: string },
  recipeId: string,
  itemId: string,
) {
  const media = await repository.findRecipeMedia(deps.db, recipeId, itemId);
  if (!media) throw new AppError('not_found', RECIPE_MESSAGES.mediaNotFound);
  if (!(await isServableItem(deps.db, reader, media.vault_item_id)))
    throw new AppError('not_found', RECIPE_MESSAGES.mediaNotFound);
  return media;
}

/**
 * Makes a share link to the owner's recipe for people without an account (listed and revocable on
 * /sharing). @returns the link's row and address
 */
export async function shareRecipe(deps: RecipesDependencies, access: RecipeAccess) {
  const { row, token } = newShareLink(deps.linkSecret, {
    id: randomUUID(),
    ownerId: access.recipe.owner_id,
    kind: 'recipe',
    targetId: access.recipe.id,
    at: deps.clock.now().toISOString(),
  });
  await repository.insertShareLinks(deps.db, [row]);
  return { link: row, title: access.recipe.title, url: recipeLinkUrl(deps, token) };
}

/**
 * The recipe a working link opens (the share-link-token gate checked that it works).
 * @throws AppError 'not_found' for a link of another kind, 'gone' for a deleted recipe
 */
async function recipeOfLink(deps: RecipesDependencies, link: ShareLinkRow) {
  if (link.target_kind !== 'recipe') throw new AppError('not_found', SHARE_LINK_MESSAGES.unavailable);
  const [recipe] = await repository.findRecipes(deps.db, [link.target_id]);
  if (!recipe) throw new AppError('gone', SHARE_LINK_MESSAGES.unavailable);
  return recipe;
}

/**
 * The shared recipe a working link (behind `token`) opens, with its schema.org Recipe JSON-LD,
 * counting one view.
 * @throws AppError 'not_found' / 'gone' (recipeOfLink)
 */
export async function openSharedRecipe(deps: RecipesDependencies, link: SharedLink, token: string) {
  const recipe = await recipeOfLink(deps, link);
  const content = await contentOf(deps, recipe, sharedMediaAddress(token), null);
  await recordShareLinkView(deps.db, link.id, deps.clock.now().toISOString());
  const jsonLd = recipeJsonLd(content, recipeLinkUrl(deps, token), (path) => `${deps.publicUrl}${path}`);
  return { ...content, ownerName: link.owner_name, jsonLd };
}

/** A photo or the voice of the recipe a working link opens. @throws AppError 'not_found' / 'gone' */
export async function findSharedMedia(deps: RecipesDependencies, link: ShareLinkRow, itemId: string) {
  const recipe = await recipeOfLink(deps, link);
  return findServedMedia(deps, { userId: null, containerOwnerId: recipe.owner_id }, recipe.id, itemId);
}
