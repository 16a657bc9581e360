/**
 * Family cookbooks without HTTP (issue 12 item 5): queue a PDF of chosen recipes (the row and its
 * `recipe.cookbook` job in one transaction, every recipe authorized for reading first), and read its
 * progress and its file. The cookbook is its requester's alone (recipe.policy `authorizeCookbook`).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { RECIPE_MESSAGES, type cookbookInputSchema } from '@heirloom/common/contracts/recipes';
import { AppError } from '../../lib/app-error';
import { insertJobs } from '../../jobs/jobs.repository';
import { jobOf } from '../../jobs/job-queue';
import { authorizeCookbook, authorizeRecipeRead } from '../../policies/recipe.policy';
import { presentCookbook } from './recipes.presenter';
import * as repository from './recipes.repository';
import type { RecipesDependencies } from './recipes.service';

/** The type of the job that renders one cookbook (cookbook.jobs.ts); its id is `recipe.cookbook:<cookbookId>`. */
export const COOKBOOK_JOB_TYPE = 'recipe.cookbook';

/**
 * Queues a cookbook of `input.recipeIds` (in that order) for `userId`.
 * @returns the cookbook, queued
 * @throws AppError 'not_found' for a recipe the caller may not read
 */
export async function requestCookbook(
  deps: Pick<RecipesDependencies, 'db' | 'clock'>,
  userId: string,
  input: z.output<typeof cookbookInputSchema>,
) {
  for (const id of input.recipeIds) await authorizeRecipeRead(deps.db, userId, id, RECIPE_MESSAGES.recipeNotFound);
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

/** A cookbook's progress. @throws AppError 'not_found' unless the caller requested it */
export const readCookbook = async (deps: Pick<RecipesDependencies, 'db'>, userId: string, id: string) =>
  presentCookbook(await authorizeCookbook(deps.db, userId, id, RECIPE_MESSAGES.cookbookNotFound));

/**
 * A finished cookbook's row (its PDF is encrypted to the requester's key).
 * @throws AppError 'not_found' (policy), 'conflict' while it is not done
 */
export async function readCookbookFile(deps: Pick<RecipesDependencies, 'db'>, userId: string, id: string) {
  const cookbook = await authorizeCookbook(deps.db, userId, id, RECIPE_MESSAGES.cookbookNotFound);
  if (cookbook.status !== 'done' || cookbook.pdf_bytes === null)
    throw new AppError('conflict', RECIPE_MESSAGES.cookbookNotReady);
  return cookbook;
}
