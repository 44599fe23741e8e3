import { malaysianNow } from '@durio/shared/delivery-days';
import { intlLocale } from '@durio/shared/languages';
import type { DropoffPoint } from '@durio/shared/schemas/addresses';
import type { DeliveryDays, DeliveryZone } from '@durio/shared/schemas/delivery-zones';
import type { Order } from '@durio/shared/schemas/orders';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInToAdminApi, type AdminCall, type ApiCall } from './support/admin-api';
import { descriptionOf, expectNoSeriousA11yViolations } from './support/browser';
import { signUpThroughApi } from './support/shop-api';
import { useShopUnderTest } from './support/shop-under-test';
import { placeOrderAndPay, signIn, uniqueEmail } from './support/shopper';

/*
 * Delivery days and runs in the storefront (docs/product/delivery.md, "Dates and slots"). The server's clock starts at
 * 09:00 today, Malaysia time (CLOCK_START, never in production: the server runs as development): the Klang Valley
 * sells today's runs that start after its 12:00 cut-off, not its 10:00–13:00 run, which closed at yesterday's. A
 * shopper in Petaling Jaya is told on the product page how long is left to order for today, picks today's evening
 * run at checkout with the keyboard, pays in the sandbox, and the confirmation, My Orders and the order's page say
 * the day and run booked. A day the shop closes while it is chosen is refused with the server's words and the days
 * are read again; with every run full, no day is open and Place Order says so; a pickup books the collection day
 * picked ("Pickup days").
 */

const TODAY = malaysianNow(new Date()).date;
const CLOCK_START = `${TODAY}T09:00:00+08:00`;
// Before the server starts: its clock is at most this far past 09:00 when the test reads it.
const startedBefore = Date.now();
const shop = useShopUnderTest({ NODE_ENV: 'development', RATE_LIMIT: 'off', CLOCK_START });
const tag = Math.random().toString(36).slice(2, 7);
const DURIAN = `Musang King for today ${tag}`;

let productId = '';
let asAdmin: AdminCall;
let page: Page;

beforeAll(async () => {
  asAdmin = await signInToAdminApi(shop.server.baseUrl);
  const { items: farms } = await asAdmin<{ items: { id: string }[] }>('GET', '/durian/farms?take=1');
  const description = `${DURIAN}, delivered the same day.`;
  const body = { name: DURIAN, description, price: 90, weight: 2, form: 'whole', stock: 20, farmId: farms[0]!.id };
  productId = (await asAdmin<{ id: string }>('POST', '/durian/products', body)).id;
}, 120_000);
beforeEach(async () => {
  page = await shop.openPage();
});
afterEach(async () => {
  await page.context().close();
});


/** A new shopper with an address in Petaling Jaya and the durian in the cart, signed in on the page; their API calls. */
async function shopperInPetalingJaya(): Promise<ApiCall> {
  const email = uniqueEmail('slots');
  const { call: asShopper } = await signUpThroughApi(shop.server.baseUrl, { email });
  await asShopper('POST', '/user-profile/addresses', {
    name: 'Home',
    addressLine1: '12 Jalan SS2/24',
    city: 'Petaling Jaya',
    state: 'Selangor',
    postalCode: '46100',
    country: 'Malaysia',
  });
  await signIn(page, email);
  return asShopper;
}

/** A day as the storefront writes it in `language`, with its weekday: 'Sunday, 29 November'. */
const longDay = (date: string, language: keyof typeof intlLocale = 'en') =>
  new Intl.DateTimeFormat(intlLocale[language], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

describe('a delivery day and run', () => {
  it("books today's evening run in Petaling Jaya, after the product page said how long is left to order for today", async () => {
    const asShopper = await shopperInPetalingJaya();

    // The product page: the minutes to the 12:00 cut-off by the server's clock, 180 at 09:00 less the time since.
    await page.goto(`/product/${productId}`);
    await page.getByRole('heading', { level: 1, name: DURIAN }).waitFor();
    const orderWithin = page.getByText(/^Order within \d+ h \d+ min for delivery today$/);
    await orderWithin.waitFor();
    const [, hours, minutes] = /(\d+) h (\d+) min/.exec(await orderWithin.innerText())!;
    const shown = Number(hours) * 60 + Number(minutes);
    const elapsedAtMost = Math.ceil((Date.now() - startedBefore) / 60_000);
    expect(shown).toBeLessThanOrEqual(180);
    expect(shown).toBeGreaterThanOrEqual(180 - elapsedAtMost - 1);
    // No live region: the line is not announced as it changes.
    expect(await orderWithin.evaluate((line) => line.closest('[aria-live], [role="status"], [role="alert"]') === null)).toBe(true);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    // Today's runs after the cut-off, the earliest chosen; the morning run closed yesterday.
    const section = page.getByRole('region', { name: 'Delivery day and time' });
    const days = section.getByRole('group', { name: 'Day' });
    const runs = section.getByRole('group', { name: 'Time' });
    const today = days.getByRole('radio', { name: /^Today/ });
    await today.waitFor();
    expect(await today.getAttribute('aria-checked')).toBe('true');
    expect(await days.getByRole('radio', { name: /^Tomorrow/ }).count()).toBe(1);
    const afternoon = runs.getByRole('radio', { name: /^14:00–18:00/ });
    const evening = runs.getByRole('radio', { name: /^18:00–21:00/ });
    expect(await afternoon.getAttribute('aria-checked')).toBe('true');
    expect(await evening.getAttribute('aria-checked')).toBe('false');
    expect(await runs.getByRole('radio', { name: /^10:00–13:00/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // Tomorrow has its morning run; back on today, the keyboard moves to the evening run.
    await days.getByRole('radio', { name: /^Tomorrow/ }).click();
    await runs.getByRole('radio', { name: /^10:00–13:00/ }).waitFor();
    await today.click();
    await expect.poll(() => afternoon.getAttribute('aria-checked')).toBe('true');
    await afternoon.focus();
    // Held like a real key: Radix checks the radio the arrow moved to only while the key is still down.
    await page.keyboard.down('ArrowDown');
    await expect.poll(() => evening.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.up('ArrowDown');

    const orderId = await placeOrderAndPay(page);
    const order = await asShopper<Order>('GET', `/durian/orders/${orderId}`);
    expect(order.delivery).toEqual({ zone: 'Klang Valley', date: TODAY, window: '18:00–21:00' });

    // The confirmation, My Orders and the order's page say when.
    const when = `Delivery on ${longDay(TODAY)} · 18:00–21:00`;
    await page.getByText(when).waitFor();
    await page.goto('/orders');
    await page.getByRole('article').filter({ hasText: DURIAN }).getByText(when).waitFor();
    await page.goto(`/order/${orderId}`);
    await page.getByText(when).waitFor();
    await page.getByText('Delivery zone: Klang Valley').waitFor();
    await expectNoSeriousA11yViolations(page);
    // In Malay, in its words and its calendar's.
    await page.goto(`/ms/order/${orderId}`);
    await page.getByText(`Penghantaran pada ${longDay(TODAY, 'ms')} · 18:00–21:00`).waitFor();
  });

  it('refuses a day closed meanwhile, says no day is open beside a disabled Place Order when every run is full, and books a pickup day', async () => {
    const asShopper = await shopperInPetalingJaya();
    await asShopper('POST', '/durian/cart/items', { productId, quantity: 1 });
    const { days: open } = await asShopper<DeliveryDays>('GET', '/durian/delivery-days?postalCode=46100');
    const lastDay = open.at(-1)!.date;
    const [klangValley] = (await asAdmin<DeliveryZone[]>('GET', '/durian/delivery-zones')).filter((zone) => zone.name === 'Klang Valley');
    const calendar = (capacity?: number) => ({
      leadDays: klangValley!.leadDays,
      cutoff: klangValley!.cutoff,
      closedWeekdays: klangValley!.closedWeekdays,
      slots: klangValley!.slots.map((run) => ({ ...run, capacity: capacity ?? run.capacity })),
    });
    try {
      await page.goto('/checkout');
      const section = page.getByRole('region', { name: 'Delivery day and time' });
      const days = section.getByRole('group', { name: 'Day' });
      await days.getByRole('radio', { name: /^Today/ }).waitFor();
      expect(await days.getByRole('radio').count()).toBe(open.length);

      // The last day is picked; the shop closes it before the shopper pays: the server's refusal in a toast, and
      // the days read again without it, the earliest run chosen.
      await days.getByRole('radio').last().click();
      await asAdmin('POST', '/durian/delivery-closed-dates', { date: lastDay, name: 'Stocktake' });
      await page.getByLabel('I accept the terms and conditions').check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.getByText('We do not deliver on that day. Choose another.').waitFor();
      await expect.poll(() => days.getByRole('radio').count()).toBe(open.length - 1);
      expect(await days.getByRole('radio', { name: /^Today/ }).getAttribute('aria-checked')).toBe('true');
      expect(await page.getByRole('dialog', { name: /Durio/ }).count()).toBe(0);

      // Every run full for two weeks: the server's words in the section and beside Place Order, which they disable.
      await asAdmin('PUT', `/durian/delivery-zones/${klangValley!.id}/calendar`, calendar(0));
      await page.reload();
      const noneOpen = 'No delivery slot is open for your address in the next 14 days. Choose pickup or try again later.';
      await section.getByText(noneOpen).waitFor();
      const placeOrder = page.getByRole('button', { name: 'Place Order' });
      expect(await placeOrder.isDisabled()).toBe(true);
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await summary.getByText('No delivery day is open').waitFor();
      expect(await descriptionOf(placeOrder)).toContain(noneOpen);
      await expectNoSeriousA11yViolations(page);
      // In Malay, in its words.
      await page.goto('/ms/checkout');
      await page.getByText('Tiada slot penghantaran yang dibuka untuk alamat anda dalam 14 hari akan datang.', { exact: false }).first().waitFor();
      // Pickup still goes, on a day the point is open: its earliest chosen, the shopper takes the next.
      const [point] = await asShopper<DropoffPoint[]>('GET', '/durian/dropoff-points');
      const collectOn = point!.pickupDays[1]!;
      await page.goto('/checkout');
      await page.getByRole('radio', { name: /^Pickup/ }).click();
      await expect.poll(() => placeOrder.isDisabled()).toBe(false);
      await page.getByRole('radio', { name: new RegExp(`^${point!.name}`) }).click();
      const pickupDays = page.getByRole('group', { name: 'Pickup day' });
      await expect.poll(() => pickupDays.getByRole('radio').count()).toBe(point!.pickupDays.length);
      expect(await pickupDays.getByRole('radio').first().getAttribute('aria-checked')).toBe('true');
      await pickupDays.getByRole('radio').nth(1).click();
      await page.getByLabel('I accept the terms and conditions').check();
      await placeOrder.click();
      await page
        .getByRole('dialog', { name: /Durio/ })
        .getByRole('button', { name: /^Pay RM/ })
        .click();
      await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor({ timeout: 30_000 });
      await page.getByText(`Pickup on ${longDay(collectOn)}`).waitFor();
      const orderId = new URL(page.url()).searchParams.get('order_id')!;
      expect(await asShopper<Order>('GET', `/durian/orders/${orderId}`)).toMatchObject({ isPickup: true, pickupDate: collectOn, delivery: null });
    } finally {
      // As the shop was, for a retry.
      await asAdmin('PUT', `/durian/delivery-zones/${klangValley!.id}/calendar`, calendar());
      await asAdmin('DELETE', `/durian/delivery-closed-dates/${lastDay}`).catch(() => undefined);
    }
  });
});
