import { configDefaults, defineConfig } from 'vitest/config';

// `npm test`: unit tests and API tests on an embedded database. The e2e suite has its own config.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    // The OpenAPI fuzz (docs/product/promises.md) runs in the PGlite run only: PGlite is PostgreSQL itself, built to
    // WebAssembly, so it answers every malformed input as the PostgreSQL server does, and the second run was 50 s of
    // CI that found nothing the first did not (docs/decisions/033-ci-in-ten-minutes.md).
    // The PostgreSQL run is for what talks to a database: the shared package's and the web app's tests, which touch
    // none, run once too.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? ['apps/api/src/fuzz/**', 'packages/*/src/**', 'apps/web/src/**'] : []),
    ],
    // One migrated database per run, copied for each test file (test-setup/migrated-database-template.ts).
    globalSetup: ['test-setup/migrated-database-template.ts'],
    setupFiles: ['test-setup/leave-no-state-behind.ts', 'test-setup/fail-on-console-error.ts'],
    // The server runs in UTC while its customers' days are Malaysia's (docs/product/delivery.md, "Dates and slots"):
    // the tests run so too, whatever the time zone of the machine, and the clock edges are proven across that gap.
    env: { TZ: 'UTC' },
    pool: 'forks',
    // The files share their worker process instead of each loading the app in a new one: half the CPU of the
    // suite (PGlite: 337 s → 150 s, measured). Each file still has its own app, database and data folder, and
    // test-setup/leave-no-state-behind.ts undoes what else a file could pass on to the next.
    isolate: false,
    // A time-out only catches a test that hangs: with four suites side by side on two cores a test may run five
    // times slower than alone (a file that builds its own app and walks 35 pages took 20.6 s), so it is wide.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
