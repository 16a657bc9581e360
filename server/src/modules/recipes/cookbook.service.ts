/**
 * Family cookbooks without HTTP (docs/product/capsules-scrapbooks-recipes.md "Family recipes"):
 * queue a PDF of chosen recipes (the row and its `recipe.cookbook` job in one transaction, every
 * recipe authorized for reading first), and read its progress and its file. The cookbook is its
 * requester's alone (the recipe-cookbook gate, recipe.policy).
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { RECIPE_MESSAGES, type cookbookInputSchema } from '@heirloom/common/contracts/recipes';
import type { RecipeCookbooksTable } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { insertJobs } from '../../jobs/jobs.repository';
import { jobOf } from '../../jobs/job-queue';
import { presentCookbook } from './recipes.presenter';
import * as repository from './recipes.repository';
import type { RecipesDependencies } from './recipes.service';

/** The type of the job that renders one cookbook (cookbook.jobs.ts); its id is `recipe.cookbook:<cookbookId>`. */
export const COOKBOOK_JOB_TYPE = 'recipe.cookbook';

type CookbookRow = Selectable<RecipeCookbooksTable>;

/**
 * Queues a cookbook of `input.recipeIds` (in that order; the recipe.print gate authorised reading
 * each) for `userId`.
 * @returns the cookbook, queued
 */
export async function requestCookbook(
  deps: Pick<RecipesDependencies, 'db' | 'clock'>,
  userId: string,
  input: z.output<typeof cookbookInputSchema>,
) {
  const now = deps.clock.now().toISOString();
  const cookbook = {
    id: randomUUID(),
    requested_by: userId,
    title: input.title,
    page_size: input.pageSize,
    with_bleed: input.withBleed ? 1 : 0,
    recipe_ids: JSON.stringify(input.recipeIds),
    recipe_count: input.recipeIds.length,
    status: 'queued' as const,
    recipes_done: 0,
    error: null,
    pdf_bytes: null,
    created_at: now,
    finished_at: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await repository.insertCookbook(trx, cookbook);
    await insertJobs(trx, [jobOf({ type: COOKBOOK_JOB_TYPE }, cookbook.id, { cookbookId: cookbook.id }, now)], now);
  });
  return presentCookbook(cookbook);
}

/**
 * A finished cookbook (its PDF is encrypted to the requester's key).
 * @throws AppError 'conflict' while it is not done
 */
export function readyCookbook(cookbook: CookbookRow) {
  if (cookbook.status !== 'done' || cookbook.pdf_bytes === null)
    throw new AppError('conflict', RECIPE_MESSAGES.cookbookNotReady);
  return cookbook;
}
