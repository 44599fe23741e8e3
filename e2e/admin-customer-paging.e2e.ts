import { orderNumber } from '@durio/shared/order-number';
import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi, type AdminCall, type ApiCall } from './support/admin-api';
import { addHomeAddress, buyPaidThroughApi, signUpThroughApi, weighThroughApi } from './support/shop-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin, uniqueEmail } from './support/shopper';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

// The customer page once listed a customer's first 50 orders and reviews and said nothing of the rest. It shows
// 10 of each a page; a loyal customer here has more than that of both (two counts apart, so each pager is told).
const ORDERS = 12;
const REVIEWS = 11;
const tag = Math.random().toString(36).slice(2, 7);
const CUSTOMER = `Tan Mei Ling ${tag}`;
const reviewText = (n: number) => `Order ${n} of ${tag}: creamy and bittersweet.`;
/** The customer's orders, oldest first. */
const orderIds: string[] = [];
let admin: Page;

/**
 * One durian bought through the API and delivered by the admin. Returns the order id.
 */
async function buyDelivered(asCustomer: ApiCall, asAdmin: AdminCall, productId: string, addressId: string): Promise<string> {
  const order = await buyPaidThroughApi(asCustomer, productId, addressId);
  await asAdmin('PATCH', `/durian/orders/admin/${order.id}`, { status: 'PROCESSING' });
  await weighThroughApi(asAdmin, order.id);
  for (const body of [{ status: 'SHIPPED', trackingNumber: `EP${tag}MY`, shippingCarrier: 'Pos Laju' }, { status: 'DELIVERED' }]) {
    await asAdmin('PATCH', `/durian/orders/admin/${order.id}`, body);
  }
  return order.id;
}

beforeAll(async () => {
  const { baseUrl } = shop.server;
  const asAdmin = await signInToAdminApi(baseUrl);
  const { call: asCustomer } = await signUpThroughApi(baseUrl, { email: uniqueEmail('loyal'), displayName: CUSTOMER });
  const addressId = await addHomeAddress(asCustomer);
  const { data: products } = await asCustomer<{ data: ProductListItem[] }>('GET', '/durian/products?available=true&take=50');
  const durian = products.find((p) => p.stock >= ORDERS);
  if (!durian) throw new Error(`No demo durian has ${ORDERS} in stock`);
  for (let n = 1; n <= ORDERS; n++) {
    orderIds.push(await buyDelivered(asCustomer, asAdmin, durian.id, addressId));
    // One review a delivered order, one order left without.
    if (n <= REVIEWS) await asCustomer('POST', `/durian/products/${orderIds.at(-1)!}/${durian.id}/reviews`, { rating: 4, review: reviewText(n) });
  }

  admin = await shop.openPage();
  await signInAsAdmin(admin);
}, 120_000);
afterAll(async () => {
  await admin?.context().close();
});

describe("a loyal customer's page in the console", () => {
  it('pages through every order and review of the customer, with the count of each', async () => {
    await admin.goto('/admin/customers');
    await admin.getByLabel('Search').fill(tag);
    await admin.getByRole('link', { name: CUSTOMER }).click();
    await admin.getByRole('heading', { level: 1, name: CUSTOMER }).waitFor();

    // Orders, newest first: the first page holds the last 10, the two oldest are on the next.
    const orderPages = admin.getByRole('navigation', { name: 'Orders pages' });
    await orderPages.getByText(`Page 1 of 2 · ${ORDERS} in all`).waitFor();
    const newestOrder = admin.getByRole('link', { name: orderNumber(orderIds.at(-1)!) });
    const oldestOrder = admin.getByRole('link', { name: orderNumber(orderIds[0]!) });
    await newestOrder.waitFor();
    expect(await oldestOrder.count()).toBe(0);

    // Reviews the same way, in their own section.
    const reviewPages = admin.getByRole('navigation', { name: 'Reviews pages' });
    await reviewPages.getByText(`Page 1 of 2 · ${REVIEWS} in all`).waitFor();
    await admin.getByText(reviewText(REVIEWS)).waitFor();
    expect(await admin.getByText(reviewText(1)).count()).toBe(0);
    await expectNoSeriousA11yViolations(admin);

    await orderPages.getByRole('button', { name: 'Next' }).click();
    await orderPages.getByText(`Page 2 of 2 · ${ORDERS} in all`).waitFor();
    await oldestOrder.waitFor();
    await newestOrder.waitFor({ state: 'detached' });
    // The reviews stay on their own first page.
    await reviewPages.getByText(`Page 1 of 2 · ${REVIEWS} in all`).waitFor();

    await reviewPages.getByRole('button', { name: 'Next' }).click();
    await reviewPages.getByText(`Page 2 of 2 · ${REVIEWS} in all`).waitFor();
    await admin.getByText(reviewText(1)).waitFor();
    await admin.getByText(reviewText(REVIEWS)).waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(admin);

    // Each page is in the address: back from an order, the owner is where they were.
    await oldestOrder.click();
    await admin.getByRole('heading', { level: 1, name: /Order DRN-/ }).waitFor();
    await admin.goBack();
    await orderPages.getByText(`Page 2 of 2 · ${ORDERS} in all`).waitFor();
    await reviewPages.getByText(`Page 2 of 2 · ${REVIEWS} in all`).waitFor();
    await orderPages.getByRole('button', { name: 'Previous' }).click();
    await orderPages.getByText(`Page 1 of 2 · ${ORDERS} in all`).waitFor();
    await newestOrder.waitFor();
  });
});
