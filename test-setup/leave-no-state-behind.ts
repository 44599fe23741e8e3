import { afterAll, beforeAll, vi } from 'vitest';

/*
 * The test files of `npm test` run one after another in the same worker process (vitest.config.ts: `isolate:
 * false`), which spares each of them loading the app anew. Each file still has its own app, database and data
 * folder (createTestApp), and takes them down itself. This takes care of the rest, so that no file passes
 * anything to the next and the files may run in any order: after each file its spies, fake timers and stubs are
 * undone, the environment variables are put back as they were before it (startTestS3 sets the S3 server's
 * credentials, for instance), and a file that leaves a new global fails.
 */
let globalsBefore = new Set<string>();
let envBefore: NodeJS.ProcessEnv = {};

beforeAll(() => {
  globalsBefore = new Set(Object.getOwnPropertyNames(globalThis));
  envBefore = { ...process.env };
});

afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  for (const name of Object.keys(process.env)) if (!(name in envBefore)) delete process.env[name];
  Object.assign(process.env, envBefore);
  const newGlobals = Object.getOwnPropertyNames(globalThis).filter((name) => !globalsBefore.has(name));
  if (newGlobals.length > 0) {
    throw new Error(`This test file leaves globals to the files after it in its process: ${newGlobals.join(', ')}. Remove them in an afterAll.`);
  }
});
