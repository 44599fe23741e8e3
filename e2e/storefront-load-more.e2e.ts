import type { Locator, Page, Route } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInToAdminApi } from './support/admin-api';
import { expectNoSeriousA11yViolations, focusedElement } from './support/browser';
import { useShopUnderTest } from './support/shop-under-test';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });
let page: Page;

beforeEach(async () => {
  page = await shop.openPage();
});
afterEach(async () => {
  await page.context().close();
});

/** The shop lists up to 100 products at a time (docs/product/catalogue.md). */
const PAGE_SIZE = 100;
const DEMO_PRODUCTS = 40;
/** 170 products in all: a full page and 70 more. */
const ADDED_PRODUCTS = 130;
/** The farms list loads 10 at a time; with the demo's verified farms these make four pages. */
const ADDED_FARMS = 14;
/** A word every added product holds (and no demo product), so a search has more matches than one page. */
const WORD = 'Lelong';

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  discountPrice: number | null;
  rating: number | null;
  isFeatured: boolean;
}
interface ApiFarm {
  id: string;
  name: string;
  rating: number;
}

/** A visitor's read of the API: what the shop's pages show. A failure shows the end of the server's output. */
async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${shop.server.baseUrl}/api/v1${path}`).catch((err: Error) => {
    throw new Error(`GET ${path}: ${err.message}\n${shop.server.output().slice(-2000)}`, { cause: err });
  });
  const text = await response.text();
  expect(response.ok, `GET ${path} answered ${response.status}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** The whole list the shop pages through, as the API orders it, in one call. */
async function productList(query: Record<string, string>): Promise<ApiProduct[]> {
  const { data, total } = await api<{ data: ApiProduct[]; total: number }>(`/durian/products?${new URLSearchParams({ ...query, take: '1000' })}`);
  expect(data).toHaveLength(total);
  return data;
}

/** What a shopper pays: the sale price when there is one. */
const effectivePrice = (product: ApiProduct) => product.discountPrice ?? product.price;

/** `text` with the case of its letters set by the bits of `variant`: 'LeLONG durIAN', 'lELong DURian'… */
function caseVariant(text: string, variant: number): string {
  let letter = 0;
  return [...text].map((ch) => (/\p{L}/u.test(ch) ? ((variant >> letter++ % 7) & 1 ? ch.toUpperCase() : ch.toLowerCase()) : ch)).join('');
}

/** Runs `task` for 0…count-1, a few at a time: the server shares two cores with the browser and the runner. */
async function inBatches(count: number, task: (index: number) => Promise<unknown>, size = 10) {
  for (let start = 0; start < count; start += size) {
    await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => task(start + i)));
  }
}

/**
 * The owner adds 130 durians and 14 verified farms through the admin API. The data is made to trip a paging
 * bug: the added products share two names that differ only by case, two prices (the higher one half of them
 * as a sale price) and no rating, and the farms one name by case and the same rating. Each sort's page
 * boundary then falls between products (and farms) that tie on the sort's own key, where only the tie-break
 * decides what comes next; the tests check that it does, whatever the demo data holds.
 */
beforeAll(async () => {
  const admin = await signInToAdminApi(shop.server.baseUrl);
  const create = (path: string, body: object) => admin('POST', path, body);
  const { items } = await api<{ items: ApiFarm[] }>('/durian/farms?take=1');
  const farmId = items[0]!.id;

  await inBatches(ADDED_PRODUCTS, (i) => {
    const cheap = i % 13 < 4;
    const onSale = !cheap && i % 2 === 0;
    return create('/durian/products', {
      name: caseVariant(i % 10 < 3 ? `${WORD} Durian Box` : `${WORD} Durian Lot`, i),
      description: `Mixed durians cleared at the end of the day, lot ${i + 1}.`,
      price: cheap ? 11 : onSale ? 20 + (i % 7) : 12.5,
      discountPrice: onSale ? 12.5 : null,
      stock: 25,
      farmId,
    });
  });
  await inBatches(ADDED_FARMS, (i) =>
    create('/durian/farms', {
      name: caseVariant(`Kebun ${WORD}`, i + 1),
      location: 'Sungai Ruan, Raub',
      state: 'Pahang',
      description: 'A small orchard that sells its fruit by the lot.',
      verificationStatus: 'VERIFIED',
    }),
  );
});

const loadMore = () => page.getByRole('button', { name: /^Load more \(\d+ more\)$/ });
const listSettled = () => page.locator('ul[aria-busy="false"]').waitFor();
const sortParam = () => new URL(page.url()).searchParams.get('sort');
const idsOf = (products: ApiProduct[]) => products.map((product) => product.id);

/** The product each card opens, in the order shown. */
const cardIds = () =>
  page
    .getByRole('article')
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.replace(/^\/product\//, '')));

/** The price a shopper pays on each card, in the order shown (the sale price comes first). */
async function cardPrices(): Promise<number[]> {
  const texts = await page.getByRole('article').allInnerTexts();
  return texts.map((text) => Number(text.match(/RM\s*([\d,]+\.\d{2})/)![1]!.replace(/,/g, '')));
}

/** What the list says it shows: 'Showing 1 product', 'Showing 12 products'. */
const showing = (count: number) => `Showing ${count} product${count === 1 ? '' : 's'}`;

/** Waits until the list says it shows `count` products and has rendered every card (most follow in a deferred render). */
async function expectShown(count: number) {
  await page.getByText(showing(count), { exact: true }).waitFor({ timeout: 30_000 });
  await listSettled();
  await expect.poll(() => page.getByRole('article').count()).toBe(count);
}

/** Once the last page has come: no more 'Load more' (nor its 'Loading more...'), and the list shows `count` products. */
async function expectAllShown(count: number) {
  await page.getByRole('button', { name: /^Load(ing)? more/ }).waitFor({ state: 'detached', timeout: 30_000 });
  await listSettled();
  expect(await page.getByText(/^Showing \d+ products?$/).innerText()).toBe(showing(count));
  await expectShown(count);
}

/** After a change of sort or search: the list shows the first page of `expected` (not the previous list's). */
async function expectFirstPageOf(expected: ApiProduct[]) {
  await expect.poll(async () => (await cardIds()).slice(0, PAGE_SIZE)).toEqual(idsOf(expected).slice(0, PAGE_SIZE));
  await expectShown(PAGE_SIZE);
}

/** How the page asks for each page of products from now on: 'first', 'after=<id>' or 'skip=<n>'. */
function recordPageCalls(): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/v1/durian/products') return;
    const [after, skip] = [url.searchParams.get('after'), url.searchParams.get('skip')];
    calls.push(after ? `after=${after}` : skip && skip !== '0' ? `skip=${skip}` : 'first');
  });
  return calls;
}

const focused = () => focusedElement(page);

/** The link the focus is on, if any. */
const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href'));

/**
 * Fails every call to `pathname` for a page after the first (`after=…` or `skip` above 0) with a 503 and
 * `message`, as a server under strain would, until `lift` is called. `failures` counts the calls it failed.
 */
async function failLaterPages(pathname: string, message: string) {
  const state = { failures: 0 };
  const matches = (url: URL) => url.pathname === pathname && (url.searchParams.has('after') || Number(url.searchParams.get('skip') ?? 0) > 0);
  const fail = async (route: Route) => {
    state.failures += 1;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message }),
    });
  };
  await page.route(matches, fail);
  return {
    get failures() {
      return state.failures;
    },
    lift: () => page.unroute(matches, fail),
  };
}

/**
 * Presses Enter on the focused Try Again while the pages still fail: the call and the client's one quick retry
 * fail, the alert comes back, and the focus with it.
 */
async function retryThatFailsToo(outage: { readonly failures: number }, alert: Locator) {
  const failed = outage.failures;
  await page.keyboard.press('Enter');
  await expect.poll(() => outage.failures).toBe(failed + 2);
  await alert.waitFor();
  await expect.poll(focused).toBe('BUTTON Try Again');
}

/** No duplicate, no gap: the cards are the whole list, each product once, in the API's order. */
async function expectEveryProductOnce(expected: ApiProduct[]) {
  const ids = await cardIds();
  expect(ids.length - new Set(ids).size, 'products shown twice').toBe(0);
  expect(ids).toEqual(idsOf(expected));
}

describe("the shop's 'Load more' over a catalogue of more than one page", () => {
  it('shows 100 products, then the other 70 that come after the last one shown, each once, in the featured order', async () => {
    const expected = await productList({ sort: 'featured' });
    expect(expected).toHaveLength(DEMO_PRODUCTS + ADDED_PRODUCTS);
    // The boundary falls among products that tie on the sort's key: neither is featured.
    expect([expected[PAGE_SIZE - 1]!.isFeatured, expected[PAGE_SIZE]!.isFeatured]).toEqual([false, false]);
    const calls = recordPageCalls();

    await page.goto('/shop');
    await page.getByRole('heading', { level: 1, name: 'Our Durian Collection' }).waitFor();
    await expectShown(PAGE_SIZE);
    expect(await cardIds()).toEqual(idsOf(expected).slice(0, PAGE_SIZE));
    const button = loadMore();
    expect(await button.innerText()).toBe('Load more (70 more)');

    await button.click();
    await expectAllShown(DEMO_PRODUCTS + ADDED_PRODUCTS);
    await expectEveryProductOnce(expected);
    // Keyset paging (decision record 028): the next page is the one after the 100th product.
    expect(calls.at(-1)).toBe(`after=${expected[PAGE_SIZE - 1]!.id}`);
    await expectNoSeriousA11yViolations(page);
  });

  it('pages by price, low to high, chosen from the sort menu and loaded by keyboard; prices never go down', async () => {
    const expected = await productList({ sort: 'price-asc' });
    // The boundary falls among products of one price, some of them paying it as a sale price.
    const boundaryPrice = effectivePrice(expected[PAGE_SIZE - 1]!);
    expect(effectivePrice(expected[PAGE_SIZE]!)).toBe(boundaryPrice);
    const tied = expected.filter((product) => effectivePrice(product) === boundaryPrice);
    expect(new Set(tied.map((product) => product.discountPrice === null))).toEqual(new Set([true, false]));

    await page.goto('/shop');
    await expectShown(PAGE_SIZE);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect.poll(sortParam).toBe('price-asc');
    await expectFirstPageOf(expected);

    await loadMore().focus();
    await page.keyboard.press('Enter');
    await expectAllShown(expected.length);
    await expectEveryProductOnce(expected);
    // The button is gone: focus is on the first product it brought, not back at the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(`/product/${expected[PAGE_SIZE]!.id}`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.querySelector('a[href]')?.getAttribute('href'))).toBe(
      `/product/${expected[PAGE_SIZE]!.id}`,
    );
    const prices = await cardPrices();
    expect(prices).toEqual(expected.map(effectivePrice));
    for (let i = 1; i < prices.length; i++) expect(prices[i], `the price on card ${i + 1}`).toBeGreaterThanOrEqual(prices[i - 1]!);
  });

  it.each([
    // Unrated products come last: the boundary falls among them (rating null).
    { sort: 'rating', label: 'Highest Rated', key: (product: ApiProduct) => product.rating },
    // Names are compared without regard to case: the boundary falls among names that differ only by case.
    { sort: 'name-asc', label: 'Name: A to Z', key: (product: ApiProduct) => product.name.toLowerCase() },
  ])('pages by $label through products that tie on it', async ({ sort, label, key }) => {
    const expected = await productList({ sort });
    expect(key(expected[PAGE_SIZE]!)).toBe(key(expected[PAGE_SIZE - 1]!));

    await page.goto('/shop');
    await expectShown(PAGE_SIZE);
    await page.getByLabel('Sort by').selectOption({ label });
    await expect.poll(sortParam).toBe(sort);
    await expectFirstPageOf(expected);

    await loadMore().click();
    await expectAllShown(expected.length);
    await expectEveryProductOnce(expected);
  });

  it('pages a search with more than 100 matches by how many are shown, each match once', async () => {
    const expected = await productList({ search: WORD.toLowerCase(), sort: 'featured' });
    expect(expected).toHaveLength(ADDED_PRODUCTS);
    const calls = recordPageCalls();

    await page.goto('/shop');
    await expectShown(PAGE_SIZE);
    const shopSearch = page.getByRole('search', { name: 'Search the shop' });
    await shopSearch.getByRole('searchbox', { name: 'Search products' }).fill(WORD.toLowerCase());
    await shopSearch.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Remove filter Search: ${WORD.toLowerCase()}` }).waitFor();
    await expectFirstPageOf(expected);
    expect(await loadMore().innerText()).toBe('Load more (30 more)');

    await loadMore().click();
    await expectAllShown(ADDED_PRODUCTS);
    await expectEveryProductOnce(expected);
    // A search's best matches have no order to continue from (decision record 028): it skips those shown.
    expect(calls.at(-1)).toBe(`skip=${PAGE_SIZE}`);
  });
});

describe('a next page that fails to load', () => {
  it("leaves the focus on the shop's 'Try Again' in the alert that says why, and loads the page by it once the server answers", async () => {
    const expected = await productList({ sort: 'featured' });
    await page.goto('/shop');
    await expectShown(PAGE_SIZE);
    const outage = await failLaterPages('/api/v1/durian/products', 'The durian list is being restocked');

    await loadMore().focus();
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'The durian list is being restocked' });
    await alert.waitFor();
    // The pressed button is gone while it loads: the focus comes to Try Again in the alert, not to the body.
    await expect.poll(focused).toBe('BUTTON Try Again');
    await expectNoSeriousA11yViolations(page);

    await retryThatFailsToo(outage, alert);

    await outage.lift();
    await page.keyboard.press('Enter');
    // The alert makes way for the busy 'Load more' as the retry starts; both are gone once the page is shown.
    await alert.waitFor({ state: 'detached' });
    await expectAllShown(expected.length);
    await expectEveryProductOnce(expected);
    // As after 'Load more': the focus is on the first product the retry brought.
    await expect.poll(focusedHref).toBe(`/product/${expected[PAGE_SIZE]!.id}`);
  });

  it("leaves the focus on the farms list's 'Try Again' while the next farms fail, and on the first of them once they come", async () => {
    const { items: expected } = await api<{ items: ApiFarm[] }>('/durian/farms?take=100');
    const outage = await failLaterPages('/api/v1/durian/farms', 'The farm register is being updated');
    const cards = page.getByRole('article');
    await page.goto('/farms');
    await cards.first().waitFor();
    // The next farms load by themselves when the last card comes into view; that load fails.
    await cards.last().scrollIntoViewIfNeeded();
    const alert = page.getByRole('alert').filter({ hasText: 'The farm register is being updated' });
    await alert.waitFor();
    expect(await cards.count()).toBe(10);

    await alert.getByRole('button', { name: 'Try Again' }).focus();
    await retryThatFailsToo(outage, alert);

    await outage.lift();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(20);
    await alert.waitFor({ state: 'detached' });
    await expect.poll(focusedHref).toBe(`/farms/${expected[10]!.id}`);
  });
});

describe('the farms list over four pages', () => {
  it('loads the next farms each time the last card comes into view, each farm once, to the end of the list', async () => {
    const { items: expected, meta } = await api<{ items: ApiFarm[]; meta: { totalCount: number } }>('/durian/farms?take=100');
    expect(expected).toHaveLength(meta.totalCount);
    expect(meta.totalCount).toBeGreaterThan(30);
    // The boundary after the third page falls among farms of one rating whose names differ only by case.
    const [before, after] = [expected[29]!, expected[30]!];
    expect([after.rating, after.name.toLowerCase()]).toEqual([before.rating, before.name.toLowerCase()]);
    const cards = page.getByRole('article');
    const endOfList = page.getByText("You've reached the end of the list");

    await page.goto('/farms');
    await cards.first().waitFor();
    // As a shopper scrolls down: the last farm shown comes into view, and the next page follows.
    while (!(await endOfList.isVisible())) {
      const shown = await cards.count();
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(async () => (await endOfList.isVisible()) || (await cards.count()) > shown).toBe(true);
    }
    const ids = await cards
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.replace(/^\/farms\//, '')));
    expect(ids.length - new Set(ids).size, 'farms shown twice').toBe(0);
    expect(ids).toEqual(expected.map((farm) => farm.id));
  });
});
