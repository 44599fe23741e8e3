import { describe, expect, it } from 'vitest';
import { defaultPricingSettings, priceOrder, taxLabel, unitPriceRm, unitPriceSen, type PricedLine } from './pricing';

const line = (unitPriceSen: number, quantity = 1, weightGrams: number | null = 1000): PricedLine => ({
  unitPriceSen,
  quantity,
  weightGrams,
});
const delivery = { isPickup: false };

describe('unitPriceSen', () => {
  it('uses the sale price when the product has one', () => {
    expect(unitPriceSen({ priceSen: 5000, discountPriceSen: 4200 })).toBe(4200);
  });

  it('uses the price when there is no sale price', () => {
    expect(unitPriceSen({ priceSen: 5000, discountPriceSen: null })).toBe(5000);
  });
});

describe('unitPriceRm', () => {
  it('applies the same rule to the RM prices of a reply', () => {
    expect(unitPriceRm({ price: 68, salePrice: 59.9 })).toBe(59.9);
    expect(unitPriceRm({ price: 68.5, salePrice: null })).toBe(68.5);
  });
});

describe('priceOrder', () => {
  it('adds up price × quantity into the subtotal', () => {
    expect(priceOrder([line(4200, 2), line(1500, 1)], delivery).subtotalSen).toBe(9900);
  });

  it('charges RM15 delivery up to and including a RM100 subtotal', () => {
    expect(priceOrder([line(10_000)], delivery).deliveryFeeSen).toBe(1500);
  });

  it('makes delivery free when the subtotal is strictly over RM100', () => {
    expect(priceOrder([line(10_001)], delivery).deliveryFeeSen).toBe(0);
  });

  it('never charges delivery for pickup', () => {
    expect(priceOrder([line(2000)], { isPickup: true }).deliveryFeeSen).toBe(0);
  });

  it('charges RM10 handling when the cart weighs under 2 kg', () => {
    expect(priceOrder([line(2000, 1, 1999)], delivery).handlingFeeSen).toBe(1000);
  });

  it('charges RM20 handling from 2 kg up', () => {
    expect(priceOrder([line(2000, 2, 1000)], delivery).handlingFeeSen).toBe(2000);
    expect(priceOrder([line(2000, 3, 1500)], delivery).handlingFeeSen).toBe(2000);
  });

  it('counts a product without a weight as 0.5 kg per unit', () => {
    expect(priceOrder([line(1000, 3, null)], delivery)).toMatchObject({ weightGrams: 1500, handlingFeeSen: 1000 });
    expect(priceOrder([line(1000, 4, null)], delivery)).toMatchObject({ weightGrams: 2000, handlingFeeSen: 2000 });
  });

  it('charges no handling for an empty cart', () => {
    expect(priceOrder([], delivery).handlingFeeSen).toBe(0);
  });

  it('takes 7% tax of the subtotal, rounded to the sen', () => {
    expect(priceOrder([line(1234)], delivery).taxSen).toBe(86); // 86.38
    expect(priceOrder([line(1250)], delivery).taxSen).toBe(88); // 87.5 rounds up
    expect(priceOrder([line(1221)], delivery).taxSen).toBe(85); // 85.47
  });

  it('charges no tax when the rate is 0', () => {
    expect(priceOrder([line(5000)], delivery, { ...defaultPricingSettings, taxRateBps: 0 }).taxSen).toBe(0);
  });

  it('totals subtotal, delivery, handling and tax', () => {
    // RM50 × 1 (1.5 kg): 5000 + 1500 delivery + 1000 handling + 350 tax.
    expect(priceOrder([line(5000, 1, 1500)], delivery)).toEqual({
      subtotalSen: 5000,
      deliveryFeeSen: 1500,
      handlingFeeSen: 1000,
      taxSen: 350,
      totalSen: 7850,
      weightGrams: 1500,
    });
  });

  it('follows fees the shop owner changed', () => {
    const settings = {
      deliveryFeeSen: 800,
      freeDeliveryOverSen: 5000,
      handlingFeeLightSen: 500,
      handlingFeeHeavySen: 900,
      handlingWeightLimitGrams: 3000,
      taxRateBps: 600,
    };
    expect(priceOrder([line(4000, 1, 2500)], delivery, settings)).toMatchObject({
      deliveryFeeSen: 800,
      handlingFeeSen: 500,
      taxSen: 240,
      totalSen: 5540,
    });
  });
});

describe('taxLabel', () => {
  it('shows the configured rate', () => {
    expect(taxLabel(defaultPricingSettings)).toBe('Tax (7%)');
    expect(taxLabel({ ...defaultPricingSettings, taxRateBps: 650 })).toBe('Tax (6.5%)');
  });
});
