/**
 * Runs an async task now and then every `intervalMs`, never two at once, until stopped. Errors are
 * logged and the next run goes on (a failed tick must not stop deliveries for good). The task gets
 * an AbortSignal that `stop` aborts, so long work can end at a safe point instead of holding up
 * the shutdown.
 */
export interface IntervalRunner {
  /** Stops scheduling runs, aborts the running task's signal and waits for it to end. */
  stop(): Promise<void>;
}

export function startIntervalRunner(
  name: string,
  intervalMs: number,
  task: (signal: AbortSignal) => Promise<unknown>,
  log: { error: (object: unknown, message: string) => void },
): IntervalRunner {
  let isStopped = false;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = task(stopping.signal)
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
      stopping.abort();
      await running;
    },
  };
}
