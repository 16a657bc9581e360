/**
 * Boot: read the configuration, build the app, say which Debian tools are missing and what that
 * disables, listen, and shut down gracefully on SIGTERM/SIGINT (finish in-flight requests, then
 * close the database).
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { describeMissingTool, findMissingTools } from './lib/system-tools';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const app = await buildApp(config);
  if (config.appNow) app.log.warn(`Server clock starts at APP_NOW=${config.appNow.toISOString()}`);
  app.log.info(config.databaseUrl ? 'Database: PostgreSQL' : `Database: SQLite in ${config.dataDir}`);
  // Each Debian tool this machine lacks and what it disables, said at start rather than when a
  // recording fails later (README.md lists the tools).
  for (const tool of await findMissingTools()) app.log.warn(describeMissingTool(tool));

  let isClosing = false;
  const close = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('SIGINT', () => close('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.productName} is ready at ${config.publicUrl}`);
}

void main();
