/**
 * The account-export module's public surface (ARCHITECTURE.md "Modules"): the
 * `account-export` plugin — "export everything" on /settings — and its jobs, `account-export.build`
 * (one archive) and the hourly `account-export.maintenance` (deletes expired archives). The family
 * tree, recipes and last wishes come in as functions of those modules (server/src/composition composes them).
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { JobDefinition } from '../../jobs/job-queue';
import { defineModule } from '../../plugins/feature-module';
import { createExportBuildJob, createExportMaintenanceJob, deleteExpiredExports } from './account-export.jobs';
import { registerAccountExportRoutes } from './account-export.routes';
import type { AccountExportDependencies } from './account-export.service';

/** The database, clock, storage, keys, e-mail settings, and the family tree, recipes and last-wishes readers. */
export type AccountExportModuleOptions = AccountExportDependencies;

export interface AccountExportModule {
  plugin: FastifyPluginAsync;
  /** `account-export.build`: builds one export's ZIP and e-mails its owner. */
  buildJob: JobDefinition<{ exportId: string }>;
  /** `account-export.maintenance`: hourly, deletes the archives whose download time ended. */
  maintenanceJob: JobDefinition<Record<string, never>>;
  /** Deletes expired archives now. @returns how many */
  deleteExpiredExports: () => Promise<number>;
}

/** The export plugin and jobs over one set of dependencies. */
export function createAccountExportModule(options: AccountExportModuleOptions): AccountExportModule {
  return {
    plugin: defineModule('account-export', (app) => registerAccountExportRoutes(app, options)),
    buildJob: createExportBuildJob(options),
    maintenanceJob: createExportMaintenanceJob(options),
    deleteExpiredExports: () => deleteExpiredExports(options),
  };
}
