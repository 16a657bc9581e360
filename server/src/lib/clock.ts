/**
 * The source of "now" for all domain code, so tests and demos can move time (APP_NOW): nothing
 * else reads Date.now().
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that can be moved to another instant while the server runs (APP_NOW only). */
export interface MovableClock extends Clock {
  /** Makes the clock read `instant` now and run on in real time from there. */
  moveTo(instant: Date): void;
}

/**
 * A clock that starts at `startAt` when created and runs on in real time from there
 * (config APP_NOW: tests and demos move the server into the future); `moveTo` moves it again.
 * @param startAt the instant the clock reads at creation
 * @param realClock the clock whose elapsed time is added (the machine's by default)
 */
export function createOffsetClock(startAt: Date, realClock: Clock = systemClock): MovableClock {
  let offsetMs = startAt.getTime() - realClock.now().getTime();
  return {
    now: () => new Date(realClock.now().getTime() + offsetMs),
    moveTo: (instant) => {
      offsetMs = instant.getTime() - realClock.now().getTime();
    },
  };
}
