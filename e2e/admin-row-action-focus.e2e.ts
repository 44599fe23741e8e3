import type { AdminReview } from '@durio/shared/schemas/review-moderation';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi, type AdminCall } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin } from './support/shopper';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

// A row's action button was disabled while its change was saved ('Show review', a tree's 'Remove') and then
// swapped for another ('Hide review'): the keyboard focus fell to <body>, and a keyboard user had to find the
// row again. The focus now stays on the row's button, or moves to the next row when the row leaves the list.
const tag = Math.random().toString(36).slice(2, 7);
let review: AdminReview;
let farmId = '';
let asAdmin: AdminCall;
let admin: Page;

beforeAll(async () => {
  asAdmin = await signInToAdminApi(shop.server.baseUrl);
  const { items: farms } = await asAdmin<{ items: { id: string }[] }>('GET', '/durian/farms?take=1');
  farmId = farms[0]!.id;
  // A visible review on the console's first page whose words no other review shares, so the test finds it by them.
  const { items } = await asAdmin<{ items: AdminReview[] }>('GET', '/durian/reviews/admin?limit=100');
  const unique = items.slice(0, 20).find((r) => !r.hidden && items.filter((other) => other.review.includes(r.review)).length === 1);
  if (!unique) throw new Error('No visible review on the first page has words of its own');
  review = unique;
  admin = await shop.openPage();
  await signInAsAdmin(admin);
}, 120_000);
afterAll(async () => {
  await admin?.context().close();
});

/** The focused element: a button's name, and whether it belongs to the list item that shows `text`. */
const focused = (page: Page, text: string) =>
  page.evaluate((text) => {
    const element = document.activeElement;
    return {
      tag: element?.tagName,
      name: element instanceof HTMLButtonElement ? element.textContent?.trim() : undefined,
      inItem: element?.closest('li')?.textContent?.includes(text) ?? false,
    };
  }, text);
const isUnavailable = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-disabled') === 'true');

/** `text` said in a polite live region (the console's toasts), as a screen reader hears it. */
const announced = (page: Page, text: string) => page.locator('[aria-live="polite"]').getByText(text, { exact: true }).waitFor();

describe('hiding and showing a review by keyboard', () => {
  it('leaves the focus on the review: on Show review once hidden, on Hide review once shown again', async () => {
    await admin.goto('/admin/reviews');
    await admin.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    const item = admin.getByRole('listitem').filter({ hasText: review.review });

    await item.getByRole('button', { name: 'Hide review' }).focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Hide this review?' });
    await dialog.getByLabel('Reason').focus();
    await admin.keyboard.type('Names a rival stall');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await item.getByText('Hidden because: Names a rival stall').waitFor();
    await announced(admin, 'Review hidden');
    await expect.poll(() => focused(admin, review.review)).toEqual({ tag: 'BUTTON', name: 'Show review', inItem: true });
    await expectNoSeriousA11yViolations(admin);

    // Enter again, on the same control: the review is shown, and the focus stays for the next change.
    await admin.keyboard.press('Enter');
    await item.getByText('Hidden because: Names a rival stall').waitFor({ state: 'detached' });
    await announced(admin, 'Review shown again');
    await expect.poll(() => focused(admin, review.review)).toEqual({ tag: 'BUTTON', name: 'Hide review', inItem: true });
  });

  it('moves the focus to the next review when the filter takes the hidden one off the list', async () => {
    await admin.goto('/admin/reviews?hidden=false');
    await admin.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    const toggles = admin.getByRole('listitem').getByRole('button', { name: 'Hide review' });
    await toggles.first().waitFor();
    // The words of the first two visible reviews (demo reviews may share them): the second takes the first's place.
    const [first, second] = await admin.evaluate(() => Array.from(document.querySelectorAll('li p.whitespace-pre-line'), (p) => p.textContent ?? '').slice(0, 2));
    const withWords = (text: string) => admin.getByRole('listitem').filter({ hasText: text });
    const firstCount = await withWords(first!).count();

    await toggles.first().focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Hide this review?' });
    await dialog.getByLabel('Reason').focus();
    await admin.keyboard.type('Copied from another shop');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await announced(admin, 'Review hidden');
    await expect.poll(() => withWords(first!).count()).toBe(firstCount - 1);
    await expect.poll(() => focused(admin, second!)).toEqual({ tag: 'BUTTON', name: 'Hide review', inItem: true });
    expect(await admin.evaluate(() => document.activeElement?.closest('li') === document.querySelector('main li:has(p.whitespace-pre-line)'))).toBe(true);
  });
});

describe("a row's Remove by keyboard", () => {
  it('keeps the focus on Remove while the removal is saved, and there when the server refuses it', async () => {
    const name = `Pokok ${tag}`;
    const tree = await asAdmin<{ id: string }>('POST', `/durian/farms/${farmId}/trees`, { name, variety: 'D24' });
    await admin.goto(`/admin/farms/${farmId}?tab=trees&search=${tag}`);
    const item = admin.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name });
    await item.waitFor();
    // Another admin removed the tree meanwhile: this removal will be refused. It is held until its dialog has
    // closed, as a slow connection would hold it, so the button is still busy when the focus comes back.
    await asAdmin('DELETE', `/durian/trees/${tree.id}`);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await admin.route(`**/api/v1/durian/trees/${tree.id}`, async (route) => {
      await released;
      await route.continue();
    });

    await item.getByRole('button', { name: 'Remove' }).focus();
    await admin.keyboard.press('Enter');
    const confirm = admin.getByRole('alertdialog', { name: `Remove ${name}?` });
    await confirm.getByRole('button', { name: 'Remove tree' }).focus();
    await admin.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => focused(admin, name)).toEqual({ tag: 'BUTTON', name: 'Remove', inItem: true });
    expect(await isUnavailable(admin)).toBe(true);

    release();
    await announced(admin, 'Tree not found');
    expect(await focused(admin, name)).toEqual({ tag: 'BUTTON', name: 'Remove', inItem: true });
    await expect.poll(() => isUnavailable(admin)).toBe(false);
    await admin.unrouteAll();
  });
});
