/**
 * The family tree module's public surface (issue 10; docs/decisions/006): the `family-tree`
 * plugin — trees, individuals, families and events, GEDCOM/GEDZIP import and export — and its job
 * `family-tree.import`. Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { JobDefinition } from '../../jobs/job-queue';
import { defineModule } from '../../plugins/feature-module';
import { createTreeImportJob } from './family-tree-import.service';
import { registerFamilyTreeRoutes, type FamilyTreeRouteDependencies } from './family-tree.routes';

export type FamilyTreeModuleOptions = FamilyTreeRouteDependencies;

export interface FamilyTreeModule {
  plugin: FastifyPluginAsync;
  /** `family-tree.import`: one previewed import into a new tree, all rows in one transaction. */
  importJob: JobDefinition<{ importId: string }>;
}

/** The family tree's plugin and import job over one set of dependencies. */
export function createFamilyTreeModule(options: FamilyTreeModuleOptions): FamilyTreeModule {
  return {
    plugin: defineModule('family-tree', (app) => registerFamilyTreeRoutes(app, options)),
    importJob: createTreeImportJob(options),
  };
}
