/**
 * The admin module's public surface (ARCHITECTURE.md "Modules"): the `admin` plugin — the admin
 * panel's calls under /api/admin (docs/product/api-conventions.md "Admin calls"), every one for
 * administrators only.
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { registerAdminRoutes } from './admin.routes';
import type { AdminDependencies } from './admin.service';

/** The database connection, clock, settings store, blob store, log, DATABASE_URL and DATA_DIR. */
export type AdminModuleOptions = AdminDependencies;

/** Writes one administrator action to `admin_audit`, for modules with admin routes of their own (reviews). */
export { insertAudit as recordAdminAction } from './admin.repository';

export const adminModule = defineModule<AdminModuleOptions>('admin', (app, options) =>
  registerAdminRoutes(app, options),
);
