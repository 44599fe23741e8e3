import { weightRangeRule } from '@durio/shared/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainValidationMessage } from '../../lib/validation-messages';
import { chargeAtCheckout, productFormSchema, type ProductFormValues } from './product-form-schema';

// The web app's plain messages, as src/lib/zod.ts sets them; the files after this one in its process read zod's own text.
beforeAll(() => z.config({ customError: plainValidationMessage }));
afterAll(() => z.config({ customError: undefined }));

const product: ProductFormValues = {
  name: 'Musang King, whole fruit',
  description: 'Bitter-sweet, golden flesh',
  price: 68,
  discountPrice: null,
  pricedBy: 'unit',
  stock: 10,
  weight: null,
  minWeight: null,
  farmId: '4f1d2a3b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
};

/** Each field's first message, as the form shows it under the field. */
function messagesOf(values: ProductFormValues): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of productFormSchema.safeParse(values).error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('a product priced per kg, in the product form', () => {
  it('needs its lightest and heaviest fruit, the lightest at most the heaviest', () => {
    expect(messagesOf({ ...product, pricedBy: 'kg' })).toEqual({ minWeight: weightRangeRule.message });
    expect(messagesOf({ ...product, pricedBy: 'kg', weight: 2.4 })).toEqual({ minWeight: weightRangeRule.message });
    expect(messagesOf({ ...product, pricedBy: 'kg', weight: 1.8, minWeight: 2.4 })).toEqual({ minWeight: weightRangeRule.message });
    expect(messagesOf({ ...product, pricedBy: 'kg', weight: 2.4, minWeight: 1.8 })).toEqual({});
    expect(messagesOf({ ...product, pricedBy: 'kg', weight: 2.4, minWeight: 2.4 })).toEqual({});
  });

  it('takes fruit up to 20 kg, in grams (3 decimals)', () => {
    expect(messagesOf({ ...product, pricedBy: 'kg', weight: 20, minWeight: 0.001 })).toEqual({});
    expect(messagesOf({ ...product, pricedBy: 'kg', weight: 20.5, minWeight: 2 })).toEqual({
      minWeight: weightRangeRule.message,
      weight: 'A fruit weighs at most 20 kg',
    });
    expect(messagesOf({ ...product, pricedBy: 'kg', weight: 2.4005, minWeight: 1.8 })).toEqual({ weight: 'A weight has at most 3 decimals (grams)' });
    expect(messagesOf({ ...product, pricedBy: 'kg', weight: 2.4, minWeight: 1.8125 })).toEqual({ minWeight: 'A weight has at most 3 decimals (grams)' });
  });

  it('shows what shoppers pay for a fruit at checkout: the price or sale price per kg at the heaviest weight', () => {
    expect(chargeAtCheckout({ pricedBy: 'kg', price: 68, discountPrice: null, weight: 2.4 })).toBe(163.2);
    expect(chargeAtCheckout({ pricedBy: 'kg', price: 68, discountPrice: 60, weight: 2.4 })).toBe(144);
    expect(chargeAtCheckout({ pricedBy: 'kg', price: Number.NaN, discountPrice: null, weight: 2.4 })).toBeNull();
    expect(chargeAtCheckout({ pricedBy: 'kg', price: 68, discountPrice: null, weight: null })).toBeNull();
    expect(chargeAtCheckout({ pricedBy: 'kg', price: 68, discountPrice: null, weight: 2.4005 })).toBeNull();
    expect(chargeAtCheckout({ pricedBy: 'kg', price: 68, discountPrice: 70, weight: 2.4 })).toBe(163.2);
  });
});

describe('a product priced per unit, in the product form', () => {
  it('needs no weight range, and its weight is not held to grams', () => {
    expect(messagesOf(product)).toEqual({});
    expect(messagesOf({ ...product, weight: 35.12345 })).toEqual({});
    expect(chargeAtCheckout({ pricedBy: 'unit', price: 68, discountPrice: null, weight: 2.4 })).toBeNull();
  });
});
