import type { Order } from '@durio/shared/schemas/orders';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInToAdminApi, type ApiCall } from './support/admin-api';
import { descriptionOf, expectNoSeriousA11yViolations } from './support/browser';
import { signUpThroughApi } from './support/shop-api';
import { useShopUnderTest } from './support/shop-under-test';
import { signIn, uniqueEmail } from './support/shopper';

/*
 * Delivery zones (docs/product/delivery.md): the cart and checkout price delivery with the zone of the shopper's
 * address, and say before payment what the server would refuse. A shopper in Kota Kinabalu cannot have whole fresh
 * fruit sent to the Sabah, Sarawak and Labuan zone, which receives only packed flesh and frozen durian: checkout says
 * so beside a disabled Place Order. With a frozen pack instead, they pay that zone's RM 45.00 and the order is
 * placed. A shopper in Petaling Jaya is priced in the Klang Valley, in each language's name of the zone.
 */

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });
const tag = Math.random().toString(36).slice(2, 7);
const WHOLE_FRUIT = `Musang King whole ${tag}`;
const FROZEN_PACK = `Musang King frozen pack ${tag}`;
const EAST_MALAYSIA = 'Sabah, Sarawak and Labuan';

let wholeFruitId = '';
let frozenPackId = '';
let page: Page;

beforeAll(async () => {
  const asAdmin = await signInToAdminApi(shop.server.baseUrl);
  const { items: farms } = await asAdmin<{ items: { id: string }[] }>('GET', '/durian/farms?take=1');
  const product = async (name: string, form: 'whole' | 'frozen', price: number, weight: number) =>
    (await asAdmin<{ id: string }>('POST', '/durian/products', { name, description: `${name}, for the delivery zones.`, price, weight, form, stock: 20, farmId: farms[0]!.id }))
      .id;
  wholeFruitId = await product(WHOLE_FRUIT, 'whole', 90, 2);
  frozenPackId = await product(FROZEN_PACK, 'frozen', 30, 0.4);
}, 120_000);
beforeEach(async () => {
  page = await shop.openPage();
});
afterEach(async () => {
  await page.context().close();
});


/** A new shopper with `productId` in the cart, signed in on the page; their API calls. */
async function shopperWith(productId: string): Promise<ApiCall> {
  const email = uniqueEmail('zones');
  const { call } = await signUpThroughApi(shop.server.baseUrl, { email });
  await call('POST', '/durian/cart/items', { productId, quantity: 1 });
  await signIn(page, email);
  return call;
}

/** The value beside `label` in the order summary's figures (a <dt> and its <dd>). */
const figure = (label: string) =>
  page.getByRole('complementary', { name: 'Order summary' }).locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

describe('a delivery zone', () => {
  it('refuses whole fresh fruit to Kota Kinabalu before payment, and takes a frozen pack at its own fee', async () => {
    const asShopper = await shopperWith(wholeFruitId);
    await asShopper('POST', '/user-profile/addresses', {
      name: 'Home',
      addressLine1: 'Lot 12, Jalan Gaya',
      city: 'Kota Kinabalu',
      state: 'Sabah',
      postalCode: '88000',
      country: 'Malaysia',
    });
    const refusal = `${WHOLE_FRUIT} is whole fresh fruit, which we do not deliver to ${EAST_MALAYSIA}`;

    // The cart already prices the default address's zone and says what it does not receive.
    await page.goto('/cart');
    await expect.poll(() => figure(`Delivery (${EAST_MALAYSIA})`).innerText()).toBe('RM 45.00');
    await page.getByText(refusal).waitFor();

    // Checkout: the same words beside the summary, and Place Order disabled with them as its description.
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await page.getByText(refusal).waitFor();
    await page.getByText('Choose another address or pick up your order.').waitFor();
    expect(await placeOrder.isDisabled()).toBe(true);
    expect(await descriptionOf(placeOrder)).toContain(refusal);
    await expectNoSeriousA11yViolations(page);

    // Pickup pays no delivery and goes anywhere: Place Order comes back, and with the address, goes again.
    await page.getByRole('radio', { name: /^Pickup/ }).click();
    await expect.poll(() => placeOrder.isDisabled()).toBe(false);
    expect(await page.getByText(refusal).count()).toBe(0);
    await page.getByRole('radio', { name: /^Delivery/ }).click();
    await page.getByText(refusal).waitFor();
    expect(await placeOrder.isDisabled()).toBe(true);

    // A frozen pack instead: the zone's fee, and the order is placed and paid.
    await asShopper('POST', '/durian/cart/items', { productId: frozenPackId, quantity: 1 });
    await page.goto('/cart');
    await page.getByRole('button', { name: `Remove ${WHOLE_FRUIT} from cart` }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    expect(await page.getByText(refusal).count()).toBe(0);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect.poll(() => figure(`Delivery (${EAST_MALAYSIA})`).innerText()).toBe('RM 45.00');
    expect(await placeOrder.isDisabled()).toBe(false);
    await page.getByLabel('I accept the terms and conditions').check();
    await placeOrder.click();
    await page
      .getByRole('dialog', { name: /Durio/ })
      .getByRole('button', { name: /^Pay RM/ })
      .click();
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor({ timeout: 30_000 });
    const orderId = new URL(page.url()).searchParams.get('order_id')!;
    const order = await asShopper<Order>('GET', `/durian/orders/${orderId}`);
    expect(order).toMatchObject({ shippingFee: 45, items: [expect.objectContaining({ product: expect.objectContaining({ name: FROZEN_PACK }) })] });
  });

  it('prices a Petaling Jaya address in the Klang Valley, after refusing a postcode of another state, in each language', async () => {
    await shopperWith(frozenPackId);

    // No address yet: delivery is from the cheapest zone, and the cart says so rather than pretend it is exact.
    await page.goto('/cart');
    await expect.poll(() => figure('Delivery').innerText()).toBe('from RM 15.00');
    await page.getByText('Delivery shown is our lowest fee, in Klang Valley: the address you choose at checkout sets yours.').waitFor();

    // The address form refuses a postcode outside the state it names, on the field to correct.
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Address', { exact: true }).fill('12 Jalan SS2/24');
    await form.getByLabel('City').fill('Petaling Jaya');
    await form.getByLabel('State').fill('Sabah');
    await form.getByLabel('Postal Code').fill('46100');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await form.getByText('This postal code is not in the state given').waitFor();
    expect(await form.getByLabel('Postal Code').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('State').fill('Selangor');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await page.getByText('12 Jalan SS2/24').first().waitFor();
    await expect.poll(() => figure('Delivery (Klang Valley)').innerText()).toBe('RM 15.00');

    await page.goto('/cart');
    await expect.poll(() => figure('Delivery (Klang Valley)').innerText()).toBe('RM 15.00');
    expect(await page.getByText(/lowest fee/).count()).toBe(0);
    // The zone's name in Malay, as the zones are read in the page's language.
    await page.goto('/ms/cart');
    await page.getByRole('complementary', { name: 'Ringkasan pesanan' }).locator('dt', { hasText: /^Penghantaran \(Lembah Klang\)$/ }).waitFor();
  });
});
