/**
 * The family recipes module's public surface (docs/product/capsules-scrapbooks-recipes.md "Family
 * recipes"; ARCHITECTURE.md "Modules"): `createRecipesModule` returns the plugin (the recipes' and
 * cookbooks' routes) and the `recipe.cookbook` job for the job list (composition/app-jobs.ts). Nothing else of
 * this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { createTextSealer } from '../../storage/sealed-text';
import { createCookbookJob, type CookbookJobDependencies } from './cookbook.jobs';
import { registerCookbookRoutes } from './cookbook.routes';
import type { MediaAddress } from './recipes.presenter';
import { registerRecipeRoutes } from './recipes.routes';
import { exportOwnedRecipes } from './recipes.service';

/** The database, clock, keyring, blob store, the product's name, and what share links need. */
export type RecipesModuleOptions = Omit<CookbookJobDependencies, 'sealer'>;

/**
 * @returns `plugin` to register, `cookbookJob` (type "recipe.cookbook", one per cookbook) for a lane,
 *   and `exportOwnedRecipes(ownerId, address)` for "export everything" (media at `address`)
 */
export function createRecipesModule(options: RecipesModuleOptions) {
  const deps = { ...options, sealer: createTextSealer(options.keyring) };
  return {
    plugin: defineModule('recipes', async (app) => {
      await registerRecipeRoutes(app, deps);
      await registerCookbookRoutes(app, deps);
    }),
    cookbookJob: createCookbookJob(deps),
    exportOwnedRecipes: (ownerId: string, address: MediaAddress) => exportOwnedRecipes(deps, ownerId, address),
  };
}
