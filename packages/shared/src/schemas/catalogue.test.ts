import { describe, expect, it } from 'vitest';
import { createProductBodySchema, salePriceRule, updateProductBodySchema, weightRangeRule } from './catalogue';

const product = {
  name: 'Musang King, whole fruit',
  description: 'Bitter-sweet, golden flesh',
  price: 68,
  stock: 10,
  farmId: '4f1d2a3b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
};

describe("the product schemas' own rules", () => {
  it('keep their messages for the server, which throws them when it checks the stored fields', () => {
    expect(weightRangeRule.message).toBe('A product priced per kg needs a weight range: a lowest weight up to its weight, at most 20 kg');
    expect(salePriceRule.message).toBe('Sale price must be lower than the price');
  });

  it('say them on their fields', () => {
    const issues = createProductBodySchema.safeParse({ ...product, discountPrice: 70, pricedBy: 'kg', weight: 2.4 }).error?.issues ?? [];
    expect(issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['discountPrice'], message: salePriceRule.message },
      { path: ['minWeight'], message: weightRangeRule.message },
    ]);
    expect(updateProductBodySchema.safeParse({ price: 50, discountPrice: 55 }).error?.issues[0]?.message).toBe(salePriceRule.message);
  });
});
