import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { rmToSen } from '@durio/shared/money';
import { defaultPricingSettings, priceWithoutUnfilledFruits, priceOrder, unitPriceSen } from '@durio/shared/pricing';
import { choiceRefusals } from '@durio/shared/schemas/preorders';
import { orders, outboxEmails, preorderOffers, preorders, products, refunds, sandboxRefunds } from '../db/schema';
import { createTestClock, createTestUser, type TestUser } from '../test-support/factories';
import { flowsOfAnotherProcess } from '../test-support/payments';
import { preorderTestKit } from '../test-support/preorders';
import { createTestApp, type TestApp } from '../test-support/test-app';

/*
 * A pre-order's window ends (docs/product/the-season.md, When the window ends): fruit still on the tree is offered
 * once as a choice, a fruit of another tree of the farm or its refund; the customer answers on the order page, or the
 * shop refunds it after three days, once, whichever processes sweep.
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
const { send, openOffer, paidPreorder } = preorderTestKit(() => ({ t, admin }));

const at = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
const sweep = () => t.app.ctx.flows.endPreorderWindowsOnce();
/** 1 September 2027, 09:00 in Malaysia: the June–August window ended yesterday. */
const dayAfterTheWindow = '2027-09-01T01:00:00Z';

const orderOf = async (who: { user: TestUser }, orderId: string) => (await send('GET', `/durian/orders/${orderId}`, undefined, who.user)).json();
const choose = (who: { user: TestUser } | null, orderId: string, choice: unknown) =>
  send('POST', `/durian/orders/${orderId}/preorder-choice`, { choice }, who?.user ?? null);
const mailsTo = (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
const refundsOf = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const stockOf = async (productId: string) => (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;

/** An offer with one paid pre-order of `fruits`, `dropped` of which fell on 20 June. */
async function preorderWithDrop(fruits: number, dropped: number, productStock = 0) {
  at('2027-05-01T04:00:00Z');
  const { product, offer } = await openOffer(10, productStock);
  const placed = await paidPreorder(offer, product, fruits);
  if (dropped > 0) {
    at('2027-06-21T02:00:00Z');
    expect((await send('POST', `/durian/preorder-offers/${offer.id}/drops`, { fruits: dropped, fellOn: '2027-06-20' }, admin)).statusCode).toBe(201);
  }
  return { product, offer, ...placed };
}

describe("a window's end", () => {
  it('offers the choice once, by e-mail and on the order page, and only for paid pre-orders with fruit still on the tree', async () => {
    const { who, order } = await preorderWithDrop(2, 0);
    const full = await preorderWithDrop(1, 1);

    // Before the window ends nothing is asked, and there is nothing to choose.
    at('2027-08-31T15:00:00Z');
    expect(await sweep()).toEqual({ offered: 0, refunded: 0 });
    const early = await choose(who, order.id, 'refund');
    expect([early.statusCode, early.json().message]).toEqual([409, choiceRefusals.nothingToChoose]);

    at(dayAfterTheWindow);
    const runs = await Promise.all([sweep(), flowsOfAnotherProcess(t, clock).endPreorderWindowsOnce()]);
    expect(runs.reduce((sum, run) => sum + run.offered, 0)).toBeGreaterThanOrEqual(1);
    expect((await sweep()).offered).toBe(0);

    const mine = await orderOf(who, order.id);
    expect(mine).toMatchObject({
      status: 'PAID',
      preorder: {
        fruits: 2,
        fruitsFilled: 0,
        fruitsRefunded: 0,
        choice: {
          decideBy: '2027-09-04T01:00:00.000Z',
          substituteAvailable: false,
          made: null,
        },
      },
    });
    expect(mine.updates.filter((u: { message: string }) => u.message.startsWith('The harvest window has ended'))).toHaveLength(1);
    const mails = (await mailsTo(who.user.email)).filter((m) => m.subject.includes('The season has ended'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('2 of your fruits still on the tree');
    expect(mails[0]!.text).toContain('No other fruit of this variety and grade is in stock now');
    // A pre-order that was filled has nothing to choose.
    expect((await orderOf(full.who, full.order.id)).preorder.choice).toBeNull();
  });

  it('refunds in full and cancels a pre-order none of whose fruit dropped, once', async () => {
    const { who, order, offer } = await preorderWithDrop(2, 0);
    at(dayAfterTheWindow);
    await sweep();

    const refunded = await choose(who, order.id, 'refund');
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      money: { captured: order.total, refunded: order.total, net: 0 },
      preorder: { fruitsRefunded: 2, choice: { made: 'refund' } },
    });
    const again = await choose(who, order.id, 'refund');
    expect([again.statusCode, again.json().message]).toEqual([409, choiceRefusals.nothingToChoose]);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect((await t.db.select().from(preorderOffers).where(eq(preorderOffers.id, offer.id)))[0]!.fruitsReserved).toBe(0);
  });

  it('refunds the fruit that did not drop and packs the rest; the weighing then refunds only its own difference', async () => {
    const { who, order, product } = await preorderWithDrop(2, 1);
    at(dayAfterTheWindow);
    await sweep();
    const charged = priceOrder(
      [
        {
          unitPriceSen: unitPriceSen(product),
          quantity: 2,
          weightGrams: product.weightGrams,
        },
      ],
      { isPickup: false },
    );
    const kept = priceWithoutUnfilledFruits(
      { ...charged, taxRateBps: defaultPricingSettings.taxRateBps },
      { totalSen: unitPriceSen(product) * 2, unitPriceSen: unitPriceSen(product) },
      1,
    );

    const answered = await choose(who, order.id, 'refund');
    expect(answered.statusCode).toBe(200);
    const after = answered.json();
    expect(after).toMatchObject({
      status: 'PROCESSING',
      items: [{ quantity: 1 }],
      preorder: {
        fruits: 2,
        fruitsFilled: 1,
        fruitsRefunded: 1,
        choice: { made: 'refund' },
      },
    });
    expect(rmToSen(after.total)).toBe(kept.totalSen);
    expect(rmToSen(after.money.refunded)).toBe(kept.refundSen);
    const [refund] = await refundsOf(order.id);
    expect(refund).toMatchObject({
      reason: 'unfilled',
      amountSen: kept.refundSen,
      status: 'DONE',
    });
    expect(after.updates.map((u: { message: string }) => u.message)).toContain(
      `1 of your 2 fruits did not drop before the harvest window ended: RM ${(kept.refundSen / 100).toFixed(2)} goes back to your card`,
    );
    const mail = (await mailsTo(who.user.email)).find((m) => m.subject.includes('did not drop'));
    expect(mail?.text).toContain(`RM ${(kept.refundSen / 100).toFixed(2)} goes back to your card`);

    // The one fruit kept is weighed: the shopper pays exactly its weighed price, nothing refunded twice.
    const weighed = await send('PUT', `/durian/orders/admin/${order.id}/weights`, { lines: [{ itemId: after.items[0].id, weights: [1.6] }] }, admin);
    expect(weighed.statusCode).toBe(200);
    const final = await orderOf(who, order.id);
    const paidBack = (await refundsOf(order.id)).reduce((sum, r) => sum + r.amountSen, 0);
    expect(rmToSen(order.total) - paidBack).toBe(rmToSen(final.weighing.total));
    expect(rmToSen(final.money.net)).toBe(rmToSen(final.weighing.total));
  });

  it('ships the fruit that dropped while the rest waits, and at the window’s end refunds the rest from the weighed price', async () => {
    const { who, order, product } = await preorderWithDrop(2, 1, 5);
    // One of two fell: the shop packs, weighs and sends it now, while it is fresh.
    expect((await send('PATCH', `/durian/orders/admin/${order.id}`, { status: 'PROCESSING' }, admin)).statusCode).toBe(200);
    const itemId = order.items[0].id;
    expect((await send('PUT', `/durian/orders/admin/${order.id}/weights`, { lines: [{ itemId, weights: [1.6, 1.7] }] }, admin)).statusCode).toBe(400);
    expect((await send('PUT', `/durian/orders/admin/${order.id}/weights`, { lines: [{ itemId, weights: [1.6] }] }, admin)).statusCode).toBe(200);
    const shipped = await send('PATCH', `/durian/orders/admin/${order.id}`, { status: 'SHIPPED', trackingNumber: 'EP123456789MY', shippingCarrier: 'Pos Laju' }, admin);
    expect(shipped.statusCode).toBe(200);
    const weighed = (await orderOf(who, order.id)).weighing;

    at(dayAfterTheWindow);
    await sweep();
    // Sent already: only the refund is left, even with fruit of another tree in stock.
    expect((await orderOf(who, order.id)).preorder.choice).toMatchObject({ substituteAvailable: false, made: null });
    const late = await choose(who, order.id, 'substitute');
    expect([late.statusCode, late.json().message]).toEqual([409, choiceRefusals.substituteTooLate]);
    expect(await stockOf(product.id)).toBe(5);

    const answered = await choose(who, order.id, 'refund');
    expect(answered.statusCode).toBe(200);
    const after = answered.json();
    expect(after).toMatchObject({ status: 'SHIPPED', items: [{ quantity: 1 }], preorder: { fruitsFilled: 1, fruitsRefunded: 1, choice: { made: 'refund' } } });
    // The fruit still on the tree goes back at what it was charged, with its tax, from the weighed figures.
    const expected = priceWithoutUnfilledFruits(
      { subtotalSen: rmToSen(weighed.subtotal), taxSen: rmToSen(weighed.tax), totalSen: rmToSen(weighed.total), taxRateBps: weighed.taxRateBps },
      { totalSen: rmToSen(weighed.subtotal), unitPriceSen: unitPriceSen(product) },
      1,
    );
    expect(rmToSen(after.weighing.total)).toBe(expected.totalSen);
    expect((await refundsOf(order.id)).find((r) => r.reason === 'unfilled')?.amountSen).toBe(expected.refundSen);
    // The shopper pays exactly the weighed fruit, its tax and the fees; every refund went back once.
    const paidBack = (await refundsOf(order.id)).reduce((sum, r) => sum + r.amountSen, 0);
    expect((await refundsOf(order.id)).map((r) => r.reason).sort()).toEqual(['unfilled', 'weighing']);
    expect(rmToSen(order.total) - paidBack).toBe(rmToSen(after.weighing.total));
    expect(rmToSen(after.money.net)).toBe(rmToSen(after.weighing.total));
  });

  it('takes a fruit of another tree from the shop’s stock when there is one, and refuses when there is none', async () => {
    const { who, order, product } = await preorderWithDrop(3, 1);
    at(dayAfterTheWindow);
    await sweep();

    const none = await choose(who, order.id, 'substitute');
    expect([none.statusCode, none.json().message]).toEqual([409, choiceRefusals.noSubstitute]);
    expect((await orderOf(who, order.id)).preorder.choice.made).toBeNull();

    await t.db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));
    expect((await orderOf(who, order.id)).preorder.choice.substituteAvailable).toBe(true);
    const taken = await choose(who, order.id, 'substitute');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      status: 'PROCESSING',
      items: [{ quantity: 3 }],
      total: order.total,
      preorder: { fruitsFilled: 3, choice: { made: 'substitute' } },
    });
    expect(await stockOf(product.id)).toBe(3);
    expect((await mailsTo(who.user.email)).some((m) => m.text.includes('you chose 2 fruits from another tree'))).toBe(true);

    // Cancelled by the shop before it ships, the two fruits go back to the shelf.
    const cancelled = await send('PATCH', `/durian/orders/admin/${order.id}`, { status: 'CANCELLED' }, admin);
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('refunds by itself three days after asking, exactly once however many processes sweep', async () => {
    const nothing = await preorderWithDrop(2, 0);
    const part = await preorderWithDrop(2, 1);
    at(dayAfterTheWindow);
    await sweep();

    at('2027-09-04T00:59:00Z');
    expect((await sweep()).refunded).toBe(0);
    at('2027-09-04T01:00:00Z');
    // Every unanswered pre-order of this file is due now: each is refunded by one of the sweeps, none twice.
    const due = (
      await t.db
        .select()
        .from(preorders)
        .innerJoin(orders, eq(orders.id, preorders.orderId))
        .where(and(isNull(preorders.choice), isNotNull(preorders.choiceOfferedAt), eq(orders.status, 'PAID')))
    ).length;
    expect(due).toBeGreaterThanOrEqual(2);
    const runs = await Promise.all([sweep(), flowsOfAnotherProcess(t, clock).endPreorderWindowsOnce(), sweep()]);
    expect(runs.reduce((sum, run) => sum + run.refunded, 0)).toBe(due);
    expect(await sweep()).toEqual({ offered: 0, refunded: 0 });

    expect(await orderOf(nothing.who, nothing.order.id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      preorder: { choice: { made: 'refund' } },
    });
    expect(await orderOf(part.who, part.order.id)).toMatchObject({
      status: 'PROCESSING',
      preorder: { fruitsRefunded: 1, choice: { made: 'refund' } },
    });
    for (const { order } of [nothing, part]) {
      expect(await refundsOf(order.id)).toHaveLength(1);
      const gateway = await t.db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.receipt, (await refundsOf(order.id))[0]!.id));
      expect(gateway.length).toBeLessThanOrEqual(1);
    }
    const late = await choose(part.who, part.order.id, 'substitute');
    expect([late.statusCode, late.json().message]).toEqual([409, choiceRefusals.nothingToChoose]);
  });

  it('refuses a bad answer, another’s order and a visitor, changing nothing', async () => {
    const { who, order } = await preorderWithDrop(2, 1);
    at(dayAfterTheWindow);
    await sweep();
    for (const choice of ['both', null, 1]) expect((await choose(who, order.id, choice)).statusCode).toBe(400);
    expect((await send('POST', `/durian/orders/${order.id}/preorder-choice`, { choice: 'refund', extra: 1 }, who.user)).statusCode).toBe(400);
    const stranger = await createTestUser(t);
    expect((await choose({ user: stranger }, order.id, 'refund')).statusCode).toBe(404);
    expect((await choose(null, order.id, 'refund')).statusCode).toBe(401);
    expect((await choose(who, '00000000-0000-4000-8000-000000000000', 'refund')).statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(preorders)
      .where(and(eq(preorders.orderId, order.id)));
    expect(row).toMatchObject({
      choice: null,
      fruitsRefunded: 0,
      fruitsFilled: 1,
    });
    expect(await refundsOf(order.id)).toEqual([]);
  });
});
