import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { getPricingSettings } from './settings.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /durian/settings', () => {
  it('gives the default fees and tax rate of DECISIONS §4 in RM, without sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/settings' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      deliveryFee: 15,
      freeDeliveryOver: 100,
      handlingFeeLight: 10,
      handlingFeeHeavy: 20,
      handlingWeightLimitKg: 2,
      taxRatePercent: 7,
    });
    expect(await t.db.select().from(shopSettings)).toHaveLength(1);
  });

  it('follows the fees the owner set', async () => {
    await t.db.update(shopSettings).set({ taxRateBps: 0, deliveryFeeSen: 1250 });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/durian/settings' });

    expect(res.json()).toMatchObject({ deliveryFee: 12.5, taxRatePercent: 0 });
    expect(await getPricingSettings(t.db)).toMatchObject({ deliveryFeeSen: 1250, taxRateBps: 0 });
  });
});
