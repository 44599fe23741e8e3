import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHONE, useShopUnderTest } from './support/shop-under-test';
import { registerShopper } from './support/shopper';

const shop = useShopUnderTest();
let page: Page;

beforeEach(async () => {
  page = await shop.openPage(PHONE);
});
afterEach(async () => {
  await page.context().close();
});

/** The texts of the elements that `locator` finds whose text runs onto a second line. */
function wrapped(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        // One line of text has its boxes at one height; a wrapped one at two or more.
        const lineTops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        return lineTops.size > 1;
      })
      .map((element) => element.textContent ?? ''),
  );
}

/** A durian a shopper can buy, as the API lists it. */
async function buyableProductId(): Promise<string> {
  const res = await fetch(`${shop.server.baseUrl}/api/v1/durian/products?take=20`);
  const list = (await res.json()) as { data: { id: string; buyable: boolean }[] };
  const product = list.data.find((p) => p.buyable);
  if (!product) throw new Error('The demo data has no durian in stock');
  return product.id;
}

/** Whether the page is wider than the screen, so that it scrolls sideways. */
const scrollsSideways = (on: Page) => on.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the shop on a 390 px phone', () => {
  it('shows search results within the screen in every language: the tabs scroll, not the page', async () => {
    for (const [prefix, query] of [['', 'durian'], ['/ms', 'durian'], ['/zh', '榴莲']]) {
      await page.goto(`${prefix}/search?q=${encodeURIComponent(query!)}`);
      await page.getByRole('tablist').waitFor();
      await page.getByRole('region').first().waitFor();
      expect(await scrollsSideways(page), `${prefix || '/'} search`).toBe(false);
    }
  });

  it("keeps every amount of the Malay cart's summary on one line, next to its long label", async () => {
    await registerShopper(page);
    await page.goto(`/ms/product/${await buyableProductId()}`);
    await page.getByRole('button', { name: 'Tambah ke Troli' }).click();
    await page.getByText(/telah ditambah ke troli!/).waitFor();
    await page.goto('/ms/cart');
    const summary = page.locator('dl', { has: page.getByText('Jumlah', { exact: true }) });
    await summary.waitFor();
    const amounts = summary.locator('dd');
    expect(await amounts.count()).toBeGreaterThanOrEqual(4);
    expect(await wrapped(amounts)).toEqual([]);
  });

  it("shows each language's name whole in the phone menu, on the narrowest phones too", async () => {
    // 320 px, the narrowest phone in use (an iPhone SE's first model), where the three names need two lines.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const languages = page.getByRole('dialog').getByRole('navigation', { name: 'Language' }).getByRole('link');
    await languages.first().waitFor();
    expect(await languages.allInnerTexts()).toEqual(['English', 'Bahasa Melayu', '中文']);
    expect(await wrapped(languages)).toEqual([]);
  });
});
