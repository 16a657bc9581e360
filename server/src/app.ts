/**
 * buildApp(config): the whole server as a Fastify instance, reused by main.ts and by the tests
 * (`app.inject()`). Opens and migrates the database unless one is handed in. The composition
 * (ARCHITECTURE.md "Modules") reads top to bottom: the app's context, the request pipeline, the
 * feature modules, the job lanes, the public site; each step is a file of server/src/composition.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createAppContext, type AppOverrides } from './composition/app-context';
import { JOB_LANES, listAppJobs } from './composition/app-jobs';
import { registerFeatureModules } from './composition/feature-modules';
import { createHttpServer, registerRequestPipeline } from './composition/http-server';
import { registerPublicSite } from './composition/public-site';
import type { Config } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import type { IntervalRunner } from './jobs/interval-runner';
import { ensureRecurringJobs, startJobLanes } from './jobs/job-lanes';
import { createJobRegistry } from './jobs/job-registry';
import { setPasswordHashingCost } from './lib/password';

export type { AppOverrides } from './composition/app-context';

/** This file's folder: server/src, or server/dist in the bundle (build.mjs); both sit one level below server/. */
const CODE_DIR = path.dirname(fileURLToPath(import.meta.url));
/** Files the app ships: the built web app and the demo family's photos and voices (server/assets). */
const SHIPPED_FOLDERS = {
  webRoot: path.resolve(CODE_DIR, '../../web/dist'),
  demoAssets: path.resolve(CODE_DIR, '../assets/demo-family'),
};

/** Builds the server. The returned app owns the database and closes it on app.close(). */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  setPasswordHashingCost(config.passwordHashing);
  const connection = overrides.connection ?? openDatabase(config);
  await migrateToLatest(connection);
  const app = createHttpServer(config);
  app.addHook('onClose', async () => connection.db.destroy());
  const context = await createAppContext(config, connection, app.log, SHIPPED_FOLDERS, overrides);

  await registerRequestPipeline(app, context);
  const { modules, hooks } = await registerFeatureModules(app, context);

  const jobs = createJobRegistry(context.queue, JOB_LANES, listAppJobs(context, modules, hooks));
  app.decorate('jobs', jobs.steps);
  const runners: IntervalRunner[] = [];
  if (config.isJobsEnabled) {
    app.addHook('onReady', async () => {
      await ensureRecurringJobs(context.queue, jobs.lanes);
      runners.push(...startJobLanes(context.queue, jobs.lanes, config.jobsIntervalMs));
    });
  }
  // Runs before the database closes (hooks run in order): no tick is cut off mid-transaction.
  app.addHook('preClose', async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    context.mailer.close();
  });

  await registerPublicSite(app, context, hooks);
  return app;
}
