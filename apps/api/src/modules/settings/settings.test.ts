import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senToRm } from '@durio/shared/money';
import { defaultPricingSettings, priceOrder, pricingFor } from '@durio/shared/pricing';
import { eq } from 'drizzle-orm';
import { deliveryZones, shopSettings } from '../../db/schema';
import {
  createTestAddress,
  createTestProduct,
  createTestUser,
  fillTestCart,
  placeTestOrder,
  type TestUser,
} from '../../test-support/factories';
import { readOrder } from '../../test-support/rows';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { getShopFees } from './settings.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /durian/settings', () => {
  it('gives the default fees and tax rate of docs/product/fees.md in RM, without sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/settings' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      handlingFeeLight: 10,
      handlingFeeHeavy: 20,
      handlingWeightLimitKg: 2,
      taxRatePercent: 7,
      // The starting zones' times: the Klang Valley the same day when paid by 12:00, the rest of the Peninsula the next.
      deliveryPromise: { cutoff: '12:00', klangValleyDays: 0, elsewhereDaysFrom: 1, elsewhereDaysTo: 1, pickupReadyHours: 24 },
      // The fruit guarantee's claims are open a day after delivery (docs/product/fruit-guarantee.md).
      guaranteeHours: 24,
      shop: {
        legalName: 'Durio Sdn. Bhd.',
        addressLines: ['Level 8, Menara Durio, 88 Jalan Ampang', '50450 Kuala Lumpur, Malaysia'],
        email: 'hello@durio.my',
        phone: '+60 3-2181 8800',
      },
    });
    expect(await t.db.select().from(shopSettings)).toHaveLength(1);
  });

  it('follows the fees the owner set', async () => {
    await t.db.update(shopSettings).set({ taxRateBps: 0, handlingFeeLightSen: 1250 });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/settings' });

    expect(res.json()).toMatchObject({ handlingFeeLight: 12.5, taxRatePercent: 0 });
    expect(await getShopFees(t.db)).toMatchObject({ handlingFeeLightSen: 1250, taxRateBps: 0 });
  });
});

describe('PUT /durian/settings (admin)', () => {
  const put = (user: TestUser | null, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/durian/settings', headers: user?.headers ?? {}, payload });

  it('changes fees, tax, the low-stock level and the shop details, and records who did it', async () => {
    const admin = await createTestUser(t, { role: 'ADMIN' });

    const res = await put(admin, {
      handlingFeeHeavy: 18,
      taxRatePercent: 0,
      lowStockLevel: 3,
      shop: { phone: '+60 9-123 4567', addressLines: ['1 Jalan Raub', '27600 Raub, Pahang'] },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      handlingFeeHeavy: 18,
      taxRatePercent: 0,
      lowStockLevel: 3,
      shop: { legalName: 'Durio Sdn. Bhd.', phone: '+60 9-123 4567', addressLines: ['1 Jalan Raub', '27600 Raub, Pahang'] },
    });
    const publicView = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/settings' })).json();
    expect(publicView).toMatchObject({ handlingFeeHeavy: 18, shop: { phone: '+60 9-123 4567' } });
    expect(publicView).not.toHaveProperty('lowStockLevel');
    const history = await t.app.inject({ method: 'GET', url: '/api/v1/durian/admin/changes?entity=settings', headers: admin.headers });
    expect(history.json().items[0]).toMatchObject({ action: 'updated', before: { lowStockLevel: 5 }, after: { lowStockLevel: 3, handlingFeeHeavy: 18 } });
  });

  it('prices new orders with the new fees, while an order made before keeps its amounts', async () => {
    const admin = await createTestUser(t, { role: 'ADMIN' });
    await put(admin, { handlingFeeLight: 10, taxRatePercent: 7 });
    const shopper = await createTestUser(t);
    const product = await createTestProduct(t.db, { priceSen: 5000, weightGrams: 1000 });
    const before = await placeTestOrder(t, shopper, [{ product, quantity: 1 }]);

    await put(admin, { handlingFeeLight: 12 });

    expect((await readOrder(t.db, before.id)).handlingFeeSen).toBe(1000);
    // The shopper who still sees the old fee is told prices changed; the new fee is what an order costs now.
    const other = await createTestUser(t);
    await fillTestCart(t.db, other.id, [{ productId: product.id, quantity: 1 }]);
    const address = await createTestAddress(t.db, other.id);
    const line = [{ unitPriceSen: 5000, quantity: 1, weightGrams: 1000 }];
    const order = (total: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/durian/orders',
        headers: other.headers,
        payload: { isPickup: false, shippingAddressOrDropoffPointId: address.id, total },
      });
    const stale = await order(senToRm(priceOrder(line, { isPickup: false }).totalSen));
    expect(stale.json()).toMatchObject({ statusCode: 409, message: 'Prices have changed. Please review your order.' });
    const fresh = await order(senToRm(priceOrder(line, { isPickup: false }, pricingFor(await getShopFees(t.db), defaultPricingSettings)).totalSen));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().handlingFee).toBe(12);
  });

  it('refuses customers, visitors, unknown fields and bad values, changing nothing', async () => {
    const admin = await createTestUser(t, { role: 'ADMIN' });
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/settings/admin', headers: admin.headers })).json();
    expect((await put(await createTestUser(t), { handlingFeeLight: 1 })).json()).toMatchObject({ statusCode: 403, message: 'Forbidden - Admin only' });
    expect((await put(null, { handlingFeeLight: 1 })).statusCode).toBe(401);
    // The delivery fee is a zone's now (docs/product/delivery.md): the settings refuse it as any unknown field.
    for (const payload of [{}, { handlingFeeLight: -1 }, { taxRatePercent: 101 }, { handlingFeeLight: 1.234 }, { surprise: true }, { deliveryFee: 18 }, { shop: { email: 'nope' } }, { shop: { addressLines: [] } }]) {
      expect((await put(admin, payload)).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/durian/settings/admin', headers: admin.headers })).json()).toEqual(before);
  });

  it("sets the fruit guarantee's hours after delivery, from 1 to 336 (docs/product/fruit-guarantee.md)", async () => {
    const admin = await createTestUser(t, { role: 'ADMIN' });
    expect((await put(admin, { guaranteeHours: 48 })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/durian/settings' })).json().guaranteeHours).toBe(48);
    for (const guaranteeHours of [0, 337, 1.5, '24']) {
      const refused = await put(admin, { guaranteeHours });
      expect([refused.statusCode, refused.json().message]).toEqual([400, 'body.guaranteeHours: Give the guarantee as 1 to 336 hours']);
    }
    expect((await put(admin, { guaranteeHours: 24 })).statusCode).toBe(200);
  });

  it("states the promise the delivery zones keep, and takes only the pickup's hours as a setting", async () => {
    const admin = await createTestUser(t, { role: 'ADMIN' });
    const promiseNow = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/durian/settings' })).json().deliveryPromise;
    expect((await put(admin, { deliveryPromise: { pickupReadyHours: 6 } })).statusCode).toBe(200);
    expect(await promiseNow()).toEqual({ cutoff: '12:00', klangValleyDays: 0, elsewhereDaysFrom: 1, elsewhereDaysTo: 1, pickupReadyHours: 6 });

    // The Klang Valley's cut-off and a second zone of the Peninsula (Johor Bahru, two days) change what it says.
    const zones = await t.db.select().from(deliveryZones);
    const klangValley = zones.find((zone) => zone.states.includes('kuala-lumpur'))!;
    await t.db.update(deliveryZones).set({ cutoff: '11:30', leadDays: 1 }).where(eq(deliveryZones.id, klangValley.id));
    const johor = { name: 'Johor Bahru', states: [], postcodeRanges: [{ from: '80000', to: '81999' }], deliveryFee: 20, freeDeliveryOver: 150, forms: ['whole'] };
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/durian/delivery-zones', headers: admin.headers, payload: johor });
    expect(created.statusCode).toBe(201);
    await t.db.update(deliveryZones).set({ leadDays: 2 }).where(eq(deliveryZones.id, created.json().id));
    expect(await promiseNow()).toEqual({ cutoff: '11:30', klangValleyDays: 1, elsewhereDaysFrom: 1, elsewhereDaysTo: 2, pickupReadyHours: 6 });

    const refusals: [object, string][] = [
      [{ pickupReadyHours: 0 }, 'body.deliveryPromise.pickupReadyHours: Give the pickup time as 1 to 168 hours'],
      [{ pickupReadyHours: 6, cutoffHour: 10 }, 'body.deliveryPromise'],
      [{}, 'body.deliveryPromise.pickupReadyHours'],
    ];
    for (const [deliveryPromise, message] of refusals) {
      const refused = await put(admin, { deliveryPromise });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect((await promiseNow()).pickupReadyHours).toBe(6);
  });
});
