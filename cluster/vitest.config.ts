import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: three copies of the shop behind a load balancer, on the machine's
// PostgreSQL and Redis, with an S3-compatible server and an SMTP server started by the test.
export default defineConfig({
  test: {
    include: ['cluster/cluster.test.ts'],
    setupFiles: ['test-setup/fail-on-console-error.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    env: {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
