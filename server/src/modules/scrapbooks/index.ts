/**
 * The scrapbooks module's public surface (docs/product/capsules-scrapbooks-recipes.md "Scrapbooks"
 * and "Printing"; ARCHITECTURE.md "Modules"): `createScrapbooksModule` returns the plugin (its
 * routes) and the `scrapbook.print` job for the job list (composition/app-jobs.ts); `renderScrapbookPdf` is the
 * renderer the bench measures; `exportOwnScrapbooks` gives "Export everything" the user's scrapbooks as PDFs. Nothing else of this folder may be imported from outside it (ESLint
 * zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { createPrintJob, type PrintJobDependencies } from './scrapbooks.jobs';
import { registerScrapbookRoutes } from './scrapbooks.routes';

export { renderScrapbookPdf, type PrintableScrapbook } from './scrapbook.pdf';
export { exportOwnScrapbooks, type ExportedScrapbook } from './scrapbooks.export';

/** The database, clock, plan lookup, keyring, blob store, and what the QR codes' share links need. */
export type ScrapbooksModuleOptions = PrintJobDependencies;

/** @returns `plugin` to register and `printJob` (type "scrapbook.print", one per print) for a lane of its own */
export function createScrapbooksModule(options: ScrapbooksModuleOptions) {
  return {
    plugin: defineModule('scrapbooks', (app) => registerScrapbookRoutes(app, options)),
    printJob: createPrintJob(options),
  };
}
