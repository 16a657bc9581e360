/**
 * The family tree module's public surface (docs/decisions/006-family-tree-and-gedcom.md): the
 * `family-tree` plugin — trees, individuals, families and events, GEDCOM/GEDZIP import and export —
 * and its jobs `family-tree.import` and the hourly `family-tree.import-cleanup` of previews never
 * run. Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { JobDefinition } from '../../jobs/job-queue';
import { defineModule } from '../../plugins/feature-module';
import { createImportCleanupJob, deleteUnrunPreviews } from './family-tree-import-cleanup.jobs';
import { createTreeImportJob } from './family-tree-import.service';
import { registerTreeChartRoutes } from './family-tree.chart.routes';
import { registerFamilyTreeRoutes, type FamilyTreeRouteDependencies } from './family-tree.routes';
import {
  createAnimationJob,
  freePlanForEveryone,
  noLikenessWishes,
  type AnimationPlanLookup,
  type LikenessWishLookup,
} from './tree-animation.service';
import {
  createMemoryPromptsJob,
  queueMemoryPrompts,
  type MemoryPromptDependencies,
} from './tree-memory-prompts.service';
import { registerTreeVoicesRoutes } from './tree-voices.routes';

/** Every tree a user owns as GEDCOM 7.0 and GEDZIP, for "export everything" (the account-export module). */
export { exportOwnTrees, type TreeExport } from './family-tree-export.service';

export type FamilyTreeModuleOptions = FamilyTreeRouteDependencies & {
  /**
   * The plan a user is on, for animated ancestors' limits (docs/product/plans-and-pricing.md
   * "What each plan includes"); everyone free when absent.
   */
  animationPlanOf?: AnimationPlanLookup;
  /** A user's AI-likeness wish (the last-wishes module); nobody refuses when absent. */
  readLikenessWish?: LikenessWishLookup;
  /**
   * Memory prompts (docs/product/family-tree.md "Memory prompts"): the e-mails' product name and
   * links, and who may get them (mail/notification-consent.ts).
   */
  memoryPrompts: Omit<MemoryPromptDependencies, 'db' | 'clock'>;
};

export interface FamilyTreeModule {
  plugin: FastifyPluginAsync;
  /** `family-tree.import`: one previewed import into a new tree, all rows in one transaction. */
  importJob: JobDefinition<{ importId: string }>;
  /** `family-tree.import-cleanup`: hourly, deletes previews never run that are over a day old. */
  importCleanupJob: JobDefinition<Record<string, never>>;
  /** Deletes the previews never run that are over a day old now. @returns previews deleted */
  deleteUnrunPreviews: () => Promise<number>;
  /** `family-tree.animate`: one animated ancestor rendered by ffmpeg. */
  animationJob: JobDefinition<{ animationId: string }>;
  /** `family-tree.memory-prompts`: hourly, decides birthday and death-anniversary prompts. */
  memoryPromptsJob: JobDefinition<Record<string, never>>;
  /** Decides and queues today's memory prompts now. @returns e-mails decided */
  runMemoryPrompts: () => Promise<number>;
}

/** The family tree's plugin and import job over one set of dependencies. */
export function createFamilyTreeModule(options: FamilyTreeModuleOptions): FamilyTreeModule {
  const voices = {
    ...options,
    animationPlanOf: options.animationPlanOf ?? freePlanForEveryone,
    readLikenessWish: options.readLikenessWish ?? noLikenessWishes,
  };
  const prompts = { db: options.db, clock: options.clock, ...options.memoryPrompts };
  return {
    plugin: defineModule('family-tree', async (app) => {
      await registerFamilyTreeRoutes(app, options);
      await registerTreeChartRoutes(app, options);
      await registerTreeVoicesRoutes(app, voices);
    }),
    importJob: createTreeImportJob(options),
    importCleanupJob: createImportCleanupJob(options),
    deleteUnrunPreviews: () => deleteUnrunPreviews(options),
    animationJob: createAnimationJob(voices),
    memoryPromptsJob: createMemoryPromptsJob(prompts),
    runMemoryPrompts: () => queueMemoryPrompts(prompts),
  };
}
