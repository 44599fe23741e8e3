import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { DESKTOP, PHONE, useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin } from './support/shopper';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

// The history panel once asked for an object's last 50 changes and said nothing of older ones: this product has
// its creation and 55 edits, so its oldest changes are on a second page of 50.
const EDITS = 55;
const tag = Math.random().toString(36).slice(2, 7);
const PRODUCT = `Musang King ${tag}`;
const description = (edit: number) => `Edit ${edit} of ${tag}.`;
let productId = '';
let admin: Page;

beforeAll(async () => {
  const asAdmin = await signInToAdminApi(shop.server.baseUrl);
  const { items: farms } = await asAdmin<{ items: { id: string }[] }>('GET', '/durian/farms?take=1');
  const product = await asAdmin<{ id: string }>('POST', '/durian/products', {
    name: PRODUCT,
    description: description(0),
    price: 68,
    stock: 12,
    farmId: farms[0]!.id,
  });
  productId = product.id;
  // One after another, as the owner would: each edit is a change of its own, in order.
  for (let edit = 1; edit <= EDITS; edit++) await asAdmin('PUT', `/durian/products/${productId}`, { description: description(edit) });

  admin = await shop.openPage();
  await signInAsAdmin(admin);
}, 120_000);
afterAll(async () => {
  await admin?.context().close();
});

/** The element that has the keyboard focus: which button of which pager, and whether it says it is unavailable. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName,
      // A button's name; not the text of the whole page when the focus has fallen to <body>.
      name: element instanceof HTMLButtonElement ? element.textContent?.trim() : undefined,
      pager: element?.closest('nav')?.getAttribute('aria-label') ?? null,
      unavailable: element?.getAttribute('aria-disabled') === 'true',
    };
  });

/** 'Page 2 of 7 · 130 in all' in `pager`, read as numbers. */
async function pageOf(pager: Locator): Promise<{ page: number; pages: number }> {
  const text = await pager.getByText(/^Page \d+ of \d+ · /).textContent();
  const [, page, pages] = /^Page (\d+) of (\d+)/.exec(text ?? '') ?? [];
  return { page: Number(page), pages: Number(pages) };
}

/**
 * A keyboard user goes from the first page to the last with Next, and back with Previous: the focus stays on
 * the button they press, which says it is unavailable at either end, and pressing it there changes nothing.
 */
async function pageThroughByKeyboard(page: Page, pagerName: string) {
  const pager = page.getByRole('navigation', { name: pagerName });
  const { pages } = await pageOf(pager);
  expect(pages).toBeGreaterThan(1);
  await pager.getByText(`Page 1 of ${pages} · `).waitFor();

  await pager.getByRole('button', { name: 'Next' }).focus();
  for (let n = 2; n <= pages; n++) {
    await page.keyboard.press('Enter');
    await pager.getByText(`Page ${n} of ${pages} · `).waitFor();
  }
  expect(await focused(page)).toEqual({ tag: 'BUTTON', name: 'Next', pager: pagerName, unavailable: true });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  expect(await pageOf(pager)).toEqual({ page: pages, pages });
  expect(await focused(page)).toEqual({ tag: 'BUTTON', name: 'Next', pager: pagerName, unavailable: true });

  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toEqual({ tag: 'BUTTON', name: 'Previous', pager: pagerName, unavailable: false });
  for (let n = pages - 1; n >= 1; n--) {
    await page.keyboard.press('Enter');
    await pager.getByText(`Page ${n} of ${pages} · `).waitFor();
  }
  expect(await focused(page)).toEqual({ tag: 'BUTTON', name: 'Previous', pager: pagerName, unavailable: true });
  await page.keyboard.press('Enter');
  expect(await pageOf(pager)).toEqual({ page: 1, pages });
}

describe("the console's pagers by keyboard", () => {
  it('keeps the focus on Next at the last page of the products table, and on Previous at the first', async () => {
    await admin.goto('/admin/products');
    await admin.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await pageThroughByKeyboard(admin, 'Products pages');
    await expectNoSeriousA11yViolations(admin);
  });

  it('pages the reviews with the same pager, which counts them all', async () => {
    await admin.goto('/admin/reviews');
    await admin.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    await pageThroughByKeyboard(admin, 'Reviews pages');
    await expectNoSeriousA11yViolations(admin);
  });
});

describe("a product's history in the console", () => {
  it('reaches the oldest of more than 50 changes, 50 a page', async () => {
    await admin.goto(`/admin/products/${productId}`);
    await admin.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    const history = admin.getByRole('region', { name: 'History' });
    const changes = history.getByRole('listitem');
    const created = changes.filter({ hasText: / created / });
    const firstEdit = changes.filter({ hasText: `${description(0)} → ${description(1)}` });
    const lastEdit = changes.filter({ hasText: `${description(EDITS - 1)} → ${description(EDITS)}` });

    // Newest first: the last edit leads the first page, the creation and the first edits are on the next.
    const pager = history.getByRole('navigation', { name: 'History pages' });
    await pager.getByText(`Page 1 of 2 · ${EDITS + 1} in all`).waitFor();
    await lastEdit.waitFor();
    await expect.poll(() => changes.count()).toBe(50);
    expect(await created.count()).toBe(0);
    expect(await firstEdit.count()).toBe(0);
    await expectNoSeriousA11yViolations(admin);

    await pager.getByRole('button', { name: 'Next' }).focus();
    await admin.keyboard.press('Enter');
    await pager.getByText(`Page 2 of 2 · ${EDITS + 1} in all`).waitFor();
    await created.waitFor();
    await firstEdit.waitFor();
    expect(await changes.count()).toBe(EDITS + 1 - 50);
    expect(await lastEdit.count()).toBe(0);
    expect(await focused(admin)).toEqual({ tag: 'BUTTON', name: 'Next', pager: 'History pages', unavailable: true });

    await admin.keyboard.press('Shift+Tab');
    await admin.keyboard.press('Enter');
    await pager.getByText(`Page 1 of 2 · ${EDITS + 1} in all`).waitFor();
    await lastEdit.waitFor();
  });

  it('shows each order and product as a card on a phone, status, total, price and stock in sight, in Chinese too', async () => {
    await admin.setViewportSize(PHONE);
    try {
      const fitsTheScreen = () => admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      for (const [path, columns] of [
        ['/admin/orders', ['Order', 'Status', 'Payment', 'Total']],
        ['/zh/admin/products', ['商品', '价格', '库存', '状态']],
      ] as const) {
        await admin.goto(path);
        const row = admin.getByRole('row').nth(1);
        await row.waitFor();
        expect(await fitsTheScreen()).toBe(true);
        // Every value of the first card is in the screen's width, under its column's name.
        for (const name of columns) {
          const cell = row.getByRole('cell').filter({ hasText: name }).first();
          const box = (await cell.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        }
        await expectNoSeriousA11yViolations(admin);
      }
    } finally {
      await admin.setViewportSize(DESKTOP);
    }
  });
});
