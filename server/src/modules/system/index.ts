/**
 * The system module's public surface (ARCHITECTURE.md "Modules"): the `system` plugin — what this
 * server's machine can do (issue 15, "A fresh machine").
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import type { MissingTool } from '@heirloom/common/contracts/system-capabilities';
import { defineModule } from '../../plugins/feature-module';
import { registerSystemRoutes } from './system.routes';

export interface SystemModuleOptions {
  /** The tools this machine lacks, found once at start-up (lib/system-tools.ts findMissingTools). */
  missingTools: MissingTool[];
}

export const systemModule = defineModule<SystemModuleOptions>('system', (app, options) =>
  registerSystemRoutes(app, options),
);
