/** Time as the services see it; tests pass a clock they can move. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that starts at `start` and runs on with real time: an end-to-end test's server at a chosen time of day
 * (CLOCK_START, refused in production), so "before noon" holds whenever the test runs.
 */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
}
