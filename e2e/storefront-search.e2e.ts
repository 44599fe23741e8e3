import type { SearchReply } from '@durio/shared/schemas/catalogue';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/browser';
import { useShopUnderTest } from './support/shop-under-test';

const shop = useShopUnderTest({ NODE_ENV: 'development', FAULT_INJECTION: 'on', RATE_LIMIT: 'off' });
let page: Page;

beforeEach(async () => {
  page = await shop.openPage();
});
afterEach(async () => {
  await page.context().close();
});

/** What the server finds, to check the counts on screen against. */
async function serverSearch(q: string): Promise<SearchReply> {
  const res = await fetch(`${shop.server.baseUrl}/api/v1/durian/search?${new URLSearchParams({ q })}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchReply;
}

async function searchFor(text: string) {
  const form = page.getByRole('search', { name: 'Search durians, farms and trees' });
  await form.getByRole('searchbox').fill(text);
  await form.getByRole('button', { name: 'Search' }).click();
}

const tab = (name: RegExp) => page.getByRole('tab', { name });
const cardTitles = () => page.getByRole('tabpanel').getByRole('article').getByRole('heading').allInnerTexts();

describe('search', () => {
  it('asks for a term, then finds Musang King products from a word prefix, with tabs and counts', async () => {
    await page.goto('/search');
    await page.getByText('Enter a search term').waitFor();
    const form = page.getByRole('search', { name: 'Search durians, farms and trees' });
    expect(await form.getByRole('button', { name: 'Search' }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    const expected = await serverSearch('musa');
    const total = expected.products.total + expected.farms.total + expected.trees.total;
    expect(expected.products.total).toBeGreaterThan(4);

    await searchFor('musa');
    await page.getByText(`Found ${total} results`).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('musa');
    expect(await page.title()).toBe('Search results for "musa" | Durio');
    await tab(new RegExp(`^All \\(${total}\\)$`)).waitFor();
    await tab(new RegExp(`^Products \\(${expected.products.total}\\)$`)).waitFor();
    await tab(new RegExp(`^Farms \\(${expected.farms.total}\\)$`)).waitFor();
    await tab(new RegExp(`^Trees \\(${expected.trees.total}\\)$`)).waitFor();

    // The All tab previews 4 products, Musang King first in line.
    const products = page.getByRole('region', { name: 'Products' });
    expect(await products.getByRole('article').count()).toBe(4);
    const previewNames = await products.getByRole('article').getByRole('heading').allInnerTexts();
    expect(previewNames.some((name) => name.includes('Musang King'))).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: `View all ${expected.products.total} products` }).click();
    await expect.poll(() => tab(/^Products/).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('products');
    await expect.poll(async () => (await cardTitles()).length).toBe(expected.products.data.length);

    // The tab survives a reload.
    await page.reload();
    await expect.poll(() => tab(/^Products/).getAttribute('aria-selected')).toBe('true');
  });

  it('finds the farms of Raub and links farms and trees to their pages', async () => {
    const expected = await serverSearch('raub');
    expect(expected.farms.total).toBeGreaterThan(0);
    await page.goto('/search?q=raub');
    await page.getByText(/^Found \d+ results?$/).waitFor();

    const farms = page.getByRole('region', { name: 'Farms' });
    const farmLink = farms.getByRole('link', { name: 'Raub Heritage Orchard' });
    expect(await farmLink.getAttribute('href')).toMatch(/^\/farms\/[0-9a-f-]{36}$/);
    expect(await farms.getByRole('article').count()).toBe(Math.min(3, expected.farms.total));
    if (expected.trees.total > 0) {
      const treeLinks = page.getByRole('region', { name: 'Trees' }).getByRole('link');
      expect(await treeLinks.first().getAttribute('href')).toMatch(/^\/trees\/[0-9a-f-]{36}$/);
      expect(await treeLinks.count()).toBe(Math.min(3, expected.trees.total));
      if (expected.trees.total > 3) await page.getByRole('button', { name: 'View all trees' }).waitFor();
    }

    await tab(/^Farms/).click();
    await expect.poll(cardTitles).toEqual(expected.farms.items.map((farm) => farm.name));
    await page.getByRole('tabpanel').getByRole('link', { name: 'Raub Heritage Orchard' }).click();
    await page.waitForURL(/\/farms\/[0-9a-f-]{36}$/);
  });

  it('says when a tab, or the whole search, finds nothing', async () => {
    const expected = await serverSearch('pulp');
    expect(expected.products.total).toBeGreaterThan(0);
    expect(expected.farms.total).toBe(0);
    await page.goto('/search?q=pulp');
    await tab(/^Farms \(0\)$/).click();
    await page.getByText('No farms found for "pulp"').waitFor();
    await expectNoSeriousA11yViolations(page);

    await searchFor('zzqxv durianless');
    await page.getByText('No results found').waitFor();
    await page.getByText('Try adjusting your search terms').waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
  });

  it("shows the server's message when the search fails, and recovers with Try Again", async () => {
    await fetch(`${shop.server.baseUrl}/__test/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '^/api/v1/durian/search$', status: 503, message: 'Search is napping', times: 0 }),
    });
    try {
      await page.goto('/search?q=musa');
      const alert = page.getByRole('alert').filter({ hasText: 'Search failed' });
      await alert.waitFor({ timeout: 20_000 });
      expect(await alert.innerText()).toContain('Search is napping');
    } finally {
      await fetch(`${shop.server.baseUrl}/__test/faults`, { method: 'DELETE' });
    }
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText(/^Found \d+ results?$/).waitFor();
  });
});
