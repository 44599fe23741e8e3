import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senToRm } from '@durio/shared/money';
import { defaultPricingSettings, priceOrder, pricingFor } from '@durio/shared/pricing';
import { shopSettings } from '../../db/schema';
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
      deliveryPromise: { cutoffHour: 12, klangValleyDays: 0, elsewhereDaysFrom: 1, elsewhereDaysTo: 3, pickupReadyHours: 24 },
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

  it('changes the delivery promise given whole, and refuses one out of range, given in part or ending before it starts', async () => {
    const admin = await createTestUser(t, { role: 'ADMIN' });
    const promise = { cutoffHour: 12, klangValleyDays: 0, elsewhereDaysFrom: 2, elsewhereDaysTo: 4, pickupReadyHours: 6 };
    const res = await put(admin, { deliveryPromise: promise });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/durian/settings' })).json().deliveryPromise).toEqual(promise);

    const refusals: [object, string][] = [
      [{ ...promise, cutoffHour: 24 }, 'body.deliveryPromise.cutoffHour: Give the cut-off as an hour from 0 to 23'],
      [{ ...promise, klangValleyDays: 1.5 }, 'body.deliveryPromise.klangValleyDays: Give the Klang Valley delivery time as 0 to 14 days'],
      [{ ...promise, elsewhereDaysFrom: 0 }, 'body.deliveryPromise.elsewhereDaysFrom: Give the delivery time elsewhere as 1 to 14 days'],
      [{ ...promise, elsewhereDaysFrom: 5 }, 'body.deliveryPromise.elsewhereDaysTo: The latest delivery elsewhere cannot be sooner than the soonest'],
      [{ ...promise, pickupReadyHours: 0 }, 'body.deliveryPromise.pickupReadyHours: Give the pickup time as 1 to 168 hours'],
      [{ cutoffHour: 10 }, 'body.deliveryPromise.klangValleyDays: Give the Klang Valley delivery time as 0 to 14 days'],
    ];
    for (const [deliveryPromise, message] of refusals) {
      const refused = await put(admin, { deliveryPromise });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/durian/settings' })).json().deliveryPromise).toEqual(promise);
  });
});
