import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pickupRefusals, slotRefusals } from '@durio/shared/delivery-days';
import { NOT_DELIVERED_THERE } from '@durio/shared/delivery-zones';
import { senToRm } from '@durio/shared/money';
import { defaultPricingSettings, priceOrder, pricingFor, unitPriceSen } from '@durio/shared/pricing';
import type { ZoneCalendarBody } from '@durio/shared/schemas/delivery-zones';
import { orderNumber } from '@durio/shared/order-number';
import { asc } from 'drizzle-orm';
import { deliverySlotBookings, orders, outboxEmails, products, users } from '../../db/schema';
import { createTestAddress, createTestClock, createTestDropoffPoint, createTestProduct, createTestUser, fillTestCart, type TestUser } from '../../test-support/factories';
import { confirmTestPayment, openTestPayment, payInSandbox } from '../../test-support/payments';
import { createTestApp, usesPostgres, type TestApp } from '../../test-support/test-app';

/*
 * Delivery days and runs (docs/product/delivery.md, "Dates and slots"), with the clock fixed in Malaysia time while
 * the process runs in UTC: what is open, what a checkout books, what gives a place back, and a run that never takes
 * more orders than its capacity.
 */

let t: TestApp;
let admin: TestUser;
/** Monday 3 May 2027, 09:00 in Kuala Lumpur. */
const clock = createTestClock(new Date('2027-05-03T01:00:00Z'));
const setMalaysianTime = (local: string) => clock.advance(new Date(`${local}+08:00`).getTime() - clock.now().getTime());

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

function send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, user: TestUser | null = admin) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: body as object, headers: user ? user.headers : {} });
}

/** A zone of its own (a range of Selangor's postcodes, which wins over the Klang Valley's state) with one run. */
async function zoneWithRun(from: string, to: string, calendar: Partial<ZoneCalendarBody> = {}) {
  const zone = (
    await send('POST', '/durian/delivery-zones', {
      name: `Zone ${from}`,
      states: [],
      postcodeRanges: [{ from, to }],
      deliveryFee: 15,
      freeDeliveryOver: 100,
      forms: ['whole', 'flesh', 'frozen'],
    })
  ).json();
  const body: ZoneCalendarBody = { leadDays: 0, cutoff: '12:00', closedWeekdays: [], slots: [{ startsAt: '14:00', endsAt: '18:00', capacity: 5 }], ...calendar };
  const set = await send('PUT', `/durian/delivery-zones/${zone.id}/calendar`, body);
  expect(set.statusCode).toBe(200);
  return set.json() as { id: string; slots: { id: string; startsAt: string; endsAt: string; capacity: number }[] };
}

/** A shopper with one product in the cart and an address at `postalCode` in Selangor. */
async function shopper(product: typeof products.$inferSelect, postalCode: string, address: { phone?: string } = {}) {
  const user = await createTestUser(t);
  await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
  const { id } = await createTestAddress(t.db, user.id, { city: 'Shah Alam', state: 'Selangor', postalCode, ...address });
  return { user, addressId: id };
}

const totalOf = (product: typeof products.$inferSelect) =>
  senToRm(
    priceOrder([{ unitPriceSen: unitPriceSen(product), quantity: 1, weightGrams: product.weightGrams }], { isPickup: false }, pricingFor(defaultPricingSettings, { deliveryFeeSen: 1500, freeDeliveryOverSen: 10000 }))
      .totalSen,
  );

function checkout(
  who: { user: TestUser; addressId: string },
  product: typeof products.$inferSelect,
  delivery?: { slotId: string; date: string },
  notes: { notes?: string; specialInstructions?: string } = {},
) {
  return send('POST', '/durian/orders', { isPickup: false, shippingAddressOrDropoffPointId: who.addressId, total: totalOf(product), delivery, ...notes }, who.user);
}

/** Pays `orderId` as the shopper does, in the sandbox's window: the order is paid and its confirmation e-mail queued. */
async function payFor(user: TestUser, orderId: string) {
  const intent = await openTestPayment(t, user, orderId);
  const confirmed = await confirmTestPayment(t, user, orderId, (await payInSandbox(t, intent.paymentIntentId, 'success')).json());
  expect(confirmed.json()).toEqual({ paymentStatus: 'PAID' });
}

/** The e-mail to `user` whose subject ends so. */
async function mailTo(user: TestUser, subjectEnding: string) {
  const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
  return mails.find((mail) => mail.subject.endsWith(subjectEnding));
}

async function bookedOn(slotId: string, day: string) {
  const [row] = await t.db.select().from(deliverySlotBookings).where(and(eq(deliverySlotBookings.slotId, slotId), eq(deliverySlotBookings.day, day)));
  return row?.booked ?? 0;
}

describe('the days a postcode can be delivered on', () => {
  it("offers the Klang Valley today's afternoon and evening until 11:59, then from tomorrow, with the minutes left for today", async () => {
    setMalaysianTime('2027-05-03T09:47');
    const morning = (await send('GET', '/durian/delivery-days?postalCode=46100', undefined, null)).json();
    expect(morning.zone).toMatchObject({ name: 'Klang Valley' });
    expect(morning.days[0]).toEqual({
      date: '2027-05-03',
      slots: [
        { id: expect.any(String), startsAt: '14:00', endsAt: '18:00', left: 20 },
        { id: expect.any(String), startsAt: '18:00', endsAt: '21:00', left: 20 },
      ],
    });
    expect(morning.orderWithinMinutes).toBe(133);

    setMalaysianTime('2027-05-03T12:00');
    const noon = (await send('GET', '/durian/delivery-days?postalCode=46100&lang=ms', undefined, null)).json();
    expect(noon).toMatchObject({ today: '2027-05-03', zone: { name: 'Lembah Klang' }, orderWithinMinutes: null });
    expect(noon.days[0].date).toBe('2027-05-04');
    expect(noon.days[0].slots.map((slot: { startsAt: string }) => slot.startsAt)).toEqual(['14:00', '18:00']);
    expect(noon.days[1].slots.map((slot: { startsAt: string }) => slot.startsAt)).toEqual(['10:00', '14:00', '18:00']);
  });

  it('takes two days to Kota Kinabalu and none on Sundays, and has no zone abroad of every range', async () => {
    setMalaysianTime('2027-05-06T11:00');
    const east = (await send('GET', '/durian/delivery-days?postalCode=88000', undefined, null)).json();
    expect(east.days.map((day: { date: string }) => day.date).slice(0, 3)).toEqual(['2027-05-08', '2027-05-10', '2027-05-11']);
    expect((await send('GET', '/durian/delivery-days?postalCode=92000', undefined, null)).json()).toEqual({ today: '2027-05-06', zone: null, days: [], orderWithinMinutes: null });
    expect((await send('GET', '/durian/delivery-days?postalCode=4610', undefined, null)).statusCode).toBe(400);
  });

  it('leaves out a public holiday the owner closes, and offers it again once opened', async () => {
    setMalaysianTime('2027-05-03T09:00');
    const closed = await send('POST', '/durian/delivery-closed-dates', { date: '2027-05-04', name: 'Hari Wesak' });
    expect(closed.statusCode).toBe(201);
    expect((await send('POST', '/durian/delivery-closed-dates', { date: '2027-05-04', name: 'Again' })).json()).toMatchObject({ statusCode: 409, message: 'That day is already closed' });
    expect((await send('GET', '/durian/delivery-closed-dates')).json()).toContainEqual({ date: '2027-05-04', name: 'Hari Wesak' });
    const days = (await send('GET', '/durian/delivery-days?postalCode=50450', undefined, null)).json().days.map((day: { date: string }) => day.date);
    expect(days.slice(0, 2)).toEqual(['2027-05-03', '2027-05-05']);

    expect((await send('DELETE', '/durian/delivery-closed-dates/2027-05-04')).statusCode).toBe(204);
    expect((await send('DELETE', '/durian/delivery-closed-dates/2027-05-04')).statusCode).toBe(404);
    expect((await send('POST', '/durian/delivery-closed-dates', { date: 'tomorrow', name: 'x' })).statusCode).toBe(400);
    expect((await send('POST', '/durian/delivery-closed-dates', { date: '2027-05-04', name: 'x' }, await createTestUser(t))).statusCode).toBe(403);
  });
});

describe('the edges of a Malaysian day, with the server in UTC', () => {
  const dates = (reply: { days: { date: string }[] }) => reply.days.map((day) => day.date);

  it("books today's Klang Valley evening run at 11:59, and at 12:00 neither offers it nor books it", async () => {
    setMalaysianTime('2027-05-03T11:59');
    // The process runs in UTC (vitest.config.ts), eight hours behind the shop: 03:59 there.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('UTC');
    expect(clock.now().getHours()).toBe(3);
    const before = (await send('GET', '/durian/delivery-days?postalCode=46100', undefined, null)).json();
    expect(before).toMatchObject({ today: '2027-05-03', zone: { name: 'Klang Valley' }, orderWithinMinutes: 1 });
    expect(before.days[0].date).toBe('2027-05-03');
    expect(before.days[0].slots.map((slot: { startsAt: string }) => slot.startsAt)).toEqual(['14:00', '18:00']);
    const evening = before.days[0].slots.find((slot: { startsAt: string }) => slot.startsAt === '18:00');
    const product = await createTestProduct(t.db, { stock: 10 });

    const booked = await checkout(await shopper(product, '46100'), product, { slotId: evening.id, date: '2027-05-03' });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().delivery).toEqual({ zone: 'Klang Valley', date: '2027-05-03', window: '18:00–21:00' });
    expect(await bookedOn(evening.id, '2027-05-03')).toBe(1);

    setMalaysianTime('2027-05-03T12:00');
    const after = (await send('GET', '/durian/delivery-days?postalCode=46100', undefined, null)).json();
    expect(after).toMatchObject({ today: '2027-05-03', orderWithinMinutes: null });
    expect(dates(after)).not.toContain('2027-05-03');
    expect(after.days[0].date).toBe('2027-05-04');

    const late = await shopper(product, '46100');
    const refused = await checkout(late, product, { slotId: evening.id, date: '2027-05-03' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ statusCode: 409, message: slotRefusals.past });
    expect(await bookedOn(evening.id, '2027-05-03')).toBe(1);
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]!.stock).toBe(9);
    expect(await t.db.select().from(orders).where(eq(orders.userId, late.user.id))).toEqual([]);
  });

  it("turns the day at Malaysia's midnight, 16:00 in UTC, for a next-day zone: its cut-off at noon, not midnight, decides the first day", async () => {
    // Monday 23:59 there, Monday 15:59 here.
    setMalaysianTime('2027-05-03T23:59');
    expect(clock.now().getDate()).toBe(3);
    const lastMinute = (await send('GET', '/durian/delivery-days?postalCode=10050', undefined, null)).json();
    expect(lastMinute).toMatchObject({ today: '2027-05-03', zone: { name: 'Peninsular Malaysia' }, orderWithinMinutes: null });
    // Tuesday's run closed at Monday's noon; Sundays are not delivered; two weeks on is Monday the 17th.
    expect(dates(lastMinute)).toEqual(['2027-05-05', '2027-05-06', '2027-05-07', '2027-05-08', '2027-05-10', '2027-05-11', '2027-05-12', '2027-05-13', '2027-05-14', '2027-05-15', '2027-05-17']);

    // Tuesday 00:00 there, still Monday (16:00) here: today is Tuesday and the two weeks end a day later, but
    // Wednesday is still the first day, its run open until Tuesday's noon (docs/product/delivery.md: 23:59 and 00:00 are alike).
    setMalaysianTime('2027-05-04T00:00');
    expect(clock.now().getDate()).toBe(3);
    const midnight = (await send('GET', '/durian/delivery-days?postalCode=10050', undefined, null)).json();
    expect(midnight).toMatchObject({ today: '2027-05-04', orderWithinMinutes: null });
    expect(dates(midnight)).toEqual([...dates(lastMinute), '2027-05-18']);
  });

  it('moves the first day on by one at midnight for a zone whose cut-off is midnight', async () => {
    // Orders for a day close at the midnight that begins the day before it: at 23:59 Wednesday is open, at 00:00 Thursday is first.
    const zone = await zoneWithRun('41300', '41399', { leadDays: 1, cutoff: '00:00' });
    setMalaysianTime('2027-05-03T23:59');
    const lastMinute = (await send('GET', '/durian/delivery-days?postalCode=41350', undefined, null)).json();
    expect(lastMinute).toMatchObject({ today: '2027-05-03', zone: { name: 'Zone 41300' } });
    expect(lastMinute.days[0]).toEqual({ date: '2027-05-05', slots: [{ id: zone.slots[0]!.id, startsAt: '14:00', endsAt: '18:00', left: 5 }] });
    const product = await createTestProduct(t.db, { stock: 10 });
    expect((await checkout(await shopper(product, '41350'), product, { slotId: zone.slots[0]!.id, date: '2027-05-05' })).statusCode).toBe(201);

    setMalaysianTime('2027-05-04T00:00');
    const midnight = (await send('GET', '/durian/delivery-days?postalCode=41350', undefined, null)).json();
    expect(midnight).toMatchObject({ today: '2027-05-04' });
    expect(midnight.days[0].date).toBe('2027-05-06');
    const late = await shopper(product, '41350');
    expect((await checkout(late, product, { slotId: zone.slots[0]!.id, date: '2027-05-05' })).json()).toMatchObject({ statusCode: 409, message: slotRefusals.past });
    expect(await bookedOn(zone.slots[0]!.id, '2027-05-05')).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.userId, late.user.id))).toEqual([]);
  });
});

describe('a checkout books a run', () => {
  it('books the run picked, keeps its day and times on the order, and gives the place back when cancelled', async () => {
    setMalaysianTime('2027-05-03T10:00');
    const zone = await zoneWithRun('40000', '40099');
    const run = zone.slots[0]!;
    const product = await createTestProduct(t.db, { stock: 10 });
    const who = await shopper(product, '40050');

    const placed = await checkout(who, product, { slotId: run.id, date: '2027-05-03' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().delivery).toEqual({ zone: 'Zone 40000', date: '2027-05-03', window: '14:00–18:00' });
    expect(await bookedOn(run.id, '2027-05-03')).toBe(1);

    // A new checkout replaces the unpaid order, and its place is free for it.
    const again = await checkout(who, product, { slotId: run.id, date: '2027-05-04' });
    expect(again.statusCode).toBe(201);
    expect(await bookedOn(run.id, '2027-05-03')).toBe(0);
    expect(await bookedOn(run.id, '2027-05-04')).toBe(1);

    const cancelled = await send('PATCH', `/durian/orders/${again.json().id}/cancel`, {}, who.user);
    expect(cancelled.statusCode).toBe(200);
    expect(await bookedOn(run.id, '2027-05-04')).toBe(0);
  });

  it('gives the place back when an unpaid order expires', async () => {
    setMalaysianTime('2027-05-03T10:00');
    const zone = await zoneWithRun('40100', '40199');
    const product = await createTestProduct(t.db, { stock: 10 });
    const order = (await checkout(await shopper(product, '40150'), product)).json();
    expect(order.delivery).toEqual({ zone: 'Zone 40100', date: '2027-05-03', window: '14:00–18:00' });
    expect(await bookedOn(zone.slots[0]!.id, '2027-05-03')).toBe(1);

    clock.advance(31 * 60_000);
    await t.app.ctx.flows.expireOnce();

    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('CANCELLED');
    expect(await bookedOn(zone.slots[0]!.id, '2027-05-03')).toBe(0);
  });

  it('refuses a run past its cut-off, on a closed day, of another zone, beyond two weeks or full, saying why and reserving nothing', async () => {
    setMalaysianTime('2027-05-03T12:00');
    const zone = await zoneWithRun('40200', '40299', { closedWeekdays: [0], slots: [{ startsAt: '14:00', endsAt: '18:00', capacity: 1 }] });
    const other = await zoneWithRun('40300', '40399');
    const run = zone.slots[0]!;
    const product = await createTestProduct(t.db, { stock: 10 });
    const who = await shopper(product, '40250');

    const refusals: [{ slotId: string; date: string }, string][] = [
      [{ slotId: run.id, date: '2027-05-03' }, slotRefusals.past],
      [{ slotId: run.id, date: '2027-05-09' }, slotRefusals.closed],
      [{ slotId: other.slots[0]!.id, date: '2027-05-04' }, slotRefusals.unknown],
      [{ slotId: run.id, date: '2027-05-18' }, slotRefusals.tooFar],
    ];
    for (const [delivery, message] of refusals) {
      expect((await checkout(who, product, delivery)).json()).toMatchObject({ statusCode: 409, message });
    }
    const first = await shopper(product, '40250');
    expect((await checkout(first, product, { slotId: run.id, date: '2027-05-04' })).statusCode).toBe(201);
    expect((await checkout(who, product, { slotId: run.id, date: '2027-05-04' })).json()).toMatchObject({ statusCode: 409, message: slotRefusals.full });
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]!.stock).toBe(9);
    expect(await t.db.select().from(orders).where(eq(orders.userId, who.user.id))).toEqual([]);
  });

  // 200 shoppers on PostgreSQL, where they race on connections of their own; embedded PGlite has one connection and
  // takes them in turn, so 20 prove the same rule there in a tenth of the time.
  const racers = usesPostgres ? 200 : 20;
  it(`ends with exactly five orders when ${racers} shoppers race for a run of five`, { timeout: 300_000 }, async () => {
    setMalaysianTime('2027-05-03T09:00');
    const zone = await zoneWithRun('40400', '40499');
    const run = zone.slots[0]!;
    const product = await createTestProduct(t.db, { stock: 1000 });
    const shoppers = await Promise.all(Array.from({ length: racers }, () => shopper(product, '40450')));

    const replies = await Promise.all(shoppers.map((who) => checkout(who, product, { slotId: run.id, date: '2027-05-04' })));

    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(replies.filter((reply) => reply.statusCode !== 201).map((reply) => reply.json().message)).toEqual(Array(racers - 5).fill(slotRefusals.full));
    expect(await bookedOn(run.id, '2027-05-04')).toBe(5);
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]!.stock).toBe(995);
  });
});

describe('the owner sets a zone’s days and runs', () => {
  it('adds, changes and removes runs, keeping a run with coming bookings, and refuses bad calendars', async () => {
    setMalaysianTime('2027-05-03T09:00');
    const zone = await zoneWithRun('40500', '40599');
    const run = zone.slots[0]!;
    const product = await createTestProduct(t.db, { stock: 10 });
    expect((await checkout(await shopper(product, '40550'), product, { slotId: run.id, date: '2027-05-05' })).statusCode).toBe(201);

    const changed = await send('PUT', `/durian/delivery-zones/${zone.id}/calendar`, {
      leadDays: 1,
      cutoff: '15:30',
      closedWeekdays: [0, 6],
      slots: [
        { id: run.id, startsAt: '14:00', endsAt: '18:00', capacity: 0 },
        { startsAt: '09:00', endsAt: '12:00', capacity: 8 },
      ],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ leadDays: 1, cutoff: '15:30', closedWeekdays: [0, 6], slots: [{ startsAt: '09:00', capacity: 8 }, { id: run.id, capacity: 0 }] });

    expect((await send('PUT', `/durian/delivery-zones/${zone.id}/calendar`, { leadDays: 1, cutoff: '15:30', closedWeekdays: [], slots: [] })).json()).toMatchObject({
      statusCode: 409,
      message: 'The 14:00–18:00 run has orders booked on coming days; set its capacity to 0 instead',
    });
    const bad: [object, string][] = [
      [{ leadDays: 15 }, 'body.leadDays: Give the lead time as 0 to 14 days'],
      [{ cutoff: '24:00' }, 'body.cutoff: Give a time as HH:MM, from 00:00 to 23:59'],
      [{ closedWeekdays: [0, 1, 2, 3, 4, 5, 6] }, 'body.closedWeekdays: A zone is delivered on at least one day of the week'],
      [{ slots: [{ startsAt: '18:00', endsAt: '14:00', capacity: 5 }] }, 'body.slots.0.endsAt: A run ends after it starts'],
      [{ slots: [{ startsAt: '14:00', endsAt: '18:00', capacity: -1 }] }, 'body.slots.0.capacity: Give a capacity of 0 to 1,000 orders'],
    ];
    for (const [change, message] of bad) {
      const body = { leadDays: 1, cutoff: '12:00', closedWeekdays: [], slots: [{ id: run.id, startsAt: '14:00', endsAt: '18:00', capacity: 0 }], ...change };
      expect((await send('PUT', `/durian/delivery-zones/${zone.id}/calendar`, body)).json()).toMatchObject({ statusCode: 400, message });
    }
    const unknownRun = { leadDays: 1, cutoff: '12:00', closedWeekdays: [], slots: [{ id: '00000000-0000-4000-8000-000000000000', startsAt: '14:00', endsAt: '18:00', capacity: 1 }] };
    expect((await send('PUT', `/durian/delivery-zones/${zone.id}/calendar`, unknownRun)).statusCode).toBe(404);
  });
});

describe("the owner's day", () => {
  /** A paid order of `who` booked in `run` on `date`. */
  async function paidOrder(
    who: { user: TestUser; addressId: string },
    product: typeof products.$inferSelect,
    delivery: { slotId: string; date: string },
    notes: { notes?: string; specialInstructions?: string } = {},
  ) {
    const placed = await checkout(who, product, delivery, notes);
    expect(placed.statusCode).toBe(201);
    await t.db.update(orders).set({ status: 'PAID', paymentStatus: 'PAID', paidAt: clock.now() }).where(eq(orders.id, placed.json().id));
    return placed.json() as { id: string };
  }

  it('shows each run’s bookings against its capacity, and lists the day’s paid orders run by run, by postcode', async () => {
    setMalaysianTime('2027-05-10T08:00');
    const zone = await zoneWithRun('40600', '40699', { slots: [{ startsAt: '10:00', endsAt: '13:00', capacity: 5 }, { startsAt: '14:00', endsAt: '18:00', capacity: 5 }] });
    const [morningRun, afternoonRun] = zone.slots;
    const product = await createTestProduct(t.db, { name: 'Musang King Box', stock: 20 });
    const far = await paidOrder(await shopper(product, '40690'), product, { slotId: afternoonRun!.id, date: '2027-05-11' });
    const near = await paidOrder(await shopper(product, '40610', { phone: '+60 12-345 6789' }), product, { slotId: afternoonRun!.id, date: '2027-05-11' }, {
      notes: 'Gift for my mother',
      specialInstructions: 'Call at the guardhouse',
    });
    const morning = await paidOrder(await shopper(product, '40650'), product, { slotId: morningRun!.id, date: '2027-05-11' });
    // An unpaid order holds its place in the calendar but is not on the run sheet.
    const unpaid = await checkout(await shopper(product, '40600'), product, { slotId: afternoonRun!.id, date: '2027-05-11' });
    expect(unpaid.statusCode).toBe(201);

    const calendar = (await send('GET', '/durian/delivery-calendar?from=2027-05-10&days=3')).json();
    expect(calendar.days).toEqual(['2027-05-10', '2027-05-11', '2027-05-12']);
    expect(calendar.zones.find((z: { id: string }) => z.id === zone.id).slots).toEqual([
      { id: morningRun!.id, startsAt: '10:00', endsAt: '13:00', capacity: 5, booked: [0, 1, 0] },
      { id: afternoonRun!.id, startsAt: '14:00', endsAt: '18:00', capacity: 5, booked: [0, 3, 0] },
    ]);

    const sheet = (await send('GET', '/durian/orders/admin/run-sheet?date=2027-05-11')).json();
    const ours = sheet.runs.filter((run: { zone: string }) => run.zone === 'Zone 40600');
    expect(ours.map((run: { window: string; orders: { id: string }[] }) => [run.window, run.orders.map((order) => order.id)])).toEqual([
      ['10:00–13:00', [morning.id]],
      ['14:00–18:00', [near.id, far.id]],
    ]);
    expect(ours[1].orders[0]).toMatchObject({
      number: orderNumber(near.id),
      status: 'PAID',
      address: { postalCode: '40610', city: 'Shah Alam' },
      phone: '+60 12-345 6789',
      items: [{ name: 'Musang King Box', quantity: 1 }],
      notes: 'Gift for my mother',
      specialInstructions: 'Call at the guardhouse',
    });

    const listed = (await send('GET', `/durian/orders/admin/all?deliveryDate=2027-05-11&deliverySlotId=${afternoonRun!.id}`)).json();
    expect(listed.map((order: { id: string }) => order.id).sort()).toEqual([near.id, far.id, unpaid.json().id].sort());
    const csv = (await send('GET', '/durian/orders/admin/export?deliveryDate=2027-05-11')).body;
    expect(csv).toContain('Delivery day,Delivery slot');
    expect(csv).toContain('2027-05-11,10:00–13:00');
    expect((await send('GET', '/durian/orders/admin/run-sheet?date=11-05-2027')).statusCode).toBe(400);
    expect((await send('GET', '/durian/delivery-calendar?from=2027-05-10', undefined, await createTestUser(t))).statusCode).toBe(403);
  });

  it('moves an order to another run, booking the new place and giving back the old, and tells the customer in their language', async () => {
    setMalaysianTime('2027-05-10T08:00');
    const zone = await zoneWithRun('40700', '40799', { slots: [{ startsAt: '10:00', endsAt: '13:00', capacity: 1 }, { startsAt: '14:00', endsAt: '18:00', capacity: 5 }] });
    const [morningRun, afternoonRun] = zone.slots;
    const product = await createTestProduct(t.db, { stock: 20 });
    const who = await shopper(product, '40710');
    await t.db.update(users).set({ language: 'ms' }).where(eq(users.id, who.user.id));
    const order = await paidOrder(who, product, { slotId: afternoonRun!.id, date: '2027-05-11' });
    const staff = await createTestUser(t, { role: 'STAFF' });

    const moved = await send('PUT', `/durian/orders/admin/${order.id}/delivery`, { slotId: morningRun!.id, date: '2027-05-12' }, staff);

    expect(moved.statusCode).toBe(200);
    expect(moved.json().delivery).toEqual({ zone: 'Zone 40700', date: '2027-05-12', window: '10:00–13:00' });
    expect(await bookedOn(afternoonRun!.id, '2027-05-11')).toBe(0);
    expect(await bookedOn(morningRun!.id, '2027-05-12')).toBe(1);
    expect(moved.json().updates.at(-1)).toMatchObject({ message: 'Your delivery was moved to 2027-05-12, 10:00–13:00' });
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, who.user.email)).orderBy(asc(outboxEmails.createdAt));
    expect(mail!.subject).toBe(`Masa penghantaran baharu bagi pesanan Durio ${orderNumber(order.id)}`);
    expect(mail!.text).toContain('Rabu, 12 Mei 2027, 10:00–13:00');

    // The morning run of the 12th is full now; a past day, another zone's run or a closed day are refused too.
    const other = await paidOrder(await shopper(product, '40720'), product, { slotId: afternoonRun!.id, date: '2027-05-11' });
    const refusals: [object, string][] = [
      [{ slotId: morningRun!.id, date: '2027-05-12' }, slotRefusals.full],
      [{ slotId: afternoonRun!.id, date: '2027-05-09' }, 'Choose a delivery day from today on'],
      [{ slotId: (await zoneWithRun('40800', '40899')).slots[0]!.id, date: '2027-05-12' }, slotRefusals.unknown],
    ];
    for (const [body, message] of refusals) {
      expect((await send('PUT', `/durian/orders/admin/${other.id}/delivery`, body)).json()).toMatchObject({ statusCode: 409, message });
    }
    expect(await bookedOn(afternoonRun!.id, '2027-05-11')).toBe(1);
    await t.db.update(orders).set({ status: 'SHIPPED' }).where(eq(orders.id, other.id));
    expect((await send('PUT', `/durian/orders/admin/${other.id}/delivery`, { slotId: afternoonRun!.id, date: '2027-05-13' })).json()).toMatchObject({
      statusCode: 409,
      message: 'The delivery day can be changed only while the order is not yet shipped',
    });
  });

  it('keeps the run of an address corrected within its zone, gives it back when the address moves to another zone, and refuses one no zone reaches', async () => {
    setMalaysianTime('2027-05-10T08:00');
    const zone = await zoneWithRun('41000', '41099');
    const elsewhere = await zoneWithRun('41100', '41199');
    const frozenOnly = { name: 'Frozen 41200', states: [], postcodeRanges: [{ from: '41200', to: '41299' }], deliveryFee: 15, freeDeliveryOver: 100, forms: ['frozen'] };
    expect((await send('POST', '/durian/delivery-zones', frozenOnly)).statusCode).toBe(201);
    const product = await createTestProduct(t.db, { name: 'Musang King Whole', stock: 5 });
    const order = await paidOrder(await shopper(product, '41010'), product, { slotId: zone.slots[0]!.id, date: '2027-05-11' });
    const address = { name: 'Home', addressLine1: '12 Jalan Durian', city: 'Klang', state: 'Selangor', country: 'Malaysia', phone: '+60 12-345 6789' };
    const moveTo = (postalCode: string, country = 'Malaysia') => send('PUT', `/durian/orders/admin/${order.id}/address`, { ...address, postalCode, country });

    expect((await moveTo('41050')).json().delivery).toEqual({ zone: 'Zone 41000', date: '2027-05-11', window: '14:00–18:00' });
    expect(await bookedOn(zone.slots[0]!.id, '2027-05-11')).toBe(1);

    expect((await moveTo('41250')).json()).toMatchObject({ statusCode: 409, message: 'Musang King Whole is whole fresh fruit, which we do not deliver to Frozen 41200' });
    expect((await moveTo('41250', 'Singapore')).json()).toMatchObject({ statusCode: 409, message: NOT_DELIVERED_THERE });
    expect(await bookedOn(zone.slots[0]!.id, '2027-05-11')).toBe(1);

    const moved = await moveTo('41150');
    expect(moved.json().delivery).toEqual({ zone: 'Zone 41100', date: '2027-05-11', window: null });
    expect(await bookedOn(zone.slots[0]!.id, '2027-05-11')).toBe(0);
    const rebooked = await send('PUT', `/durian/orders/admin/${order.id}/delivery`, { slotId: elsewhere.slots[0]!.id, date: '2027-05-11' });
    expect(rebooked.json().delivery).toEqual({ zone: 'Zone 41100', date: '2027-05-11', window: '14:00–18:00' });
    expect(await bookedOn(elsewhere.slots[0]!.id, '2027-05-11')).toBe(1);
  });

  it('says the booked day and run in the order e-mails, from the confirmation of the payment on', async () => {
    setMalaysianTime('2027-05-10T08:00');
    const zone = await zoneWithRun('40900', '40999');
    const product = await createTestProduct(t.db, { stock: 5 });
    const who = await shopper(product, '40910');
    const placed = await checkout(who, product, { slotId: zone.slots[0]!.id, date: '2027-05-11' });
    expect(placed.statusCode).toBe(201);
    await payFor(who.user, placed.json().id);
    expect((await mailTo(who.user, 'is confirmed'))!.text).toContain('Delivery: Tuesday, 11 May 2027, 14:00–18:00');

    const moved = await send('PATCH', `/durian/orders/admin/${placed.json().id}`, { status: 'PROCESSING' });
    expect(moved.statusCode).toBe(200);
    expect((await mailTo(who.user, 'is being packed'))!.text).toContain('Delivery: Tuesday, 11 May 2027, 14:00–18:00');
  });
});

describe('a pickup day', () => {
  it('is offered from the day the order is ready, on the days the point is open, and booked with the order', async () => {
    setMalaysianTime('2027-05-07T15:00'); // a Friday: ready 24 hours later, on Saturday
    const point = await createTestDropoffPoint(t.db, { name: 'AAA Raub pickup', openWeekdays: [1, 2, 3, 4, 5, 6] });
    expect((await send('POST', '/durian/delivery-closed-dates', { date: '2027-05-10', name: 'Hari Raya Haji' })).statusCode).toBe(201);

    const listed = (await send('GET', '/durian/dropoff-points', undefined, null)).json().find((p: { id: string }) => p.id === point.id);
    expect(listed.openWeekdays).toEqual([1, 2, 3, 4, 5, 6]);
    expect(listed.pickupDays.slice(0, 3)).toEqual(['2027-05-08', '2027-05-11', '2027-05-12']);

    const product = await createTestProduct(t.db, { stock: 5 });
    const user = await createTestUser(t);
    await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
    const pickupTotal = senToRm(
      priceOrder([{ unitPriceSen: unitPriceSen(product), quantity: 1, weightGrams: product.weightGrams }], { isPickup: true }, pricingFor(defaultPricingSettings, null)).totalSen,
    );
    const pickup = (pickupDate?: string) =>
      send('POST', '/durian/orders', { isPickup: true, shippingAddressOrDropoffPointId: point.id, total: pickupTotal, pickupDate }, user);

    for (const day of ['2027-05-07', '2027-05-09', '2027-05-10', '2027-05-30']) {
      expect((await pickup(day)).json()).toMatchObject({ statusCode: 409, message: pickupRefusals.notOpen });
    }
    const chosen = await pickup('2027-05-12');
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ pickupDate: '2027-05-12', delivery: null });
    const earliest = await pickup();
    expect(earliest.json()).toMatchObject({ pickupDate: '2027-05-08' });

    // Its e-mails say the day it is collected, as a pickup day, not a delivery.
    await payFor(user, earliest.json().id);
    const confirmed = (await mailTo(user, 'is confirmed'))!.text;
    expect(confirmed).toContain('Pickup: Saturday, 8 May 2027');
    expect(confirmed).not.toContain('Delivery:');
    await send('DELETE', '/durian/delivery-closed-dates/2027-05-10');
  });
});
