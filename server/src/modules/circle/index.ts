/**
 * The circle module's public surface (ARCHITECTURE.md "Modules"): the `circle` plugin — a family
 * circle's invitations, members, roles and audit log (docs/product/roles-and-access.md "Family
 * circle").
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { registerCircleRoutes } from './circle.routes';
import type { CircleDependencies } from './circle.service';

/** The database, the clock and the invitation e-mails' settings. */
export type CircleModuleOptions = CircleDependencies;

export const circleModule = defineModule<CircleModuleOptions>('circle', (app, options) =>
  registerCircleRoutes(app, options),
);
