import { defineConfig } from 'vitest/config';

// End-to-end: each file starts the built server on a free port with its own DATA_DIR, a copy of the run's
// seeded one, and drives the run's one Chromium in contexts of its own (support/global-setup.ts).
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['support/global-setup.ts'],
    pool: 'forks',
    // Two files at a time, each with its own server: a test spends most of its time waiting for the page, the
    // server or the browser (measured alone: 372 s one file at a time, 287 s two). Three were slower in CI, beside
    // the other suites: 545 s against 531 s, and the PostgreSQL suite 542 s against 384 s.
    maxWorkers: 2,
    // The files share their worker's loaded modules (playwright, the support files) instead of loading them again
    // each: a tenth less CPU over four files, measured (95 s → 85 s). Each file still starts its own server on its
    // own data folder and opens its own browser contexts; no support module keeps state but the axe script's text.
    isolate: false,
    // Wide: on a slow machine, beside the other suites, a test that takes 25 s alone took more than 90.
    testTimeout: 180_000,
    // A poll waits as long as a locator does (30 s), not vitest's 1 s: on a loaded CI machine a list may take
    // several seconds to show what the server already answered, and a poll that gives up first fails a test
    // whose page was right.
    expect: { poll: { timeout: 30_000 } },
    // One retry: CI shares two cores between the server, Chromium and the runner, and a test occasionally
    // misses a 30 s wait under that load. Each test creates its own user, so a retry starts clean.
    retry: 1,
    hookTimeout: 120_000,
  },
});
