import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createPgliteTemplate,
  createPostgresTemplate,
  dropLeftoverTestDatabases,
  dropPostgresDatabase,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
} from '../apps/api/src/test-support/test-database-template';

/*
 * vitest globalSetup of `npm test`: migrates one database per run, before any test file starts, and each test
 * file's database is a copy of it (createTestDatabase in apps/api/src/test-support/test-app.ts). Copying takes
 * a second or two where running the 14 migrations took 7–15 s per file on a busy machine. The place of the
 * template reaches the test workers through the environment, which vitest gives them when it starts them, after
 * this has run. Removed again at the end of the run.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await dropLeftoverTestDatabases(serverUrl);
    const template = await createPostgresTemplate(serverUrl);
    process.env[POSTGRES_TEMPLATE_ENV] = template;
    return async () => {
      delete process.env[POSTGRES_TEMPLATE_ENV];
      await dropPostgresDatabase(serverUrl, template);
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-test-template-'));
  process.env[PGLITE_TEMPLATE_ENV] = await createPgliteTemplate(dir);
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
