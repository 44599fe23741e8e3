import { addDays, malaysianNow } from '@durio/shared/delivery-days';
import { orderNumber } from '@durio/shared/order-number';
import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import type { AdminDeliveryZone, DeliveryCalendar, DeliveryDays } from '@durio/shared/schemas/delivery-zones';
import type { AdminOrder, Order } from '@durio/shared/schemas/orders';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi, type AdminCall, type ApiCall } from './support/admin-api';
import { descriptionOf, expectNoSeriousA11yViolations, focusedControl } from './support/browser';
import { buyPaidThroughApi, signUpThroughApi } from './support/shop-api';
import { DESKTOP, PHONE, useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin, uniqueEmail } from './support/shopper';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

/*
 * The owner's day in the console (docs/product/delivery.md, "Dates and slots" and "The owner's day"): the Klang Valley's
 * evening run cut to 3 orders, a public holiday closed, orders booked in the runs of one day counted in the calendar,
 * the day's run sheet by postcode (and what prints of it), and an order moved to another run from its page, which the
 * calendar then counts. By keyboard where it matters, each control named for a screen reader, axe on each screen.
 */
const tag = Math.random().toString(36).slice(2, 7);
const HOLIDAY = `Hari Wesak ${tag}`;
let asAdmin: AdminCall;
let admin: Page;
let klangValley: AdminDeliveryZone;
/** The day the orders are delivered, and a day of the same week the owner closes. */
let day = '';
let closedDay = '';
let afternoon = '';
let evening = '';
/** Three orders on `day`: Kuala Lumpur 59100 and Kajang 43000 in the evening run, Petaling Jaya 47301 in the afternoon's. */
const orders: { kl: Order; kajang: Order; pj: Order } = {} as never;

/** A home address in the Klang Valley for a customer who buys through the API; its id. */
async function addAddress(asCustomer: ApiCall, address: { city: string; state: string; postalCode: string }): Promise<string> {
  const created = await asCustomer<{ id: string }>('POST', '/user-profile/addresses', { name: 'Home', addressLine1: '7 Jalan Durian', country: 'Malaysia', ...address });
  return created.id;
}

/** A paid order, booked in `slotId` on `day` as the admin would book it (the checkout books the earliest open run). */
async function orderFor(name: string, address: { city: string; state: string; postalCode: string }, productId: string, slotId: string): Promise<Order> {
  const { call: asCustomer } = await signUpThroughApi(shop.server.baseUrl, { email: uniqueEmail('run'), displayName: name });
  const order = await buyPaidThroughApi(asCustomer, productId, await addAddress(asCustomer, address));
  await asAdmin<AdminOrder>('PUT', `/durian/orders/admin/${order.id}/delivery`, { slotId, date: day });
  return order;
}

beforeAll(async () => {
  asAdmin = await signInToAdminApi(shop.server.baseUrl);
  const zones = await asAdmin<AdminDeliveryZone[]>('GET', '/durian/delivery-zones/admin');
  klangValley = zones.find((zone) => zone.name === 'Klang Valley')!;
  afternoon = klangValley.slots.find((slot) => slot.startsAt === '14:00')!.id;
  evening = klangValley.slots.find((slot) => slot.startsAt === '18:00')!.id;
  // The first day after today with both runs open, so no cut-off passes while the test runs, and none of the Klang
  // Valley's runs booked yet (the demo's orders waiting to go out are); the closed day is another of the calendar's
  // first week.
  const today = malaysianNow(new Date()).date;
  const open = await asAdmin<DeliveryDays>('GET', '/durian/delivery-days?postalCode=59100');
  const calendar = await asAdmin<DeliveryCalendar>('GET', `/durian/delivery-calendar?from=${today}&days=14`);
  const bookedOn = (date: string) =>
    calendar.zones.find((zone) => zone.id === klangValley.id)!.slots.some((slot) => slot.booked[calendar.days.indexOf(date)]! > 0);
  day = open.days.find((candidate) => candidate.date > today && candidate.slots.length >= 2 && !bookedOn(candidate.date))!.date;
  closedDay = [1, 2, 3, 4, 5, 6].map((offset) => addDays(today, offset)).find((candidate) => candidate !== day)!;
  admin = await shop.openPage();
  await signInAsAdmin(admin);
}, 120_000);
afterAll(async () => {
  await admin?.context().close();
});

/** The calendar's cell of a run on a day: its link to those orders, whose text starts 'booked / capacity'. */
const cell = (date: string, slotId: string) => admin.locator(`a[href$="/admin/orders?deliveryDay=${date}&run=${slotId}"]`);
const cellCount = (date: string, slotId: string) => cell(date, slotId).evaluate((link) => link.firstChild?.textContent?.trim());
const zoneRow = (name: string) => admin.getByRole('row').filter({ has: admin.getByRole('cell', { name, exact: true }) });

describe("the Klang Valley's days and runs", () => {
  it('cuts the evening run to 3 orders a day, each run a row of the dialog, by keyboard', async () => {
    await admin.goto('/admin/delivery-zones');
    await admin.getByRole('heading', { level: 1, name: 'Delivery zones' }).waitFor();
    const row = zoneRow('Klang Valley');
    await row.getByText('Delivered the same day for orders by 12:00').waitFor();
    await row.getByText('18:00–21:00: 20 orders a day').waitFor();
    await zoneRow('Sabah, Sarawak and Labuan').getByText('Not delivered on Sunday').waitFor();

    await row.getByRole('button', { name: 'Days and runs of Klang Valley' }).press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Days and runs of Klang Valley' });
    expect(await dialog.getByLabel('Lead time (days)').inputValue()).toBe('0');
    expect(await dialog.getByLabel('Order cut-off').inputValue()).toBe('12:00');
    await dialog.getByRole('group', { name: 'Not delivered on' }).getByRole('checkbox', { name: 'Sunday' }).waitFor();
    await expectNoSeriousA11yViolations(admin);

    // Add takes the focus to the new run's start, which begins where the last run ends; a run ending before it starts
    // is refused at its end, before the server hears of it.
    await dialog.getByRole('button', { name: 'Add run' }).press('Enter');
    expect(await focusedControl(admin)).toEqual({ tag: 'INPUT', name: 'Starts', group: 'Run 4' });
    const fourth = dialog.getByRole('group', { name: 'Run 4' });
    expect(await fourth.getByLabel('Starts').inputValue()).toBe('21:00');
    await fourth.getByLabel('Ends').fill('20:00');
    await dialog.getByRole('button', { name: 'Save days and runs' }).click();
    await expect.poll(() => descriptionOf(fourth.getByLabel('Ends'))).toBe('A run ends after it starts');
    expect(await focusedControl(admin)).toMatchObject({ name: 'Ends', group: 'Run 4' });
    // Remove takes the row and its button: the focus goes to Add run, not to the page.
    await dialog.getByRole('button', { name: 'Remove run 4' }).click();
    expect(await focusedControl(admin)).toMatchObject({ tag: 'BUTTON', name: 'Add run' });

    await dialog.getByRole('group', { name: 'Run 3' }).getByLabel('Orders a day').fill('3');
    await dialog.getByRole('button', { name: 'Save days and runs' }).click();
    await admin.getByText('Days and runs saved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('18:00–21:00: 3 orders a day').waitFor();
    // A kept run is changed, not replaced: its id, which orders are booked by, stays.
    const stored = (await asAdmin<AdminDeliveryZone[]>('GET', '/durian/delivery-zones/admin')).find((zone) => zone.id === klangValley.id)!;
    expect(stored.slots.find((slot) => slot.startsAt === '18:00')).toEqual({ id: evening, startsAt: '18:00', endsAt: '21:00', capacity: 3 });

    // The history says the runs as the page does, never the field's name or the stored '× 20'.
    await row.getByRole('button', { name: 'Days and runs of Klang Valley' }).click();
    await dialog.getByText('History', { exact: true }).click();
    const history = dialog.getByRole('region', { name: 'History' });
    await history.getByText('Runs:').waitFor();
    await history.getByText(/18:00–21:00: 20 orders a day/).waitFor();
    await history.getByText(/18:00–21:00: 3 orders a day/).waitFor();
    expect(await history.getByText(/slots|× 20/).count()).toBe(0);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('closes a day for every zone, refusing it twice at the date, and the calendar marks it', async () => {
    const section = admin.getByRole('region', { name: 'Closed days' });
    await section.getByLabel('Day', { exact: true }).fill(closedDay);
    await section.getByLabel('Name', { exact: true }).fill(HOLIDAY);
    await section.getByRole('button', { name: 'Close this day' }).click();
    await admin.getByText('Day closed for deliveries').first().waitFor();
    await section.getByRole('listitem').filter({ hasText: HOLIDAY }).waitFor();

    await section.getByLabel('Day', { exact: true }).fill(closedDay);
    await section.getByLabel('Name', { exact: true }).fill('Again');
    await section.getByRole('button', { name: 'Close this day' }).click();
    await expect.poll(() => descriptionOf(section.getByLabel('Day', { exact: true }))).toBe('That day is already closed');
    expect(await focusedControl(admin)).toMatchObject({ tag: 'INPUT', name: 'Day' });
    await expectNoSeriousA11yViolations(admin);

    await admin.goto('/admin/deliveries');
    await admin.getByRole('heading', { level: 1, name: 'Deliveries' }).waitFor();
    for (const zone of ['Klang Valley', 'Peninsular Malaysia', 'Sabah, Sarawak and Labuan']) {
      await admin.getByRole('table', { name: zone }).getByRole('columnheader', { name: new RegExp(`Closed: ${HOLIDAY}`) }).waitFor();
    }
    // Nothing booked on it: no orders to open, the cell says why to a screen reader.
    expect(await cell(closedDay, evening).count()).toBe(0);
    await expect.poll(() => cellCount(day, evening)).toBe('0 / 3');
  });
});

describe('the deliveries of a day', () => {
  beforeAll(async () => {
    const { data } = await asAdmin<{ data: ProductListItem[] }>('GET', '/durian/products?available=true&take=50');
    const product = data.find((p) => p.buyable && p.form === 'whole' && p.stock >= 5)!;
    orders.kl = await orderFor('Aisyah Rahman', { city: 'Kuala Lumpur', state: 'Kuala Lumpur', postalCode: '59100' }, product.id, evening);
    orders.kajang = await orderFor('Mei Ling Tan', { city: 'Kajang', state: 'Selangor', postalCode: '43000' }, product.id, evening);
    orders.pj = await orderFor('Ravi Kumar', { city: 'Petaling Jaya', state: 'Selangor', postalCode: '47301' }, product.id, afternoon);
  }, 120_000);

  it("counts each run's orders against its capacity, each cell opening those orders", async () => {
    await admin.goto('/admin/deliveries');
    await admin.getByRole('heading', { level: 1, name: 'Deliveries' }).waitFor();
    await expect.poll(() => cellCount(day, evening)).toBe('2 / 3');
    expect(await cellCount(day, afternoon)).toBe('1 / 20');
    // A link read out of its table still says which run and day it counts.
    expect(await cell(day, evening).getAttribute('href')).toBe(`/admin/orders?deliveryDay=${day}&run=${evening}`);
    expect(await cell(day, evening).evaluate((link) => link.textContent)).toMatch(/^2 \/ 3 booked: Klang Valley, 18:00–21:00, \w+/);
    await expectNoSeriousA11yViolations(admin);

    // The next week and back, by keyboard: the buttons keep the focus.
    await admin.getByRole('button', { name: 'Next week' }).press('Enter');
    await expect.poll(() => cell(day, evening).count()).toBe(0);
    await admin.getByRole('button', { name: 'Previous week' }).press('Enter');
    await expect.poll(() => cellCount(day, evening)).toBe('2 / 3');
    expect(await focusedControl(admin)).toMatchObject({ tag: 'BUTTON', name: 'Previous week' });

    await cell(day, evening).click();
    await admin.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await admin.getByLabel('Delivery day').inputValue()).toBe(day);
    await expect.poll(() => admin.getByLabel('Run', { exact: true }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(
      'Klang Valley, 18:00–21:00',
    );
    const table = admin.getByRole('table', { name: 'Orders' });
    await expect.poll(() => table.getByRole('link', { name: /^DRN-/ }).allInnerTexts()).toEqual(
      expect.arrayContaining([orderNumber(orders.kl.id), orderNumber(orders.kajang.id)]),
    );
    expect(await table.getByRole('link', { name: /^DRN-/ }).count()).toBe(2);
    // Each row says its delivery's day and run.
    await table.getByRole('row').filter({ hasText: orderNumber(orders.kl.id) }).getByText(/, 18:00–21:00$/).waitFor();
  });

  it("prints the day's run sheet, each run by postcode, without the console around it", async () => {
    await admin.goto('/admin/deliveries');
    await admin.getByLabel('Day', { exact: true }).fill(day);
    await admin.getByRole('heading', { level: 2, name: /^Run sheet for / }).waitFor();
    const afternoonRun = admin.getByRole('table', { name: /Klang Valley, 14:00–18:00/ });
    const eveningRun = admin.getByRole('table', { name: /Klang Valley, 18:00–21:00/ });
    await expect.poll(() => eveningRun.getByRole('rowheader').allInnerTexts()).toEqual([orderNumber(orders.kajang.id), orderNumber(orders.kl.id)]);
    expect(await afternoonRun.getByRole('rowheader').allInnerTexts()).toEqual([orderNumber(orders.pj.id)]);
    const kajang = eveningRun.getByRole('row').filter({ hasText: orderNumber(orders.kajang.id) });
    await kajang.getByRole('cell', { name: 'Mei Ling Tan' }).waitFor();
    await kajang.getByText('43000').waitFor();
    expect(await admin.getByRole('heading', { level: 3, name: /Klang Valley, 18:00–21:00 · 2 orders/ }).count()).toBe(1);
    await expectNoSeriousA11yViolations(admin);

    // On paper: the sheet alone, its day in its heading; the sidebar, the calendar and the controls left off.
    await admin.emulateMedia({ media: 'print' });
    try {
      expect(await admin.getByRole('heading', { level: 2, name: /^Run sheet for / }).isVisible()).toBe(true);
      expect(await eveningRun.isVisible()).toBe(true);
      expect(await admin.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);
      expect(await admin.getByRole('heading', { level: 1, name: 'Deliveries' }).isVisible()).toBe(false);
      expect(await admin.getByRole('table', { name: 'Klang Valley', exact: true }).isVisible()).toBe(false);
      expect(await admin.getByRole('button', { name: 'Print run sheet' }).isVisible()).toBe(false);
    } finally {
      await admin.emulateMedia({ media: 'screen' });
    }

    await eveningRun.getByRole('link', { name: orderNumber(orders.kl.id) }).click();
    await admin.getByRole('heading', { level: 1, name: `Order ${orderNumber(orders.kl.id)}` }).waitFor();
  });

  it("refuses to remove a run with orders booked, putting it back with the server's words at its capacity", async () => {
    await admin.goto('/admin/delivery-zones');
    await zoneRow('Klang Valley').getByRole('button', { name: 'Days and runs of Klang Valley' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Days and runs of Klang Valley' });
    await dialog.getByRole('button', { name: 'Remove run 2' }).click();
    expect(await dialog.getByRole('group', { name: 'Run 3' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save days and runs' }).click();

    const capacity = dialog.getByRole('group', { name: 'Run 2' }).getByLabel('Orders a day');
    await expect.poll(() => descriptionOf(capacity)).toBe('The 14:00–18:00 run has orders booked on coming days; set its capacity to 0 instead');
    expect(await dialog.getByRole('group', { name: 'Run 2' }).getByLabel('Starts').inputValue()).toBe('14:00');
    await expect.poll(() => focusedControl(admin)).toEqual({ tag: 'INPUT', name: 'Orders a day', group: 'Run 2' });
    await expectNoSeriousA11yViolations(admin);
    expect((await asAdmin<AdminDeliveryZone[]>('GET', '/durian/delivery-zones/admin')).find((zone) => zone.id === klangValley.id)!.slots).toHaveLength(3);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("moves an order to the afternoon run from its page; the customer is told, the calendar counts it", async () => {
    await admin.goto(`/admin/orders/${orders.kl.id}`);
    await admin.getByText(/^Delivery: .+, 18:00–21:00$/).waitFor();
    await admin.getByText('Zone: Klang Valley').waitFor();
    // The packing slip, printed with the page, says when too.
    expect(await admin.locator('#packing-slip').textContent()).toMatch(/Delivery: .+, 18:00–21:00 \(Klang Valley\)/);

    await admin.getByRole('button', { name: 'Change delivery' }).press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Change the delivery' });
    const runs = dialog.getByRole('radiogroup', { name: 'Run' });
    // Its own day and run chosen; the closed day offered as closed, not to be chosen.
    expect(await dialog.getByLabel('Day', { exact: true }).inputValue()).toBe(day);
    expect(await runs.getByRole('radio', { name: '18:00–21:00: booked now' }).getAttribute('aria-checked')).toBe('true');
    expect(await dialog.locator(`option[value="${closedDay}"]`).evaluate((option: HTMLOptionElement) => [option.disabled, option.textContent])).toEqual([
      true,
      expect.stringContaining(`closed (${HOLIDAY})`),
    ]);
    await expectNoSeriousA11yViolations(admin);

    // Saving its own run again changes nothing: said beside the runs.
    await dialog.getByRole('button', { name: 'Move delivery' }).click();
    await dialog.getByRole('alert').getByText('The order is booked in this run already: choose another day or run').waitFor();
    await runs.getByRole('radio', { name: '14:00–18:00: 19 places left' }).click();
    await dialog.getByRole('button', { name: 'Move delivery' }).click();
    await admin.getByText('Delivery moved; the customer is told').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByText(/^Delivery: .+, 14:00–18:00$/).waitFor();
    // The API's ISO day, written out in the page's language (docs/product/languages.md).
    const written = new Intl.DateTimeFormat('en-MY', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    await admin.getByText(`Your delivery was moved to ${written}, 14:00–18:00`).first().waitFor();
    await expect.poll(() => focusedControl(admin)).toMatchObject({ tag: 'BUTTON', name: 'Change delivery' });

    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Deliveries' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Deliveries' }).waitFor();
    await expect.poll(() => cellCount(day, evening)).toBe('1 / 3');
    expect(await cellCount(day, afternoon)).toBe('2 / 20');
    const calendar = await asAdmin<DeliveryCalendar>('GET', `/durian/delivery-calendar?from=${day}&days=1`);
    expect(calendar.zones.find((zone) => zone.id === klangValley.id)!.slots.map((slot) => slot.booked[0])).toEqual([0, 2, 1]);
  });

  // The dialog finds the order's zone by its address's postcode, as the server moves it (docs/product/delivery.md, "The
  // owner's day"), not by the name the order kept: a zone renamed since still offers its runs.
  it('offers the runs of a zone renamed since the order was placed', async () => {
    const { name, states, postcodeRanges, deliveryFee, freeDeliveryOver, forms } = klangValley;
    const renamed = `Lembah Klang ${tag}`;
    await asAdmin('PUT', `/durian/delivery-zones/${klangValley.id}`, { name: renamed, states, postcodeRanges, deliveryFee, freeDeliveryOver, forms });
    try {
      await admin.goto(`/admin/orders/${orders.kajang.id}`);
      await admin.getByText('Zone: Klang Valley').waitFor();
      await admin.getByRole('button', { name: 'Change delivery' }).press('Enter');
      const dialog = admin.getByRole('dialog', { name: 'Change the delivery' });
      await dialog.getByText(`Another day and run of ${renamed}`, { exact: false }).waitFor();
      const runs = dialog.getByRole('radiogroup', { name: 'Run' });
      expect(await runs.getByRole('radio', { name: '18:00–21:00: booked now' }).getAttribute('aria-checked')).toBe('true');
      await admin.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await asAdmin('PUT', `/durian/delivery-zones/${klangValley.id}`, { name, states, postcodeRanges, deliveryFee, freeDeliveryOver, forms });
    }
  });

  it('fits a phone: the calendar and the sheet scroll inside their tables, not the page', async () => {
    await admin.setViewportSize(PHONE);
    try {
      await admin.goto(`/admin/deliveries?day=${day}`);
      await admin.getByRole('table', { name: /Klang Valley, 18:00–21:00/ }).waitFor();
      await expect.poll(() => cellCount(day, evening)).toBe('1 / 3');
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousA11yViolations(admin);
    } finally {
      await admin.setViewportSize(DESKTOP);
    }
  });

  it('speaks Malay', async () => {
    await admin.goto(`/ms/admin/deliveries?day=${day}`);
    await admin.getByRole('heading', { level: 1, name: 'Penghantaran' }).waitFor();
    await admin.getByRole('button', { name: 'Minggu berikutnya' }).waitFor();
    await admin.getByRole('button', { name: 'Cetak senarai penghantaran' }).waitFor();
    await admin.getByRole('heading', { level: 3, name: /Klang Valley, 14:00–18:00 · 2 pesanan/ }).waitFor();
    await expectNoSeriousA11yViolations(admin);
  });
});
