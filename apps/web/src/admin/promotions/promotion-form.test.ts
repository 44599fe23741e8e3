import { promotionBodySchema, type Promotion } from '@durio/shared/schemas/promotions';
import { describe, expect, it } from 'vitest';
import { discountTermsBody } from '../components/discount-terms';
import { newPromotionValues, promotionRefusalFields, promotionTerms } from './promotion-form';

const flesh: Promotion = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Two flesh boxes: 10% off',
  kind: 'percent',
  percent: 10,
  amount: null,
  minSpend: 0,
  validFrom: null,
  validTo: '2027-08-31',
  productIds: [],
  categoryIds: ['11111111-2222-4333-8444-555555555555'],
  farmIds: [],
  varieties: [],
  paused: false,
  minQuantity: 2,
  position: 3,
  paidOrders: 4,
  revenue: 600,
  discountGiven: 40,
  createdAt: '2027-05-01T00:00:00.000Z',
  updatedAt: '2027-05-01T00:00:00.000Z',
};

describe("a promotion's terms given whole (docs/product/fees.md, \"Discounts\")", () => {
  it('are every term the server keeps and nothing it counts, as the shared schema takes them', () => {
    const terms = promotionTerms(flesh);
    expect(Object.keys(terms).sort()).toEqual(Object.keys(newPromotionValues()).sort());
    expect(promotionBodySchema.parse(discountTermsBody(terms))).toEqual({
      name: 'Two flesh boxes: 10% off',
      kind: 'percent',
      percent: 10,
      amount: null,
      minSpend: 0,
      validFrom: null,
      validTo: '2027-08-31',
      productIds: [],
      categoryIds: ['11111111-2222-4333-8444-555555555555'],
      farmIds: [],
      varieties: [],
      paused: false,
      minQuantity: 2,
      position: 3,
    });
  });

  it('turn the pause over and keep the rest, as the row sends them', () => {
    expect(promotionTerms(flesh, { paused: true })).toMatchObject({ paused: true, minQuantity: 2, position: 3, validTo: '2027-08-31' });
  });

  it('a new one is refused without its name and percentage, each at its field', () => {
    const refused = promotionBodySchema.safeParse(discountTermsBody(newPromotionValues()));
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['name', 'Name the promotion'],
        ['percent', 'Give a percentage from 1 to 100'],
      ]),
    );
  });
});

describe("the server's refusals at the form's fields", () => {
  it("places each field a 400 names once, a variety at its row, and leaves the rest to the toast", () => {
    const refusal = {
      status: 400,
      message: 'Invalid request',
      issues: [
        { path: 'body.minQuantity', message: 'Give a quantity from 1 to 1,000' },
        { path: 'body.minQuantity', message: 'again' },
        { path: 'body.varieties.1', message: 'Name the variety' },
        { path: 'body.code', message: 'not this form' },
        { path: 'query.take', message: 'not a field' },
      ],
    };
    expect(promotionRefusalFields(refusal)).toEqual([
      { field: 'minQuantity', message: 'Give a quantity from 1 to 1,000' },
      { field: 'varieties.1', message: 'Name the variety' },
    ]);
    expect(promotionRefusalFields({ status: 409, message: 'Conflict', issues: [] })).toEqual([]);
  });
});
