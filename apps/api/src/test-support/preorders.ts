import { expect } from 'vitest';
import { senToRm } from '@durio/shared/money';
import { priceOrder, unitPriceSen } from '@durio/shared/pricing';
import type { products } from '../db/schema';
import { createTestAddress, createTestFarm, createTestProduct, createTestTree, createTestUser, type TestUser } from './factories';
import { confirmTestPayment, openTestPayment, payInSandbox } from './payments';
import type { TestApp } from './test-app';

type Product = typeof products.$inferSelect;

/**
 * Pre-orders through the API, as the owner and shoppers make them (docs/product/the-season.md): an offer of a tree's
 * Musang King priced by weight in the June–August 2027 window, shoppers with an address, pre-orders placed and paid.
 * `app` gives the test's app and admin once its `beforeAll` has made them.
 */
export function preorderTestKit(app: () => { t: TestApp; admin: TestUser }) {
  function send(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body: unknown, user: TestUser | null) {
    const { t } = app();
    return t.app.inject({ method, url: `/api/v1${url}`, payload: body as object, headers: user ? user.headers : {} });
  }

  /**
   * A verified farm with a Musang King window in June–August 2027, a tree expecting `expectedFruits` from 20 June, and
   * its whole fruit priced by weight with `productStock` on the shelf (or as `product` changes it: priced per unit).
   */
  async function orchard({
    expectedFruits = 40,
    productStock = 0,
    farm: farmValues = {},
    product: productValues = {},
  }: { expectedFruits?: number; productStock?: number; farm?: Parameters<typeof createTestFarm>[1]; product?: Parameters<typeof createTestProduct>[1] } = {}) {
    const { t, admin } = app();
    const farm = await createTestFarm(t.db, farmValues);
    const variety = 'Musang King D197';
    const window = (
      await send('POST', `/durian/farms/${farm.id}/harvest-windows`, { variety, startsOn: '2027-06-15', endsOn: '2027-08-31', peakStartsOn: null, peakEndsOn: null }, admin)
    ).json();
    const tree = await createTestTree(t.db, farm.id, { variety, nextDropOn: '2027-06-20', expectedFruits });
    const product = await createTestProduct(t.db, {
      farmId: farm.id,
      variety,
      treeId: tree.id,
      pricedBy: 'kg',
      priceSen: 8800,
      minWeightGrams: 1500,
      weightGrams: 2000,
      stock: productStock,
      ...productValues,
    });
    return { farm, window, tree, product };
  }

  /** The orchard's tree opened for pre-order with `fruits`, its estimate; its whole fruit as `productValues` change it. */
  async function openOffer(fruits: number, productStock = 0, productValues: Parameters<typeof createTestProduct>[1] = {}) {
    const { admin } = app();
    const { tree, product, window } = await orchard({ expectedFruits: fruits, productStock, product: productValues });
    const offer = (await send('POST', '/durian/preorder-offers', { windowId: window.id, treeId: tree.id, productId: product.id }, admin)).json();
    return { tree, product, offer };
  }

  async function shopper() {
    const { t } = app();
    const user = await createTestUser(t);
    const address = await createTestAddress(t.db, user.id);
    return { user, address };
  }

  /** What the shopper is shown for `fruits` of `product`, delivered. */
  const totalFor = (product: Product, fruits: number) =>
    senToRm(priceOrder([{ unitPriceSen: unitPriceSen(product), quantity: fruits, weightGrams: product.weightGrams }], { isPickup: false }).totalSen);

  async function preorder(who: Awaited<ReturnType<typeof shopper>>, offer: { id: string }, product: Product, fruits: number, change: object = {}) {
    return send(
      'POST',
      '/durian/preorders',
      { offerId: offer.id, fruits, isPickup: false, shippingAddressOrDropoffPointId: who.address.id, total: totalFor(product, fruits), ...change },
      who.user,
    );
  }

  /** A paid pre-order of `fruits`. */
  async function paidPreorder(offer: { id: string }, product: Product, fruits: number) {
    const { t } = app();
    const who = await shopper();
    const order = (await preorder(who, offer, product, fruits)).json();
    const intent = await openTestPayment(t, who.user, order.id);
    const paid = await payInSandbox(t, intent.paymentIntentId, 'success');
    expect((await confirmTestPayment(t, who.user, order.id, paid.json())).statusCode).toBe(200);
    return { who, order };
  }

  return { send, orchard, openOffer, shopper, totalFor, preorder, paidPreorder };
}
