import { malaysianNow } from '@durio/shared/delivery-days';
import { intlLocale } from '@durio/shared/languages';
import { orderNumber } from '@durio/shared/order-number';
import type { AdminDeliveryZone, DeliveryCalendar, DeliveryDays } from '@durio/shared/schemas/delivery-zones';
import type { Order } from '@durio/shared/schemas/orders';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi, type AdminCall, type ApiCall } from './support/admin-api';
import { descriptionOf, expectNoSeriousA11yViolations } from './support/browser';
import { signUpThroughApi } from './support/shop-api';
import { useShopUnderTest } from './support/shop-under-test';
import { placeOrderAndPay, signIn, signInAsAdmin, uniqueEmail } from './support/shopper';

/*
 * A delivery day from both ends (docs/product/delivery.md, "Zones", "Dates and slots" and "The owner's day"). The
 * server's clock starts at 09:00 today, Malaysia time (CLOCK_START, never in production: the server runs as
 * development). A shopper in Petaling Jaya is told on the product page how long is left to order for today, picks
 * today's 18:00–21:00 run at checkout and pays in the sandbox. A shopper in Kota Kinabalu is told in the cart and at
 * checkout that whole fresh fruit does not go to Sabah, Sarawak and Labuan, takes it out, buys a frozen pack instead
 * and is offered that zone's first open day. The owner then sees both orders counted in the Deliveries calendar,
 * opens today's run sheet with the Petaling Jaya order's address on it, and prints it: the sheet alone on paper.
 * Only the setup goes through the API (the two durians, the shoppers and their addresses); each attempt has its own
 * shoppers and reads the runs' counts before it books, so a retry, or the demo's own orders, change nothing.
 */

const TODAY = malaysianNow(new Date()).date;
const CLOCK_START = `${TODAY}T09:00:00+08:00`;
const shop = useShopUnderTest({ NODE_ENV: 'development', RATE_LIMIT: 'off', CLOCK_START });
const tag = Math.random().toString(36).slice(2, 7);
const WHOLE_FRUIT = `Musang King whole ${tag}`;
const FROZEN_PACK = `Musang King frozen pack ${tag}`;
const KLANG_VALLEY = 'Klang Valley';
const EAST_MALAYSIA = 'Sabah, Sarawak and Labuan';
const PJ_CUSTOMER = 'Nurul Huda';

let wholeFruitId = '';
let frozenPackId = '';
let asAdmin: AdminCall;
/** The pages the test opened, closed after it (and after a failed attempt, before the retry). */
const pages: Page[] = [];

beforeAll(async () => {
  asAdmin = await signInToAdminApi(shop.server.baseUrl);
  const { items: farms } = await asAdmin<{ items: { id: string }[] }>('GET', '/durian/farms?take=1');
  const product = async (name: string, form: 'whole' | 'frozen', price: number, weight: number) =>
    (await asAdmin<{ id: string }>('POST', '/durian/products', { name, description: `${name}, for a delivery day.`, price, weight, form, stock: 20, farmId: farms[0]!.id }))
      .id;
  wholeFruitId = await product(WHOLE_FRUIT, 'whole', 90, 2);
  frozenPackId = await product(FROZEN_PACK, 'frozen', 30, 0.4);
}, 120_000);
afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
});

async function openPage(): Promise<Page> {
  const page = await shop.openPage();
  pages.push(page);
  return page;
}

/** A new shopper with `address` saved, signed in on a page of their own; the page and their API calls. */
async function shopperAt(
  displayName: string,
  address: { addressLine1: string; city: string; state: string; postalCode: string },
): Promise<{ page: Page; asShopper: ApiCall }> {
  const email = uniqueEmail('delivery-day');
  const { call: asShopper } = await signUpThroughApi(shop.server.baseUrl, { email, displayName });
  await asShopper('POST', '/user-profile/addresses', { name: 'Home', country: 'Malaysia', ...address });
  const page = await openPage();
  await signIn(page, email);
  return { page, asShopper };
}

/** A day as the storefront writes it: 'Sunday, 29 November', its year only when not this year's. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat(intlLocale.en, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.slice(0, 4) !== TODAY.slice(0, 4) && { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
/** A day as the console writes it, always with its year: 'Sunday, 29 November 2026'. */
const consoleDay = (date: string) =>
  new Intl.DateTimeFormat(intlLocale.en, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
/** '1 December', under a checkout day's name. */
const dayMonth = (date: string) =>
  new Intl.DateTimeFormat(intlLocale.en, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Orders booked in a zone's run on a day, by the admin's API (the demo's own orders count too). */
async function bookedIn(zoneId: string, slotId: string, date: string): Promise<number> {
  const calendar = await asAdmin<DeliveryCalendar>('GET', `/durian/delivery-calendar?from=${date}&days=1`);
  return calendar.zones.find((zone) => zone.id === zoneId)!.slots.find((slot) => slot.id === slotId)!.booked[0]!;
}

/** From a product's page, one into the cart, as a shopper adds it. */
async function addToCart(page: Page, productId: string, name: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText(`${name} added to cart!`).first().waitFor();
}


describe('a delivery day, from the shoppers to the run sheet', () => {
  it("books today's evening run in Petaling Jaya and a frozen pack to Kota Kinabalu, both counted in the console's calendar, the evening run's sheet printed", async () => {
    const zones = await asAdmin<AdminDeliveryZone[]>('GET', '/durian/delivery-zones/admin');
    const klangValley = zones.find((zone) => zone.name === KLANG_VALLEY)!;
    const eastMalaysia = zones.find((zone) => zone.name === EAST_MALAYSIA)!;
    const evening = klangValley.slots.find((slot) => slot.startsAt === '18:00')!;
    // What the evening run held before this attempt: the demo's orders, and a failed attempt's.
    const eveningBefore = await bookedIn(klangValley.id, evening.id, TODAY);

    // 1. Petaling Jaya, 09:00: the product page counts down to the 12:00 cut-off; the checkout sells today's runs
    // that start after it, the earliest chosen, and the shopper takes the evening's.
    const pj = await shopperAt(PJ_CUSTOMER, { addressLine1: '12 Jalan SS2/24', city: 'Petaling Jaya', state: 'Selangor', postalCode: '46100' });
    await pj.page.goto(`/product/${wholeFruitId}`);
    await pj.page.getByRole('heading', { level: 1, name: WHOLE_FRUIT }).waitFor();
    await pj.page.getByText(/^Order within (\d+ h )?\d+ min for delivery today$/).waitFor();
    await pj.page.getByRole('button', { name: 'Add to Cart' }).click();
    await pj.page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await pj.page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    const pjSection = pj.page.getByRole('region', { name: 'Delivery day and time' });
    const pjDays = pjSection.getByRole('group', { name: 'Day' });
    const pjRuns = pjSection.getByRole('group', { name: 'Time' });
    const today = pjDays.getByRole('radio', { name: /^Today/ });
    await today.waitFor();
    expect(await today.getAttribute('aria-checked')).toBe('true');
    const eveningRadio = pjRuns.getByRole('radio', { name: /^18:00–21:00/ });
    await eveningRadio.waitFor();
    expect(await pjRuns.getByRole('radio', { name: /^14:00–18:00/ }).getAttribute('aria-checked')).toBe('true');
    expect(await pjRuns.getByRole('radio', { name: /^10:00–13:00/ }).count()).toBe(0);
    await eveningRadio.click();
    await expect.poll(() => eveningRadio.getAttribute('aria-checked')).toBe('true');
    await expectNoSeriousA11yViolations(pj.page);
    const pjOrderId = await placeOrderAndPay(pj.page);
    await pj.page.getByText(`Delivery on ${longDay(TODAY)} · 18:00–21:00`).waitFor();
    expect((await pj.asShopper<Order>('GET', `/durian/orders/${pjOrderId}`)).delivery).toEqual({ zone: KLANG_VALLEY, date: TODAY, window: '18:00–21:00' });

    // 2. Kota Kinabalu: whole fresh fruit does not go to East Malaysia, said in the cart and beside a disabled Place
    // Order; out it goes, a frozen pack goes in, and the checkout offers the zone's first open day.
    const kk = await shopperAt('Jessica Liew', { addressLine1: 'Lot 12, Jalan Gaya', city: 'Kota Kinabalu', state: 'Sabah', postalCode: '88000' });
    const { days: kkOpen, zone: kkZone } = await kk.asShopper<DeliveryDays>('GET', '/durian/delivery-days?postalCode=88000');
    expect(kkZone?.name).toBe(EAST_MALAYSIA);
    const firstDay = kkOpen[0]!;
    const firstRun = firstDay.slots[0]!;
    const kkBefore = await bookedIn(eastMalaysia.id, firstRun.id, firstDay.date);
    const refusal = `${WHOLE_FRUIT} is whole fresh fruit, which we do not deliver to ${EAST_MALAYSIA}`;

    await addToCart(kk.page, wholeFruitId, WHOLE_FRUIT);
    await kk.page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await kk.page.getByText(refusal).waitFor();
    await kk.page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await kk.page.getByText(refusal).waitFor();
    const kkPlaceOrder = kk.page.getByRole('button', { name: 'Place Order' });
    expect(await kkPlaceOrder.isDisabled()).toBe(true);
    expect(await descriptionOf(kkPlaceOrder)).toContain(refusal);
    await expectNoSeriousA11yViolations(kk.page);

    await kk.page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await kk.page.getByRole('button', { name: `Remove ${WHOLE_FRUIT} from cart` }).click();
    await kk.page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await addToCart(kk.page, frozenPackId, FROZEN_PACK);
    await kk.page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await kk.page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    const kkSection = kk.page.getByRole('region', { name: 'Delivery day and time' });
    const kkDays = kkSection.getByRole('group', { name: 'Day' });
    // The day chosen is the first the API gives the postcode, named by its date under the weekday ('Tuesday 1 December').
    const offeredFirst = kkDays.getByRole('radio', { name: new RegExp(`(^|\\s)${escape(dayMonth(firstDay.date))}$`) });
    await offeredFirst.waitFor();
    expect(await offeredFirst.getAttribute('aria-checked')).toBe('true');
    expect(await kkDays.getByRole('radio', { checked: true }).count()).toBe(1);
    expect(await kkDays.getByRole('radio').count()).toBe(kkOpen.length);
    const kkRuns = kkSection.getByRole('group', { name: 'Time' });
    expect(await kkRuns.getByRole('radio', { name: new RegExp(`^${firstRun.startsAt}–${firstRun.endsAt}`) }).getAttribute('aria-checked')).toBe('true');
    expect(await kk.page.getByText(refusal).count()).toBe(0);
    expect(await kkPlaceOrder.isDisabled()).toBe(false);
    const kkOrderId = await placeOrderAndPay(kk.page);
    await kk.page.getByText(`Delivery on ${longDay(firstDay.date)} · ${firstRun.startsAt}–${firstRun.endsAt}`).waitFor();
    expect(await kk.asShopper<Order>('GET', `/durian/orders/${kkOrderId}`)).toMatchObject({
      delivery: { zone: EAST_MALAYSIA, date: firstDay.date, window: `${firstRun.startsAt}–${firstRun.endsAt}` },
      items: [expect.objectContaining({ product: expect.objectContaining({ name: FROZEN_PACK }) })],
    });

    // 3. The owner's console: each order counted in its run's cell, read as a screen reader reads the link.
    const admin = await openPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Deliveries' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Deliveries' }).waitFor();
    const cell = (zone: string, window: string, date: string, booked: number, capacity: number) =>
      admin.getByRole('table', { name: zone, exact: true }).getByRole('link', { name: `${booked} / ${capacity} booked: ${zone}, ${window}, ${consoleDay(date)}`, exact: true });
    await cell(KLANG_VALLEY, '18:00–21:00', TODAY, eveningBefore + 1, evening.capacity).waitFor();
    // The calendar shows a week from today: East Malaysia's first day may fall in the next.
    const weeksOn = Math.floor((Date.parse(firstDay.date) - Date.parse(TODAY)) / (7 * 86_400_000));
    for (let week = 0; week < weeksOn; week++) await admin.getByRole('button', { name: 'Next week' }).click();
    const eastRun = eastMalaysia.slots.find((slot) => slot.id === firstRun.id)!;
    await cell(EAST_MALAYSIA, `${firstRun.startsAt}–${firstRun.endsAt}`, firstDay.date, kkBefore + 1, eastRun.capacity).waitFor();
    if (weeksOn > 0) await admin.getByRole('button', { name: 'From today' }).click();
    await expectNoSeriousA11yViolations(admin);

    // Today's run sheet: the Petaling Jaya order in the evening run, with its address; the Kota Kinabalu one is another day's.
    await admin.getByRole('heading', { level: 2, name: `Run sheet for ${consoleDay(TODAY)}` }).waitFor();
    const eveningSheet = admin.getByRole('table', { name: new RegExp(`^${escape(KLANG_VALLEY)}, 18:00–21:00 · \\d+ orders?$`) });
    const pjStop = eveningSheet.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: orderNumber(pjOrderId), exact: true }) });
    await pjStop.waitFor();
    await pjStop.getByRole('cell', { name: PJ_CUSTOMER, exact: true }).waitFor();
    const address = await pjStop.locator('address').innerText();
    expect(address).toContain('12 Jalan SS2/24');
    expect(address).toContain('46100 Petaling Jaya, Selangor');
    await pjStop.getByText(`1 × ${WHOLE_FRUIT}`).waitFor();
    expect(await admin.getByRole('rowheader', { name: orderNumber(kkOrderId) }).count()).toBe(0);

    // Print: a real print dialog would block the test, so what window.print() is asked is recorded; then the page as
    // the printer sees it, the sheet alone, its day in its heading.
    await admin.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => void w.printed++;
    });
    await admin.getByRole('button', { name: 'Print run sheet' }).click();
    expect(await admin.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await admin.emulateMedia({ media: 'print' });
    try {
      expect(await admin.getByRole('heading', { level: 2, name: `Run sheet for ${consoleDay(TODAY)}` }).isVisible()).toBe(true);
      expect(await eveningSheet.isVisible()).toBe(true);
      expect(await pjStop.locator('address').isVisible()).toBe(true);
      expect(await admin.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);
      expect(await admin.getByRole('heading', { level: 1, name: 'Deliveries' }).isVisible()).toBe(false);
      expect(await admin.getByRole('table', { name: KLANG_VALLEY, exact: true }).isVisible()).toBe(false);
      expect(await admin.getByRole('button', { name: 'Print run sheet' }).isVisible()).toBe(false);
    } finally {
      await admin.emulateMedia({ media: 'screen' });
    }
  });
});
