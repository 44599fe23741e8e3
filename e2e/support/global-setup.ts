import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_ENDPOINT_ENV, launchBrowserServer } from './browser';
import { prepareSeededDataFolder, SEEDED_DATA_DIR_ENV } from './server';

/*
 * vitest globalSetup of the e2e suite: the demo data is prepared once per run (migrations and the pictures
 * drawn: half a minute) and each test file's server starts on a copy of that folder (half a second), and one
 * Chromium serves every file. Both reach the test workers through the environment, which vitest gives them
 * when it starts them, after this has run. Both go at the end of the run.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-e2e-seeded-'));
  const browserServer = await launchBrowserServer();
  const teardown = async () => {
    delete process.env[SEEDED_DATA_DIR_ENV];
    delete process.env[BROWSER_ENDPOINT_ENV];
    await browserServer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await prepareSeededDataFolder(dataDir);
  } catch (err) {
    await teardown();
    throw err;
  }
  process.env[SEEDED_DATA_DIR_ENV] = dataDir;
  process.env[BROWSER_ENDPOINT_ENV] = browserServer.wsEndpoint();
  return teardown;
}
