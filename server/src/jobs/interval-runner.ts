/**
 * Runs an async task now and then every `intervalMs`, never two at once, until stopped. Errors are
 * logged and the next run goes on (a failed tick must not stop deliveries for good).
 */
export interface IntervalRunner {
  /** Stops scheduling runs and waits for the one in progress. */
  stop(): Promise<void>;
}

export function startIntervalRunner(
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
  log: { error: (object: unknown, message: string) => void },
): IntervalRunner {
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = task()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${name} failed; trying again in ${intervalMs} ms`),
      )
      .finally(() => {
        if (!isStopped) timer = setTimeout(run, intervalMs);
      });
  };
  run();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
