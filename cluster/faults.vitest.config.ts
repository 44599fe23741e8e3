import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the fault drill (cluster/faults.test.ts). Three copies of the shop behind HAProxy (or the
// round-robin proxy where it is not installed), on a PostgreSQL, a Redis and an S3 server the drill starts and stops
// itself, with an SMTP server. Its phases follow each other: one file, run alone.
export default defineConfig({
  test: {
    include: ['cluster/faults.test.ts'],
    setupFiles: ['test-setup/fail-on-console-error.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 300_000,
  },
});
