/**
 * Boot: read the configuration, build the app (on APP_NOW's movable clock when it is set), say
 * which Debian tools are missing and what that disables, listen, and shut down gracefully on
 * SIGTERM/SIGINT (finish in-flight requests, then close the database).
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { createOffsetClock } from './lib/clock';
import { listenForClockMoves } from './lib/clock-moves';
import { describeMissingTool, findMissingTools } from './lib/system-tools';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // APP_NOW (refused in production) starts the clock there; a parent process may move it on.
  const startAt = config.appNow;
  const clock = startAt ? createOffsetClock(startAt) : undefined;
  const app = await buildApp(config, { clock });
  if (startAt && clock) {
    app.log.warn(`Server clock starts at APP_NOW=${startAt.toISOString()}`);
    if (listenForClockMoves(clock)) app.log.info('Server clock moves on when the parent process asks');
  }
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
