import { defineConfig } from 'vitest/config';

// End-to-end: each file starts the built server on a free port with its own DATA_DIR, a copy of the run's
// seeded one, and drives the run's one Chromium in contexts of its own (support/global-setup.ts).
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['support/global-setup.ts'],
    pool: 'forks',
    // Two cores: one server + one browser at a time is what the machine can carry well.
    fileParallelism: false,
    testTimeout: 90_000,
    // One retry: CI shares two cores between the server, Chromium and the runner, and a test occasionally
    // misses a 30 s wait under that load. Each test creates its own user, so a retry starts clean.
    retry: 1,
    hookTimeout: 120_000,
  },
});
