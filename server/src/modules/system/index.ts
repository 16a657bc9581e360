/**
 * The system module's public surface (ARCHITECTURE.md "Modules"): the `system` plugin — what this
 * server's machine can do, and whether this instance is ready to serve (the health checks).
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import type { Kysely } from 'kysely';
import type { MissingTool } from '@heirloom/common/contracts/system-capabilities';
import type { Database } from '../../db/tables';
import { defineModule } from '../../plugins/feature-module';
import type { BlobStore } from '../../storage/blob-store';
import { registerSystemRoutes } from './system.routes';

export interface SystemModuleOptions {
  /** The tools this machine lacks, found once at start-up (lib/system-tools.ts findMissingTools). */
  missingTools: MissingTool[];
  /** The database and the file store, which readiness checks. */
  db: Kysely<Database>;
  blobStore: BlobStore;
}

export const systemModule = defineModule<SystemModuleOptions>('system', (app, options) =>
  registerSystemRoutes(app, options),
);
