import { defineConfig } from 'vitest/config';

// `npm test`: unit tests and API tests on an embedded database. The e2e suite has its own config.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    // One migrated database per run, copied for each test file (test-setup/migrated-database-template.ts).
    globalSetup: ['test-setup/migrated-database-template.ts'],
    setupFiles: ['test-setup/fail-on-console-error.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
