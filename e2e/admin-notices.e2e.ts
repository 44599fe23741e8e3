import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, callsWithToken, signInToAdminApi, type AdminCall, type ApiCall } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { buyPaidThroughApi } from './support/shop-api';
import { DESKTOP, PHONE, useShopUnderTest } from './support/shop-under-test';
import { SHOPPER_PASSWORD, signInAsAdmin, uniqueEmail } from './support/shopper';

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
  const res = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('notices'), password: SHOPPER_PASSWORD, displayName: 'Lim Mei Ling' }),
  });
  expect(res.status).toBe(201);
  asCustomer = callsWithToken(baseUrl, ((await res.json()) as { access_token: string }).access_token);
  addressId = (
    await asCustomer<{ id: string }>('POST', '/user-profile/addresses', {
      name: 'Home',
      addressLine1: '3 Lorong Durian',
      city: 'Bentong',
      state: 'Pahang',
      postalCode: '28700',
      country: 'Malaysia',
    })
  ).id;
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
