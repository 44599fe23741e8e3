import type { CustomerSummary } from '@durio/shared/schemas/customers';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi } from './support/admin-api';
import { useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin } from './support/shopper';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

// A console list once showed 'No … found' (or an empty table with 'Page 9 of 3') when the address asked for a
// page past its end: an old link, or a list that shrank under the owner. It turns to its last page instead.
const tag = Math.random().toString(36).slice(2, 7);
// One tree more than a page of 20: the 21st is alone on the second page of the farm's trees found by the tag.
const TREES = 21;
const treeName = (n: number) => `Pokok ${tag} ${String(n).padStart(2, '0')}`;
let farmId = '';
/** The demo customer with the most reviews, and how many orders and reviews they have (10 of each a page). */
let customer = { id: '', name: '', orders: 0, reviews: 0 };
let admin: Page;

beforeAll(async () => {
  const asAdmin = await signInToAdminApi(shop.server.baseUrl);
  const { items: farms } = await asAdmin<{ items: { id: string }[] }>('GET', '/durian/farms?take=1');
  farmId = farms[0]!.id;
  for (let n = 1; n <= TREES; n++) await asAdmin('POST', `/durian/farms/${farmId}/trees`, { name: treeName(n), variety: 'Musang King' });

  const { items: customers } = await asAdmin<{ items: CustomerSummary[] }>('GET', '/durian/customers?limit=100');
  for (const { id, displayName } of customers) {
    const reviews = await asAdmin<{ meta: { totalCount: number } }>('GET', `/durian/reviews/admin?userId=${id}&limit=1`);
    const orders = await asAdmin<unknown[]>('GET', `/durian/orders/admin/all?customerId=${id}&limit=100`);
    if (reviews.meta.totalCount > customer.reviews) customer = { id, name: displayName, orders: orders.length, reviews: reviews.meta.totalCount };
  }
  expect(customer.orders).toBeGreaterThan(0);

  admin = await shop.openPage();
  await signInAsAdmin(admin);
}, 120_000);
afterAll(async () => {
  await admin?.context().close();
});

/** 'Page 2 of 7 · 130 in all' in `pager`, read as numbers. */
async function pageOf(pager: Locator): Promise<{ page: number; pages: number; total: number }> {
  const text = await pager.getByText(/^Page \d+ of \d+ · /).textContent();
  const [, page, pages, total] = /^Page (\d+) of (\d+) · (\d+)/.exec(text ?? '') ?? [];
  return { page: Number(page), pages: Number(pages), total: Number(total) };
}

/** The page the address asks for with `name`, or null when it names none (the first page). */
const pageInAddress = (page: Page, name = 'page') => new URL(page.url()).searchParams.get(name);

/**
 * The list under `pager` shows its last page, which `rows` fill with what is left of `limit` a page, and the
 * address says so.
 */
async function expectLastPage(page: Page, pager: Locator, rows: Locator, limit: number, param = 'page') {
  await pager.getByText(/^Page (\d+) of \1 · /).waitFor();
  const { pages, total } = await pageOf(pager);
  expect(pages).toBeGreaterThan(1);
  await expect.poll(() => rows.count()).toBe(total - (pages - 1) * limit);
  expect(pageInAddress(page, param)).toBe(String(pages));
}

const tableRows = (page: Page, caption: string) => page.getByRole('table', { name: caption }).locator('tbody tr');

describe('a console list asked for a page past its end', () => {
  it.each([
    { list: 'products', title: 'Products' },
    { list: 'orders', title: 'Orders' },
    { list: 'farms', title: 'Farms' },
  ])('opens the last page of the $list table, with its rows', async ({ list, title }) => {
    await admin.goto(`/admin/${list}?page=99`);
    await admin.getByRole('heading', { level: 1, name: title }).waitFor();
    await expectLastPage(admin, admin.getByRole('navigation', { name: `${title} pages` }), tableRows(admin, title), 20);
    expect(await admin.getByText(`No ${list} found`).count()).toBe(0);
  });

  it('opens the only page of a table that one page holds, which shows no pager', async () => {
    await admin.goto('/admin/customers?page=9');
    await admin.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    const rows = tableRows(admin, 'Customers');
    await rows.first().waitFor();
    await expect.poll(() => pageInAddress(admin)).toBeNull();
    expect(await rows.count()).toBeLessThanOrEqual(20);
    expect(await admin.getByRole('navigation', { name: 'Customers pages' }).count()).toBe(0);
    expect(await admin.getByText('No customers found').count()).toBe(0);
  });

  it('opens the last page of the reviews, whose pager stands under the list', async () => {
    await admin.goto('/admin/reviews?page=99');
    await admin.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    const reviews = admin.getByRole('listitem').filter({ has: admin.getByRole('button', { name: /^(Hide|Show) review$/ }) });
    await expectLastPage(admin, admin.getByRole('navigation', { name: 'Reviews pages' }), reviews, 20);
  });

  it("opens the last page of each of a customer's lists, each by its own parameter", async () => {
    await admin.goto(`/admin/customers/${customer.id}?ordersPage=9&reviewsPage=9`);
    await admin.getByRole('heading', { level: 1, name: customer.name }).waitFor();
    const section = (name: string) => admin.locator('section', { has: admin.getByRole('heading', { level: 2, name }) });
    for (const [name, count, param] of [
      ['Orders', customer.orders, 'ordersPage'],
      ['Reviews', customer.reviews, 'reviewsPage'],
    ] as const) {
      const rows = section(name).getByRole('listitem');
      if (count > 10) {
        await expectLastPage(admin, admin.getByRole('navigation', { name: `${name} pages` }), rows, 10, param);
      } else {
        await expect.poll(() => rows.count()).toBe(count);
        await expect.poll(() => pageInAddress(admin, param)).toBeNull();
      }
    }
  });

  it('leaves the page past the end out of Back and Forward', async () => {
    await admin.goto('/admin/farms');
    await admin.getByRole('navigation', { name: 'Farms pages' }).getByText(/^Page 1 of /).waitFor();
    await admin.goto('/admin/farms?page=99');
    await admin.getByRole('navigation', { name: 'Farms pages' }).getByText(/^Page (\d+) of \1 · /).waitFor();
    const lastPage = pageInAddress(admin);
    expect(lastPage).not.toBe('99');

    // Back leads to the list before the old link, not to the link, which would only turn to the last page again.
    await admin.goBack();
    await expect.poll(() => pageInAddress(admin)).toBeNull();
    await admin.getByRole('navigation', { name: 'Farms pages' }).getByText(/^Page 1 of /).waitFor();
    await admin.goForward();
    await expect.poll(() => pageInAddress(admin)).toBe(lastPage);
  });

  it('still says a list is empty when nothing matches, whatever page the address asks for', async () => {
    await admin.goto(`/admin/products?search=nothing-${tag}&page=9`);
    await admin.getByText('No products found').waitFor();
    expect(await admin.getByRole('table', { name: 'Products' }).count()).toBe(0);
  });
});

describe('a console list that shrinks under the owner', () => {
  it("turns to the page before when the last tree of a farm's last page is removed", async () => {
    await admin.goto(`/admin/farms/${farmId}?tab=trees&search=${tag}&page=2`);
    const pager = admin.getByRole('navigation', { name: 'Trees pages' });
    await pager.getByText(`Page 2 of 2 · ${TREES} in all`).waitFor();
    const trees = admin.getByRole('tabpanel').getByRole('listitem');
    await expect.poll(() => trees.count()).toBe(1);
    const removed = (await trees.first().getByText(/^Pokok /).textContent()) ?? '';

    await trees.first().getByRole('button', { name: 'Remove' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Remove tree' }).click();

    // The 20 left fit on one page: the list shows them all, and the address names no page.
    await expect.poll(() => trees.count()).toBe(TREES - 1);
    expect(await trees.filter({ hasText: removed }).count()).toBe(0);
    expect(pageInAddress(admin)).toBeNull();
    expect(await pager.count()).toBe(0);
    expect(await admin.getByText(/^No tree matches/).count()).toBe(0);
  });
});
