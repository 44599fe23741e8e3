/**
 * Runs `task` every `intervalMs`, never two runs at once, until the returned stop function is called; the
 * timer never keeps the process alive. Stopping waits for a run in progress, so the database can close after.
 */
export function runPeriodically(
  task: () => Promise<unknown>,
  options: { intervalMs: number; runAtStart?: boolean; onError: (err: unknown) => void },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = task()
      .then(() => undefined, options.onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  if (options.runAtStart) run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
