import { voucherBodySchema, type Voucher } from '@durio/shared/schemas/vouchers';
import { describe, expect, it } from 'vitest';
import { discountTermsBody as voucherBody } from '../components/discount-terms';
import { CODE_TAKEN, newVoucherValues, voucherRefusalFields, voucherTerms } from './voucher-form';

const product = '3f0c1a8e-2b4d-4c6e-8f10-1a2b3c4d5e6f';
const farm = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const category = '11111111-2222-4333-8444-555555555555';

const musim: Voucher = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'MUSIM10',
  kind: 'percent',
  percent: 10,
  amount: null,
  minSpend: 100,
  validFrom: '2027-06-01',
  validTo: '2027-06-30',
  usageLimit: 500,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  productIds: [product],
  categoryIds: [category],
  farmIds: [farm],
  varieties: ['Musang King'],
  paused: false,
  usesTaken: 12,
  paidOrders: 10,
  revenue: 1500,
  discountGiven: 150,
  createdAt: '2027-05-01T00:00:00.000Z',
  updatedAt: '2027-05-01T00:00:00.000Z',
};

describe("a voucher's terms given whole (docs/product/fees.md, \"Discounts\")", () => {
  it('are every term the server keeps and nothing it counts, as the shared schema takes them', () => {
    const terms = voucherTerms(musim);
    expect(Object.keys(terms).sort()).toEqual(Object.keys(newVoucherValues()).sort());
    expect(voucherBodySchema.parse(terms)).toEqual({
      code: 'MUSIM10',
      kind: 'percent',
      percent: 10,
      amount: null,
      minSpend: 100,
      validFrom: '2027-06-01',
      validTo: '2027-06-30',
      usageLimit: 500,
      perCustomerLimit: 1,
      firstOrderOnly: false,
      productIds: [product],
      categoryIds: [category],
      farmIds: [farm],
      varieties: ['Musang King'],
      paused: false,
    });
  });

  it('pause or resume a code by changing that term alone', () => {
    expect(voucherTerms(musim, { paused: true })).toEqual({ ...voucherTerms(musim), paused: true });
    expect(voucherBodySchema.safeParse(voucherTerms(musim, { paused: true })).success).toBe(true);
  });

  it('of a new code are a percentage for the whole shop that the schema asks the percentage and code of', () => {
    const refused = voucherBodySchema.safeParse(voucherBody(newVoucherValues()));
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['code', 'percent']);
  });
});

describe('what the form sends', () => {
  it('leaves out the product and farm rows with nothing chosen', () => {
    const body = voucherBody({ ...voucherTerms(musim), productIds: ['', product, ''], farmIds: [''] });
    expect(body.productIds).toEqual([product]);
    expect(body.farmIds).toEqual([]);
    expect(voucherBodySchema.safeParse(body).success).toBe(true);
  });

  it('clears the percentage or amount the kind does not use, so a figure left behind is neither judged nor sent', () => {
    const typed = { ...voucherTerms(musim), percent: 150, amount: -5 };
    expect(voucherBody({ ...typed, kind: 'amount', amount: 15 })).toMatchObject({ percent: null, amount: 15 });
    expect(voucherBody({ ...typed, kind: 'percent', percent: 12.5 })).toMatchObject({ percent: 12.5, amount: null });
    expect(voucherBody({ ...typed, kind: 'freeDelivery' })).toMatchObject({ percent: null, amount: null });
    expect(voucherBodySchema.safeParse(voucherBody({ ...typed, kind: 'freeDelivery' })).success).toBe(true);
  });

  it('keeps a blank variety row at its place, for the schema to ask its name there', () => {
    const body = voucherBody({ ...voucherTerms(musim), varieties: ['Musang King', ' '] });
    expect(body.varieties).toEqual(['Musang King', ' ']);
    expect(voucherBodySchema.safeParse(body).error?.issues).toMatchObject([{ path: ['varieties', 1], message: 'Name the variety' }]);
  });
});

describe("where the server's refusal shows", () => {
  it('shows a code another voucher has at the code', () => {
    expect(voucherRefusalFields({ status: 409, message: CODE_TAKEN, issues: [] })).toEqual([{ field: 'code', message: CODE_TAKEN }]);
  });

  it("shows each field a 400 names at that field, a variety at its row and a list's ids at the list, once each", () => {
    const issues = [
      { path: 'body.percent', message: 'Give a percentage from 1 to 100' },
      { path: 'body.validTo', message: 'The last day cannot be before the first' },
      { path: 'body.varieties.2', message: 'Name the variety' },
      { path: 'body.productIds.0', message: 'Invalid UUID' },
      { path: 'body.productIds.4', message: 'Invalid UUID' },
      { path: 'body.farmIds', message: 'At most 200 of each' },
    ];
    expect(voucherRefusalFields({ status: 400, message: 'body.percent: Give a percentage from 1 to 100', issues })).toEqual([
      { field: 'percent', message: 'Give a percentage from 1 to 100' },
      { field: 'validTo', message: 'The last day cannot be before the first' },
      { field: 'varieties.2', message: 'Name the variety' },
      { field: 'productIds', message: 'Invalid UUID' },
      { field: 'farmIds', message: 'At most 200 of each' },
    ]);
  });

  it('leaves to the toast what belongs to no field: an unknown key, another conflict, a voucher gone, a server failure', () => {
    expect(voucherRefusalFields({ status: 400, message: 'body: Unrecognized key: "discount"', issues: [{ path: 'body', message: 'Unrecognized key: "discount"' }] })).toEqual([]);
    expect(voucherRefusalFields({ status: 400, message: 'querystring.x: bad', issues: [{ path: 'querystring.x', message: 'bad' }] })).toEqual([]);
    expect(voucherRefusalFields({ status: 409, message: 'Something else', issues: [] })).toEqual([]);
    expect(voucherRefusalFields({ status: 404, message: 'Voucher not found', issues: [] })).toEqual([]);
    expect(voucherRefusalFields({ status: 500, message: CODE_TAKEN, issues: [] })).toEqual([]);
  });
});
