import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { rmToSen } from '@durio/shared/money';
import { WAIT_FOR_THE_DROP } from '@durio/shared/order-status';
import { defaultPricingSettings } from '@durio/shared/pricing';
import { dropRefusals, preorderRefusals } from '@durio/shared/schemas/preorders';
import { cartItems, carts, orders, outboxEmails, payments, preorderOffers, preorders, products, refunds, sandboxRefunds } from '../../db/schema';
import { createTestClock, createTestProduct, createTestUser, type TestUser } from '../../test-support/factories';
import { confirmTestPayment, openTestPayment, payInSandbox } from '../../test-support/payments';
import { preorderTestKit } from '../../test-support/preorders';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { FRUIT_HAS_DROPPED } from '../../flows/record-drop';

/*
 * Pre-orders (docs/product/the-season.md): fruits of a tree's next drop reserved and paid now as an order, never more
 * than offered, given back when the order is cancelled, and not packed before the fruit has dropped.
 */

let t: TestApp;
let admin: TestUser;
const clock = createTestClock(new Date('2027-05-01T04:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});
const { send, openOffer, shopper, totalFor, preorder, paidPreorder } = preorderTestKit(() => ({ t, admin }));

const reservedOf = async (offerId: string) => (await t.db.select().from(preorderOffers).where(eq(preorderOffers.id, offerId)))[0]!.fruitsReserved;

describe('placing a pre-order', () => {
  it('reserves the fruits and makes an order to pay now at the top of the fruit’s range, leaving shelf and cart alone', async () => {
    const { tree, product, offer } = await openOffer(40);
    const who = await shopper();
    const shelf = await createTestProduct(t.db, { stock: 5 });
    const [cart] = await t.db.insert(carts).values({ userId: who.user.id }).returning();
    await t.db.insert(cartItems).values({ cartId: cart!.id, productId: shelf.id, quantity: 1 });

    const placed = await preorder(who, offer, product, 2);
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({
      status: 'PENDING',
      total: totalFor(product, 2),
      items: [{ quantity: 2, price: 176, pricedBy: 'kg', product: { id: product.id } }],
      preorder: { offerId: offer.id, treeName: tree.name, variety: 'Musang King D197', window: { startsOn: '2027-06-15', endsOn: '2027-08-31' }, fruits: 2, fruitsFilled: 0 },
    });
    expect(await reservedOf(offer.id)).toBe(2);
    const shown = (await send('GET', `/durian/trees/${tree.id}/preorder-offers`, undefined, null)).json();
    expect(shown.data[0].fruitsLeft).toBe(38);
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]!.stock).toBe(0);

    // Paid as any order; the cart is still there, the order waits for its drop.
    const intent = await openTestPayment(t, who.user, order.id);
    const paid = await payInSandbox(t, intent.paymentIntentId, 'success');
    expect((await confirmTestPayment(t, who.user, order.id, paid.json())).statusCode).toBe(200);
    const mine = (await send('GET', `/durian/orders/${order.id}`, undefined, who.user)).json();
    expect(mine).toMatchObject({ status: 'PAID', preorder: { fruits: 2, fruitsFilled: 0 } });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toHaveLength(1);

    // Not packed before the fruit drops.
    const adminView = (await send('GET', `/durian/orders/admin/${order.id}`, undefined, admin)).json();
    expect(adminView.allowedMoves).not.toContain('PROCESSING');
    const early = await send('PATCH', `/durian/orders/admin/${order.id}`, { status: 'PROCESSING' }, admin);
    expect([early.statusCode, early.json().message]).toEqual([409, WAIT_FOR_THE_DROP]);

    // Cancelled before its drop: the money goes back, and the fruits to the offer (not to the shelf).
    const cancelled = await send('PATCH', `/durian/orders/${order.id}/cancel`, undefined, who.user);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('CANCELLED');
    expect(await reservedOf(offer.id)).toBe(0);
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]!.stock).toBe(0);
  });

  it('gives an unpaid pre-order’s fruits back when a new checkout replaces it', async () => {
    const { product, offer } = await openOffer(10);
    const who = await shopper();
    const first = (await preorder(who, offer, product, 3)).json();
    expect(await reservedOf(offer.id)).toBe(3);
    expect((await preorder(who, offer, product, 1)).statusCode).toBe(201);
    expect((await t.db.select().from(orders).where(eq(orders.id, first.id)))[0]!.status).toBe('CANCELLED');
    expect(await reservedOf(offer.id)).toBe(1);
  });

  it('refuses more than is left, a closed or unknown offer, a total not shown and a visitor, changing nothing', async () => {
    const { product, offer } = await openOffer(3);
    const who = await shopper();
    const tooMany = await preorder(who, offer, product, 4);
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([409, preorderRefusals.notEnoughLeft]);
    const wrongTotal = await preorder(who, offer, product, 1, { total: 1 });
    expect([wrongTotal.statusCode, wrongTotal.json().message]).toEqual([409, 'Prices have changed. Please review your order.']);
    expect((await preorder(who, { id: '00000000-0000-4000-8000-000000000000' }, product, 1)).statusCode).toBe(404);
    for (const fruits of [0, 21, 1.5]) expect((await preorder(who, offer, product, fruits)).statusCode).toBe(400);
    expect((await send('POST', '/durian/preorders', { offerId: offer.id, fruits: 1, isPickup: false, shippingAddressOrDropoffPointId: who.address.id, total: 1 }, null)).statusCode).toBe(401);

    await send('PATCH', `/durian/preorder-offers/${offer.id}`, { closed: true }, admin);
    const closed = await preorder(who, offer, product, 1);
    expect([closed.statusCode, closed.json().message]).toEqual([409, preorderRefusals.closed]);
    await send('PATCH', `/durian/preorder-offers/${offer.id}`, { closed: false }, admin);

    // 1 September in Malaysia: the window is over.
    clock.advance(new Date('2027-08-31T16:00:00Z').getTime() - clock.now().getTime());
    expect((await preorder(who, offer, product, 1)).json().message).toBe(preorderRefusals.closed);
    clock.advance(new Date('2027-05-01T04:00:00Z').getTime() - clock.now().getTime());

    expect(await reservedOf(offer.id)).toBe(0);
    expect(await t.db.select().from(orders).where(eq(orders.userId, who.user.id))).toEqual([]);
  });

  it('lets 1,000 shoppers racing for 20 fruits reserve exactly 20', async () => {
    const { product, offer } = await openOffer(20);
    const shoppers = await Promise.all(Array.from({ length: 1000 }, () => shopper()));
    const replies = await Promise.all(shoppers.map((who) => preorder(who, offer, product, 1)));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(await reservedOf(offer.id)).toBe(20);
    const placed = await t.db.select().from(preorders).where(eq(preorders.offerId, offer.id));
    expect(placed.reduce((sum, p) => sum + p.fruits, 0)).toBe(20);
    expect(await t.db.select().from(orders).where(inArray(orders.id, placed.map((p) => p.orderId)))).toHaveLength(20);
    // A slow machine running the four suites side by side took 129 s on PGlite.
  }, 300_000);
});

describe('paying for a pre-order, and cancelling it', () => {
  it('charges a fruit priced per unit its sale price times the fruits, with the fees of the one price rule, unweighed', async () => {
    // docs/product/fees.md: one unit is charged its sale price; under RM 100 of goods the delivery fee is charged, under
    // 2 kg the light cool-packing fee, and 7% tax on the goods. A per-unit fruit is never weighed (selling-by-weight.md).
    const { product, offer } = await openOffer(10, 0, { pricedBy: 'unit', priceSen: 4800, discountPriceSen: 4500, minWeightGrams: null, weightGrams: 900 });
    expect(offer.product).toMatchObject({ pricedBy: 'unit', price: 45, chargedPrice: 45, minWeight: null, weight: 0.9 });
    const subtotalSen = 2 * 4500;
    const { deliveryFeeSen, handlingFeeLightSen, taxRateBps } = defaultPricingSettings;
    const taxSen = Math.round((subtotalSen * taxRateBps) / 10_000);
    const totalSen = subtotalSen + deliveryFeeSen + handlingFeeLightSen + taxSen;
    expect(totalSen).toBe(12130);
    expect(totalFor(product, 2)).toBe(121.3);

    const { who, order } = await paidPreorder(offer, product, 2);
    expect(order).toMatchObject({
      items: [{ quantity: 2, price: 45, total: 90, discount: 0, pricedBy: 'unit', weighing: null, product: { id: product.id } }],
      subtotal: 90,
      discount: 0,
      shippingFee: 15,
      handlingFee: 10,
      tax: 6.3,
      total: 121.3,
      weighing: null,
      preorder: { offerId: offer.id, fruits: 2, fruitsFilled: 0 },
    });
    const mine = (await send('GET', `/durian/orders/${order.id}`, undefined, who.user)).json();
    expect(mine).toMatchObject({ status: 'PAID', paymentStatus: 'PAID', total: 121.3, weighing: null, money: { captured: 121.3, refunded: 0, net: 121.3 } });
    // The gateway took exactly the total, and the order keeps it in sen.
    expect((await t.db.select().from(payments).where(eq(payments.orderId, order.id))).map((p) => [p.status, p.amountSen])).toEqual([['PAID', totalSen]]);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ subtotalSen, deliveryFeeSen, handlingFeeSen: handlingFeeLightSen, taxSen, totalSen });
    expect(await reservedOf(offer.id)).toBe(2);
  });

  it('refunds a paid pre-order the customer cancels before any drop in full, and gives its fruits back to the offer', async () => {
    const { tree, product, offer } = await openOffer(10);
    const other = await paidPreorder(offer, product, 1);
    const { who, order } = await paidPreorder(offer, product, 3);
    const fruitsLeft = async () => (await send('GET', `/durian/trees/${tree.id}/preorder-offers`, undefined, null)).json().data[0].fruitsLeft;
    expect(await fruitsLeft()).toBe(6);
    const [captured] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect([captured!.status, captured!.amountSen]).toEqual(['PAID', rmToSen(order.total)]);

    const cancelled = await send('PATCH', `/durian/orders/${order.id}/cancel`, undefined, who.user);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      cancellable: false,
      money: { captured: order.total, refunded: order.total, net: 0 },
      preorder: { fruits: 3, fruitsFilled: 0, fruitsRefunded: 0 },
    });
    // The money ledger: one refund for the cancel, of all that was captured, and the gateway gave that back once.
    expect((await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).map((r) => [r.reason, r.status, r.amountSen])).toEqual([
      ['cancel', 'DONE', captured!.amountSen],
    ]);
    expect((await t.db.select().from(payments).where(eq(payments.id, captured!.id)))[0]!.status).toBe('REFUNDED');
    const atGateway = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, captured!.gatewayPaymentId!));
    expect(atGateway.map((r) => r.amountSen)).toEqual([captured!.amountSen]);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.paymentStatus).toBe('REFUNDED');

    // Its three fruits are back on offer; the other shopper's one is still reserved and paid.
    expect(await reservedOf(offer.id)).toBe(1);
    expect(await fruitsLeft()).toBe(9);
    expect((await send('GET', `/durian/orders/${other.order.id}`, undefined, other.who.user)).json()).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' });
    // Cancelling again changes nothing: no second refund, no fruit given back twice.
    expect((await send('PATCH', `/durian/orders/${order.id}/cancel`, undefined, who.user)).statusCode).toBe(409);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    expect(await reservedOf(offer.id)).toBe(1);
  });
});

describe('a drop', () => {
  it('fills the paid pre-orders first placed first; a full one is packed and its customer told, a part one hears how many fell', async () => {
    const { product, offer } = await openOffer(10);
    const first = await paidPreorder(offer, product, 2);
    const second = await paidPreorder(offer, product, 3);
    const unpaid = await shopper();
    await preorder(unpaid, offer, product, 1);

    clock.advance(new Date('2027-06-21T02:00:00Z').getTime() - clock.now().getTime());
    const future = await send('POST', `/durian/preorder-offers/${offer.id}/drops`, { fruits: 1, fellOn: '2027-06-22' }, admin);
    expect([future.statusCode, future.json().message]).toEqual([400, dropRefusals.inTheFuture]);
    const tooMany = await send('POST', `/durian/preorder-offers/${offer.id}/drops`, { fruits: 6, fellOn: '2027-06-20' }, admin);
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([409, dropRefusals.moreThanWaiting]);
    expect((await send('POST', `/durian/preorder-offers/${offer.id}/drops`, { fruits: 1, fellOn: '2027-06-20' }, second.who.user)).statusCode).toBe(403);

    const drop = await send('POST', `/durian/preorder-offers/${offer.id}/drops`, { fruits: 3, fellOn: '2027-06-20' }, admin);
    expect(drop.statusCode).toBe(201);
    expect(drop.json()).toMatchObject({
      fellOn: '2027-06-20',
      fruits: 3,
      filled: [
        { orderId: first.order.id, fruits: 2, complete: true },
        { orderId: second.order.id, fruits: 1, complete: false },
      ],
      waiting: 2,
    });
    const again = await send('POST', `/durian/preorder-offers/${offer.id}/drops`, { fruits: 1, fellOn: '2027-06-20' }, admin);
    expect([again.statusCode, again.json().message]).toEqual([409, dropRefusals.alreadyRecorded]);

    const firstNow = (await send('GET', `/durian/orders/${first.order.id}`, undefined, first.who.user)).json();
    expect(firstNow).toMatchObject({ status: 'PROCESSING', preorder: { fruits: 2, fruitsFilled: 2 } });
    expect(firstNow.updates.at(-1).message).toBe(FRUIT_HAS_DROPPED);
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, first.who.user.email));
    expect(mails.some((m) => m.text.includes('has dropped from the tree: the farm is packing all 2 fruits now'))).toBe(true);

    const secondNow = (await send('GET', `/durian/orders/${second.order.id}`, undefined, second.who.user)).json();
    expect(secondNow).toMatchObject({ status: 'PAID', cancellable: false, preorder: { fruits: 3, fruitsFilled: 1 } });
    expect(secondNow.updates.at(-1).message).toBe('1 of your 3 fruits have dropped from the tree');
    const cancel = await send('PATCH', `/durian/orders/${second.order.id}/cancel`, undefined, second.who.user);
    expect([cancel.statusCode, cancel.json().message]).toEqual([409, preorderRefusals.fruitHasDropped]);

    // The next day's drop fills the rest; the unpaid pre-order is not filled.
    const next = await send('POST', `/durian/preorder-offers/${offer.id}/drops`, { fruits: 2, fellOn: '2027-06-21' }, admin);
    expect(next.json()).toMatchObject({ filled: [{ orderId: second.order.id, fruits: 2, complete: true }], waiting: 0 });
    expect((await send('GET', `/durian/orders/${second.order.id}`, undefined, second.who.user)).json().status).toBe('PROCESSING');

    // The console lists the offer's pre-orders first placed first, and its drops.
    const listed = (await send('GET', `/durian/preorder-offers/${offer.id}/preorders`, undefined, admin)).json();
    expect(listed.data.map((p: { orderId: string; status: string; fruits: number; fruitsFilled: number }) => [p.orderId, p.status, p.fruits, p.fruitsFilled])).toEqual([
      [first.order.id, 'PROCESSING', 2, 2],
      [second.order.id, 'PROCESSING', 3, 3],
      [expect.any(String), 'PENDING', 1, 0],
    ]);
    expect(listed.drops.map((d: { fellOn: string; fruits: number }) => [d.fellOn, d.fruits])).toEqual([['2027-06-21', 2], ['2027-06-20', 3]]);
    expect((await send('GET', `/durian/preorder-offers/${offer.id}/preorders`, undefined, second.who.user)).statusCode).toBe(403);
    clock.advance(new Date('2027-05-01T04:00:00Z').getTime() - clock.now().getTime());
  });
});
