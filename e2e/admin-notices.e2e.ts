import { orderNumber } from '@durio/shared/order-number';
import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInToAdminApi, type AdminCall, type ApiCall } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { addHomeAddress, buyPaidThroughApi, signUpThroughApi } from './support/shop-api';
import { DESKTOP, PHONE, useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin, uniqueEmail } from './support/shopper';

/*
 * The owner hears of new orders without reloading the console (docs/product/admin-console.md, Notices): the
 * sidebar's Orders link (the drawer's on a phone) carries the number of orders waiting to be packed, and every
 * console tab's title starts with it. A customer pays through the API, as the web app does, while the console
 * stays open.
 */

const shop = useShopUnderTest({ NODE_ENV: 'development', RATE_LIMIT: 'off' });

let asAdmin: AdminCall;
let asCustomer: ApiCall;
let addressId = '';
let productId = '';
let page: Page | undefined;

beforeAll(async () => {
  const { baseUrl } = shop.server;
  asAdmin = await signInToAdminApi(baseUrl);
  asCustomer = (await signUpThroughApi(baseUrl, { email: uniqueEmail('notices'), displayName: 'Lim Mei Ling' })).call;
  addressId = await addHomeAddress(asCustomer);
  const { data } = (await (await fetch(`${baseUrl}/api/v1/durian/products?available=true&take=50`)).json()) as { data: ProductListItem[] };
  const durian = data.find((p) => p.stock >= 5);
  if (!durian) throw new Error('No demo durian has enough stock');
  productId = durian.id;
});

afterEach(async () => {
  await page?.context().close();
  page = undefined;
});

/** How many orders wait to be packed now, as the server counts them. */
const waitingNow = async () => (await asAdmin<{ count: number }>('GET', '/durian/orders/admin/waiting-count')).count;

describe('the console counts the orders waiting to be packed', () => {
  it('at 1280 px: a paid order reaches the sidebar and the title within the 30-second refresh, and packing it takes it off at once', async () => {
    page = await shop.openPage(DESKTOP);
    await signInAsAdmin(page);
    await page.goto('/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const ordersLink = (n: number) =>
      nav.getByRole('link', { name: n === 0 ? 'Orders' : `Orders ${n} ${n === 1 ? 'order' : 'orders'} waiting to be packed`, exact: true });
    const title = (n: number) => (n === 0 ? 'Orders · Admin | Durio' : `(${n}) Orders · Admin | Durio`);
    const before = await waitingNow();
    await ordersLink(before).waitFor();
    await expect.poll(() => page!.title()).toBe(title(before));

    const order = await buyPaidThroughApi(asCustomer, productId, addressId);

    // No reload: the console asks again on its own.
    await ordersLink(before + 1).waitFor({ timeout: 40_000 });
    await expect.poll(() => page!.title()).toBe(title(before + 1));
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Search').fill(order.id.slice(0, 8));
    const row = page.getByRole('row').filter({ hasText: 'Lim Mei Ling' }).first();
    await row.getByText('PAID').first().waitFor();
    await row.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: /Order DRN-/ }).waitFor();
    await page.getByRole('button', { name: 'Start packing (Processing)' }).click();
    await page.getByText('Order moved to PROCESSING', { exact: true }).first().waitFor();

    // The move itself refreshes the count: well within the 30-second refresh.
    await ordersLink(before).waitFor({ timeout: 5_000 });
    await expect.poll(() => page!.title(), { timeout: 5_000 }).toMatch(before === 0 ? /^Order DRN-/ : new RegExp(`^\\(${before}\\) Order DRN-`));
  });

  it("at 390 px in Malay: coming back to the console's tab brings a new order into the title and the drawer at once", async () => {
    page = await shop.openPage(PHONE);
    // On a phone the shop's header keeps My Account in its menu: the admin signs in on the form and goes on.
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/ms/admin');
    await page.getByRole('heading', { level: 1, name: 'Papan pemuka' }).waitFor();
    const before = await waitingNow();
    const title = (n: number) => (n === 0 ? 'Papan pemuka · Pentadbir | Durio' : `(${n}) Papan pemuka · Pentadbir | Durio`);
    await expect.poll(() => page!.title()).toBe(title(before));

    await buyPaidThroughApi(asCustomer, productId, addressId);
    // The owner switches back to the tab: the browser tells the page it is seen again, and the count is asked at once.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect.poll(() => page!.title(), { timeout: 5_000 }).toBe(title(before + 1));

    await page.getByRole('button', { name: 'Buka menu pentadbir' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: `Pesanan ${before + 1} pesanan menunggu untuk dibungkus`, exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});

describe('orders in bulk (docs/product/admin-console.md)', () => {
  it('chooses orders in the list, starts packing them together, prints their slips in one document and exports them', async () => {
    const first = await buyPaidThroughApi(asCustomer, productId, addressId);
    const second = await buyPaidThroughApi(asCustomer, productId, addressId);
    const numbers = [first, second].map((order) => orderNumber(order.id));
    page = await shop.openPage(DESKTOP);
    await signInAsAdmin(page);
    await page.goto('/zh/admin/orders?status=PAID');
    // At 1280 px an order number and a total each stay on one line, and the date filters are whole.
    const number = page.getByRole('link', { name: numbers[0] });
    await number.waitFor();
    const row = page.getByRole('row').filter({ has: number });
    expect(await number.evaluate((link) => link.getClientRects().length)).toBe(1);
    expect(await row.getByText(/^RM/).evaluate((amount) => amount.getClientRects().length)).toBe(1);
    for (const label of ['开始日期', '结束日期']) {
      const box = (await page.getByLabel(label, { exact: true }).boundingBox())!;
      expect(box.width, label).toBeGreaterThan(120);
    }
    for (const number of numbers) await page.getByRole('checkbox', { name: `选择订单 ${number}` }).click();
    const bulk = page.getByRole('region', { name: '已选订单' });
    await bulk.getByText('已选2个订单').waitFor();
    await expectNoSeriousA11yViolations(page);

    // The slips of the chosen orders are what the browser prints, one page each.
    await page.emulateMedia({ media: 'print' });
    for (const number of numbers) await page.getByRole('region', { name: `订单 ${number}` }).waitFor();
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([page.waitForEvent('download'), bulk.getByRole('button', { name: '导出所选' }).click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const rows = Buffer.concat(chunks).toString('utf8').trimEnd().split('\n').slice(1);
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual([...numbers].sort());

    await bulk.getByRole('button', { name: '开始包装（处理中）' }).click();
    await page.getByText('已更新2个订单').waitFor();
    await bulk.waitFor({ state: 'detached' });
    expect((await asAdmin<{ status: string }>('GET', `/durian/orders/admin/${first.id}`)).status).toBe('PROCESSING');
    expect((await asAdmin<{ status: string }>('GET', `/durian/orders/admin/${second.id}`)).status).toBe('PROCESSING');

    // A delivery order ships with its own tracking number: in bulk, it says why it did not move.
    await page.goto('/zh/admin/orders?status=PROCESSING');
    await page.setViewportSize(PHONE);
    await page.getByRole('checkbox', { name: `选择订单 ${numbers[0]}` }).click();
    await bulk.getByRole('button', { name: '标记为可取货' }).click();
    await bulk.getByText(`${numbers[0]}：`, { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
