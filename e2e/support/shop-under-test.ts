import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * The built server (its own data folder, with demo data) and Chromium for one test file: started before the
 * file's first test, stopped after its last (in `npm run test:e2e` the run's one Chromium, of which the file
 * closes only its own contexts). `env` adds server settings, or makes them just before the server starts (a
 * sign-in provider started for the file must know the shop's address, and the shop the provider's).
 */
export function useShopUnderTest(env: Record<string, string> | (() => Promise<Record<string, string>>) = {}) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(typeof env === 'function' ? await env() : env);
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The shop under test is used before its beforeAll has run');
    return value;
  };

  return {
    get server(): RunningServer {
      return started(server);
    },
    /** A page in a fresh browser context (its own cookies and storage) on the server. */
    async openPage(viewport = DESKTOP, options: BrowserContextOptions = {}): Promise<Page> {
      const context = await started(browser).newContext({ baseURL: started(server).baseUrl, viewport, ...options });
      return context.newPage();
    },
  };
}
