import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserServer, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);

/** The address of the e2e run's one Chromium (global-setup.ts); unset outside `npm run test:e2e`. */
export const BROWSER_ENDPOINT_ENV = 'E2E_BROWSER_WS_ENDPOINT';

/**
 * The Chromium the tests drive: CHROMIUM_PATH, else Debian's headless shell (chromium-headless-shell: the same
 * Blink and V8 without the desktop browser around them, a fifth less CPU per test file), else Debian's Chromium.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => fs.existsSync(candidate)) ?? '/usr/bin/chromium';

const launchOptions = () => ({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** Chromium for several test files at once, each connecting with openBrowser. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/**
 * The run's one Chromium when there is one, else a Chromium of its own. Each test opens its own browser context
 * (cookies, storage, cache), so nothing passes between tests or files; closing a connected browser closes the
 * contexts this connection opened, and leaves Chromium running for the other files.
 */
export async function openBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_ENV];
  return endpoint ? chromium.connect(endpoint) : launchBrowser();
}

/**
 * Fails the test on any serious or critical axe-core violation of the page as it is now.
 * (@axe-core/playwright needs a newer Node, so the axe-core source is injected directly.)
 */
let axeSourceText: string | undefined;
const axeSource = () => (axeSourceText ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

export async function expectNoSeriousA11yViolations(page: Page) {
  const source = axeSource();
  // Evaluated over the DevTools protocol: the page's CSP (script-src 'self') rightly refuses inline scripts.
  await page.evaluate(source);
  // A toast or dialog caught half-faded would be judged on its passing colours: let finite animations end.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document | object, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    // A toast still fading in or out, or leaving, is judged on colours no one reads; the toasts shown are checked.
    const fading = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].filter(
      (toast) => toast.dataset.removed === 'true' || getComputedStyle(toast).opacity !== '1',
    );
    const result = await axe.run(fading.length > 0 ? { exclude: fading } : document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`);
  });
  expect(violations, violations.join('\n')).toEqual([]);
}

/** What has the focus in `page`: 'body', or the element's tag and text ('BUTTON Try Again'). */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return !element || element === document.body ? 'body' : `${element.tagName} ${element.innerText.trim()}`;
  });

/** The focused element's accessible parts that tell it apart: tag, label or text, and the group it is in. */
export const focusedControl = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const label = element?.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null;
    return {
      tag: element?.tagName,
      name: (element?.getAttribute('aria-label') ?? label ?? element?.innerText ?? '').trim(),
      group: element?.closest('fieldset')?.querySelector('legend')?.textContent?.trim() ?? null,
    };
  });

/** What a screen reader reads with a control besides its name: the texts its aria-describedby names (hint, message). */
export const descriptionOf = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
