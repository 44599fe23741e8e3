import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formRefusals, NOT_DELIVERED_THERE } from '@durio/shared/delivery-zones';
import { senToRm } from '@durio/shared/money';
import { defaultPricingSettings, priceOrder, pricingFor, unitPriceSen } from '@durio/shared/pricing';
import type { DeliveryZoneBody } from '@durio/shared/schemas/delivery-zones';
import { deliveryZones, orders, products } from '../../db/schema';
import { createTestAddress, createTestClock, createTestProduct, createTestUser, fillTestCart, type TestUser } from '../../test-support/factories';
import { preorderTestKit } from '../../test-support/preorders';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * Delivery zones (docs/product/delivery.md): the owner draws them from states and postcode ranges, each with its fees
 * and the forms of fruit it receives; a checkout is priced with its address's zone, and refused outside every zone
 * or for a form the zone does not receive, reserving nothing.
 */

let t: TestApp;
let admin: TestUser;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date('2027-05-01T04:00:00Z')) });
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

function send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, user: TestUser | null = admin) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: body as object, headers: user ? user.headers : {} });
}

const zoneBody = (change: Partial<DeliveryZoneBody> = {}): DeliveryZoneBody => ({
  name: 'Johor Bahru',
  states: [],
  postcodeRanges: [{ from: '79000', to: '81999' }],
  deliveryFee: 20,
  freeDeliveryOver: 150,
  forms: ['whole', 'flesh', 'frozen'],
  ...change,
});

async function zoneNamed(name: string) {
  const [row] = await t.db.select().from(deliveryZones).where(eq(deliveryZones.name, name));
  return row!;
}

/** A shopper with one product in the cart and an address at `postalCode` in `state`. */
async function shopperWithCart(product: typeof products.$inferSelect, address: { state: string; postalCode: string; city: string; country?: string }) {
  const user = await createTestUser(t);
  await fillTestCart(t.db, user.id, [{ productId: product.id, quantity: 1 }]);
  const { id } = await createTestAddress(t.db, user.id, address);
  return { user, addressId: id };
}

/** What checkout shows for one unit of `product` delivered in a zone with these fees (RM). */
function totalIn(product: typeof products.$inferSelect, zone: { deliveryFeeSen: number; freeDeliveryOverSen: number }) {
  const line = [{ unitPriceSen: unitPriceSen(product), quantity: 1, weightGrams: product.weightGrams }];
  return senToRm(priceOrder(line, { isPickup: false }, pricingFor(defaultPricingSettings, zone)).totalSen);
}

function checkout(who: { user: TestUser; addressId: string }, total: number) {
  return send('POST', '/durian/orders', { isPickup: false, shippingAddressOrDropoffPointId: who.addressId, total }, who.user);
}

describe('the zones a shop starts with', () => {
  it('are the Klang Valley, the rest of the peninsula, and East Malaysia for frozen and packed fruit only, named in each language', async () => {
    const english = await send('GET', '/durian/delivery-zones', undefined, null);
    expect(english.statusCode).toBe(200);
    expect(english.json()).toEqual([
      {
        id: expect.any(String),
        name: 'Klang Valley',
        states: ['kuala-lumpur', 'putrajaya', 'selangor'],
        postcodeRanges: [],
        deliveryFee: 15,
        freeDeliveryOver: 100,
        forms: ['whole', 'flesh', 'frozen'],
        leadDays: 0,
        cutoff: '12:00',
        closedWeekdays: [],
        slots: [
          { id: expect.any(String), startsAt: '10:00', endsAt: '13:00', capacity: 20 },
          { id: expect.any(String), startsAt: '14:00', endsAt: '18:00', capacity: 20 },
          { id: expect.any(String), startsAt: '18:00', endsAt: '21:00', capacity: 20 },
        ],
      },
      expect.objectContaining({ name: 'Peninsular Malaysia', deliveryFee: 25, freeDeliveryOver: 200, forms: ['whole', 'flesh', 'frozen'] }),
      expect.objectContaining({ name: 'Sabah, Sarawak and Labuan', states: ['sabah', 'sarawak', 'labuan'], deliveryFee: 45, forms: ['flesh', 'frozen'], leadDays: 2, closedWeekdays: [0] }),
    ]);
    const malay = (await send('GET', '/durian/delivery-zones?lang=ms', undefined, null)).json();
    expect(malay.map((zone: { name: string }) => zone.name)).toEqual(['Lembah Klang', 'Semenanjung Malaysia', 'Sabah, Sarawak dan Labuan']);
    expect((await send('GET', '/durian/delivery-zones?lang=xx', undefined, null)).statusCode).toBe(400);
  });
});

describe('the owner edits the zones', () => {
  it('adds a zone of postcodes inside a state of another zone, edits it and removes it, each in the history', async () => {
    const created = await send('POST', '/durian/delivery-zones', zoneBody({ translations: { ms: { name: 'Johor Bahru' } } }));
    expect(created.statusCode).toBe(201);
    const zone = created.json();
    expect(zone).toMatchObject({ name: 'Johor Bahru', postcodeRanges: [{ from: '79000', to: '81999' }], deliveryFee: 20, translations: { ms: { name: 'Johor Bahru' } } });

    const edited = await send('PUT', `/durian/delivery-zones/${zone.id}`, zoneBody({ deliveryFee: 18.5, forms: ['frozen'] }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ deliveryFee: 18.5, forms: ['frozen'], translations: { ms: { name: 'Johor Bahru' } } });
    expect((await zoneNamed('Johor Bahru')).deliveryFeeSen).toBe(1850);

    expect((await send('DELETE', `/durian/delivery-zones/${zone.id}`)).statusCode).toBe(204);
    expect((await send('GET', '/durian/delivery-zones/admin')).json().map((z: { name: string }) => z.name)).not.toContain('Johor Bahru');
    const history = (await send('GET', `/durian/admin/changes?entity=${encodeURIComponent('delivery zone')}`)).json();
    expect(history.items.filter((change: { entityId: string }) => change.entityId === zone.id).map((change: { action: string }) => change.action)).toEqual([
      'deleted',
      'updated',
      'created',
    ]);
  });

  it('refuses a state or postcode already in another zone with 409, and bad zones with 400, changing nothing', async () => {
    const before = (await send('GET', '/durian/delivery-zones/admin')).json();
    expect((await send('POST', '/durian/delivery-zones', zoneBody({ states: ['selangor'] }))).json()).toMatchObject({
      statusCode: 409,
      message: 'Selangor is already in the zone Klang Valley',
    });
    const carved = (await send('POST', '/durian/delivery-zones', zoneBody({ name: 'Muar' }))).json();
    expect((await send('POST', '/durian/delivery-zones', zoneBody({ name: 'Kluang', postcodeRanges: [{ from: '81000', to: '86999' }] }))).json()).toMatchObject({
      statusCode: 409,
      message: 'Postcodes 81000–86999 overlap the zone Muar',
    });
    await send('DELETE', `/durian/delivery-zones/${carved.id}`);

    const refusals: [Partial<DeliveryZoneBody>, string][] = [
      [{ states: [], postcodeRanges: [] }, 'body.states: A zone covers at least one state or postcode range'],
      [{ postcodeRanges: [{ from: '8100', to: '81999' }] }, 'body.postcodeRanges.0.from: Postal code must be five digits'],
      [{ postcodeRanges: [{ from: '81999', to: '81000' }] }, 'body.postcodeRanges.0.to: A range starts at or before where it ends'],
      [{ forms: [] }, 'body.forms: A zone receives at least one form of fruit'],
      [{ deliveryFee: -1 }, 'body.deliveryFee: Delivery fee cannot be negative'],
      [{ name: ' ' }, 'body.name: Name is required'],
    ];
    for (const [change, message] of refusals) {
      expect((await send('POST', '/durian/delivery-zones', zoneBody(change))).json()).toMatchObject({ statusCode: 400, message });
    }
    expect((await send('POST', '/durian/delivery-zones', { ...zoneBody(), states: ['atlantis'] })).statusCode).toBe(400);
    expect((await send('PUT', `/durian/delivery-zones/${unknownId}`, zoneBody())).statusCode).toBe(404);
    expect((await send('DELETE', `/durian/delivery-zones/${unknownId}`)).statusCode).toBe(404);
    expect((await send('POST', '/durian/delivery-zones', zoneBody(), await createTestUser(t))).statusCode).toBe(403);
    expect((await send('POST', '/durian/delivery-zones', zoneBody(), null)).statusCode).toBe(401);
    expect((await send('GET', '/durian/delivery-zones/admin')).json()).toEqual(before);
  });
});

describe('a checkout delivered in a zone', () => {
  const klangValley = { deliveryFeeSen: 1500, freeDeliveryOverSen: 10000 };
  const peninsular = { deliveryFeeSen: 2500, freeDeliveryOverSen: 20000 };
  const eastMalaysia = { deliveryFeeSen: 4500, freeDeliveryOverSen: 30000 };

  it("pays the fee of its address's zone: Penang the peninsula's, Kota Kinabalu East Malaysia's for a frozen pack", async () => {
    const durian = await createTestProduct(t.db, { priceSen: 5000, stock: 5 });
    const penang = await shopperWithCart(durian, { city: 'George Town', state: 'Pulau Pinang', postalCode: '10200' });
    expect((await checkout(penang, totalIn(durian, klangValley))).json()).toMatchObject({ statusCode: 409, message: 'Prices have changed. Please review your order.' });
    const placed = await checkout(penang, totalIn(durian, peninsular));
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ shippingFee: 25 });

    const frozen = await createTestProduct(t.db, { name: 'Frozen D24 Pack', form: 'frozen', priceSen: 3000, stock: 5 });
    const kotaKinabalu = await shopperWithCart(frozen, { city: 'Kota Kinabalu', state: 'Sabah', postalCode: '88000' });
    const east = await checkout(kotaKinabalu, totalIn(frozen, eastMalaysia));
    expect(east.statusCode).toBe(201);
    expect(east.json()).toMatchObject({ shippingFee: 45 });
  });

  it('is refused for whole fresh fruit to Sabah, naming the fruit, and reserves nothing', async () => {
    const durian = await createTestProduct(t.db, { name: 'Musang King Whole', form: 'whole', priceSen: 9000, stock: 3 });
    const kotaKinabalu = await shopperWithCart(durian, { city: 'Kota Kinabalu', state: 'Sabah', postalCode: '88000' });

    const res = await checkout(kotaKinabalu, totalIn(durian, eastMalaysia));

    expect(res.json()).toMatchObject({
      statusCode: 409,
      message: formRefusals.whole.replace('{name}', 'Musang King Whole').replace('{zone}', 'Sabah, Sarawak and Labuan'),
    });
    expect((await t.db.select().from(products).where(eq(products.id, durian.id)))[0]!.stock).toBe(3);
    expect(await t.db.select().from(orders).where(eq(orders.userId, kotaKinabalu.user.id))).toEqual([]);
  });

  it('is refused to an address outside every zone or abroad, and taken once a zone reaches it', async () => {
    const durian = await createTestProduct(t.db, { priceSen: 5000, stock: 5 });
    const singapore = await shopperWithCart(durian, { city: 'Singapore', state: 'Central', postalCode: '50450', country: 'Singapore' });
    expect((await checkout(singapore, totalIn(durian, klangValley))).json()).toMatchObject({ statusCode: 409, message: NOT_DELIVERED_THERE });

    const east = await zoneNamed('Sabah, Sarawak and Labuan');
    const body = (states: DeliveryZoneBody['states']): DeliveryZoneBody => ({
      name: east.name,
      states,
      postcodeRanges: [],
      deliveryFee: 45,
      freeDeliveryOver: 300,
      forms: ['flesh', 'frozen'],
    });
    expect((await send('PUT', `/durian/delivery-zones/${east.id}`, body(['sabah', 'labuan']))).statusCode).toBe(200);
    try {
      const frozen = await createTestProduct(t.db, { form: 'frozen', priceSen: 3000, stock: 5 });
      const kuching = await shopperWithCart(frozen, { city: 'Kuching', state: 'Sarawak', postalCode: '93050' });
      expect((await checkout(kuching, totalIn(frozen, eastMalaysia))).json()).toMatchObject({ statusCode: 409, message: NOT_DELIVERED_THERE });
      expect((await send('PUT', `/durian/delivery-zones/${east.id}`, body(['sabah', 'sarawak', 'labuan']))).statusCode).toBe(200);
      expect((await checkout(kuching, totalIn(frozen, eastMalaysia))).statusCode).toBe(201);
    } finally {
      await send('PUT', `/durian/delivery-zones/${east.id}`, body(['sabah', 'sarawak', 'labuan']));
    }
  });

  it("takes a new zone fee for new checkouts only: an order placed before keeps the fee it was charged", async () => {
    const durian = await createTestProduct(t.db, { priceSen: 5000, stock: 5 });
    const first = await shopperWithCart(durian, { city: 'Ipoh', state: 'Perak', postalCode: '30000' });
    const before = (await checkout(first, totalIn(durian, peninsular))).json();
    const zone = await zoneNamed('Peninsular Malaysia');
    const body = (deliveryFee: number): DeliveryZoneBody => ({
      name: zone.name,
      states: zone.states,
      postcodeRanges: [],
      deliveryFee,
      freeDeliveryOver: 200,
      forms: ['whole', 'flesh', 'frozen'],
    });
    await send('PUT', `/durian/delivery-zones/${zone.id}`, body(30));
    try {
      const second = await shopperWithCart(durian, { city: 'Ipoh', state: 'Perak', postalCode: '30000' });
      expect((await checkout(second, totalIn(durian, { ...peninsular, deliveryFeeSen: 3000 }))).json()).toMatchObject({ shippingFee: 30 });
      expect((await t.db.select().from(orders).where(eq(orders.id, before.id)))[0]!.deliveryFeeSen).toBe(2500);
    } finally {
      await send('PUT', `/durian/delivery-zones/${zone.id}`, body(25));
    }
  });
});

describe('a pre-order delivered in a zone', () => {
  const { openOffer, preorder } = preorderTestKit(() => ({ t, admin }));

  it('is refused to Sabah, as its fruit is whole and fresh', async () => {
    const { product, offer } = await openOffer(10);
    const user = await createTestUser(t);
    const address = await createTestAddress(t.db, user.id, { city: 'Sandakan', state: 'Sabah', postalCode: '90000' });

    const res = await preorder({ user, address }, offer, product, 1);

    expect(res.json()).toMatchObject({
      statusCode: 409,
      message: formRefusals.whole.replace('{name}', product.name).replace('{zone}', 'Sabah, Sarawak and Labuan'),
    });
  });
});

describe('an address in Malaysia', () => {
  const address = { name: 'Home', addressLine1: '12 Jalan SS2/24', city: 'Petaling Jaya', state: 'Selangor', postalCode: '47300', country: 'Malaysia' };

  it('is kept when its five-digit postcode is in its state, and refused on the field to correct otherwise', async () => {
    const shopper = await createTestUser(t);
    const created = await send('POST', '/user-profile/addresses', address, shopper);
    expect(created.statusCode).toBe(201);
    const refusals: [object, string][] = [
      [{ postalCode: '4730' }, 'body.postalCode: Postal code must be five digits'],
      [{ postalCode: '88000' }, 'body.postalCode: This postal code is not in the state given'],
      [{ state: 'Klang Valley' }, 'body.state: Give a Malaysian state, such as Selangor'],
    ];
    for (const [change, message] of refusals) {
      expect((await send('POST', '/user-profile/addresses', { ...address, ...change }, shopper)).json()).toMatchObject({ statusCode: 400, message });
    }

    // A change of one field is checked with the fields it joins, and changes nothing when refused.
    const id = created.json().id;
    expect((await send('PATCH', `/user-profile/addresses/${id}`, { postalCode: '88000' }, shopper)).json()).toMatchObject({
      statusCode: 400,
      message: 'This postal code is not in the state given',
    });
    expect((await send('PATCH', `/user-profile/addresses/${id}`, { state: 'Sabah', postalCode: '88000', city: 'Kota Kinabalu' }, shopper)).statusCode).toBe(200);
    expect((await send('GET', '/user-profile/addresses', undefined, shopper)).json()).toEqual([expect.objectContaining({ state: 'Sabah', postalCode: '88000' })]);
  });
});
