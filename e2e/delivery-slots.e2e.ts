import { malaysianNow } from '@durio/shared/delivery-days';
import { intlLocale } from '@durio/shared/languages';
import type { Order } from '@durio/shared/schemas/orders';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInToAdminApi } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { signUpThroughApi } from './support/shop-api';
import { useShopUnderTest } from './support/shop-under-test';
import { SHOPPER_PASSWORD, uniqueEmail } from './support/shopper';

/*
 * Delivery days and runs in the storefront (docs/product/delivery.md, "Dates and slots"). The server's clock starts at
 * 09:00 today, Malaysia time (CLOCK_START, never in production: the server runs as development): the Klang Valley
 * sells today's runs that start after its 12:00 cut-off, not its 10:00–13:00 run, which closed at yesterday's. A
 * shopper in Petaling Jaya is told on the product page how long is left to order for today, picks today's evening
 * run at checkout with the keyboard, pays in the sandbox, and the confirmation, My Orders and the order's page say
 * the day and run booked.
 */

const TODAY = malaysianNow(new Date()).date;
const CLOCK_START = `${TODAY}T09:00:00+08:00`;
// Before the server starts: its clock is at most this far past 09:00 when the test reads it.
const startedBefore = Date.now();
const shop = useShopUnderTest({ NODE_ENV: 'development', RATE_LIMIT: 'off', CLOCK_START });
const tag = Math.random().toString(36).slice(2, 7);
const DURIAN = `Musang King for today ${tag}`;

let productId = '';
let page: Page;

beforeAll(async () => {
  const asAdmin = await signInToAdminApi(shop.server.baseUrl);
  const { items: farms } = await asAdmin<{ items: { id: string }[] }>('GET', '/durian/farms?take=1');
  const body = { name: DURIAN, description: `${DURIAN}, delivered the same day.`, price: 90, weight: 2, form: 'whole', stock: 20, farmId: farms[0]!.id };
  productId = (await asAdmin<{ id: string }>('POST', '/durian/products', body)).id;
}, 120_000);
beforeEach(async () => {
  page = await shop.openPage();
});
afterEach(async () => {
  await page.context().close();
});

async function signInAs(email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.getByRole('button', { name: 'My Account' }).waitFor();
}

/** A day as the storefront writes it in `language`, with its weekday: 'Sunday, 29 November'. */
const longDay = (date: string, language: keyof typeof intlLocale = 'en') =>
  new Intl.DateTimeFormat(intlLocale[language], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

describe('a delivery day and run', () => {
  it("books today's evening run in Petaling Jaya, after the product page said how long is left to order for today", async () => {
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
    await signInAs(email);

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

    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page
      .getByRole('dialog', { name: /Durio/ })
      .getByRole('button', { name: /^Pay RM/ })
      .click();
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor({ timeout: 30_000 });
    const orderId = new URL(page.url()).searchParams.get('order_id')!;
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
});
