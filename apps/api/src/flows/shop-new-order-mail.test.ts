import { intlLocale } from '@durio/shared/languages';
import { formatRm } from '@durio/shared/money';
import { orderNumber } from '@durio/shared/order-number';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, users } from '../db/schema';
import {
  createTestClock,
  createTestDropoffPoint,
  createTestProduct,
  createTestUser,
  placeTestOrder,
  type TestUser,
} from '../test-support/factories';
import { confirmTestPayment, flowsOfAnotherProcess, openTestPayment, payInSandbox, type PaidReply } from '../test-support/payments';
import { readOrder } from '../test-support/rows';
import { createTestApp, type TestApp } from '../test-support/test-app';

/*
 * The shop hears of every newly paid order by e-mail (docs/product/admin-console.md, Notices), once, whoever
 * reports the payment and however often.
 */

const SHOP = 'orders@durio.test';
const clock = createTestClock(new Date('2026-07-01T04:00:00Z'));
let t: TestApp;

// The sandbox's own webhooks are held back: each test decides who reports the payment.
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SHOP_EMAIL: SHOP, SANDBOX_WEBHOOK_DELAY_MS: '3600000' } });
});
afterAll(async () => {
  await t.close();
});

/** The e-mails to the shop about `orderId`'s order. */
async function shopMailsAbout(orderId: string) {
  return t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, SHOP), like(outboxEmails.subject, `New order ${orderNumber(orderId)}%`)));
}

async function customerWithPhone(name: string, phone: string): Promise<TestUser> {
  const user = await createTestUser(t, { displayName: name });
  await t.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return user;
}

const rm = (sen: number) => formatRm(sen / 100, intlLocale.en);

describe("the shop's e-mail about a new order", () => {
  it('is queued once when the checkout confirms twice and the reconciler of another copy settles it too', async () => {
    const user = await customerWithPhone('Lim Mei Ling', '+60 12-345 6789');
    const product = await createTestProduct(t.db, { stock: 10 });
    const order = await placeTestOrder(t, user, [{ product, quantity: 1 }]);
    const intent = await openTestPayment(t, user, order.id);
    const paid = (await payInSandbox(t, intent.paymentIntentId, 'success')).json<PaidReply>();

    expect(await shopMailsAbout(order.id)).toHaveLength(0);
    const replies = await Promise.all([confirmTestPayment(t, user, order.id, paid), confirmTestPayment(t, user, order.id, paid)]);
    await flowsOfAnotherProcess(t, clock).settlePayment.settleFromGateway(intent.paymentIntentId);

    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PAID' });
    expect(await shopMailsAbout(order.id)).toHaveLength(1);
  });

  it("names the order, the customer, the phone, the address, each line with its quantity, the total and the console's page", async () => {
    const user = await customerWithPhone('Tan Ah Kow <VIP>', '+60 19-888 7777');
    const kampung = await createTestProduct(t.db, { name: 'Kampung Durian', stock: 10, priceSen: 3000 });
    const blackThorn = await createTestProduct(t.db, { name: 'Black Thorn', stock: 10, priceSen: 9000 });
    const order = await placeTestOrder(t, user, [
      { product: kampung, quantity: 3 },
      { product: blackThorn, quantity: 1 },
    ]);
    const intent = await openTestPayment(t, user, order.id);
    await confirmTestPayment(t, user, order.id, (await payInSandbox(t, intent.paymentIntentId, 'success')).json());

    const [mail] = await shopMailsAbout(order.id);
    const row = await readOrder(t.db, order.id);
    expect(mail!.subject).toBe(`New order ${orderNumber(order.id)}: ${rm(row.totalSen)}`);
    for (const line of [
      `Tan Ah Kow <VIP> paid for order ${orderNumber(order.id)}. It is waiting to be packed.`,
      'Customer: Tan Ah Kow <VIP>',
      'Phone: +60 19-888 7777',
      'Deliver to: 12 Jalan Bukit Bintang, 55100 Kuala Lumpur, Wilayah Persekutuan, Malaysia',
      'Kampung Durian',
      `3 × ${rm(3000)}`,
      'Black Thorn',
      `1 × ${rm(9000)}`,
      `Total   ${rm(row.totalSen)}`,
    ]) {
      expect(mail!.text).toContain(line);
    }
    // The console's order page, in English (the shop's language), and the name escaped by React.
    expect(mail!.html).toContain(`href="${t.config.publicUrl}/admin/orders/${order.id}"`);
    expect(mail!.html).toContain('Tan Ah Kow &lt;VIP&gt;');
    expect(mail!.html).toContain('lang="en"');
    // The customer's own confirmation is a separate e-mail to the customer.
    expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email))).toHaveLength(1);
  });

  it('names the drop-off point of a pickup order, and is in English whatever the customer reads', async () => {
    const user = await createTestUser(t, { displayName: 'Nur Aisyah' });
    await t.db.update(users).set({ language: 'ms' }).where(eq(users.id, user.id));
    const point = await createTestDropoffPoint(t.db, { name: 'Raub Collection Point' });
    const product = await createTestProduct(t.db, { stock: 10 });
    const order = await placeTestOrder(t, user, [{ product, quantity: 2 }], { dropoffPointId: point.id });
    const intent = await openTestPayment(t, user, order.id);
    await confirmTestPayment(t, user, order.id, (await payInSandbox(t, intent.paymentIntentId, 'success')).json());

    const [mail] = await shopMailsAbout(order.id);
    expect(mail!.text).toContain('Pickup at: Raub Collection Point, 8 Jalan Durian, Taman Raub, 27600 Raub, Pahang');
    expect(mail!.text).toContain('Phone: not given');
    expect(mail!.text).toContain('Open the order in the console');
    // The day it is collected is a pickup day in both e-mails, in each one's language (docs/product/delivery.md, "Pickup days").
    expect(mail!.text).toMatch(/Pickup: \w+, \d+ July 2026/);
    expect(mail!.text).not.toContain('Delivery:');
    const [confirmation] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    expect(confirmation!.subject).toBe(`Pesanan Durio ${orderNumber(order.id)} anda telah disahkan`);
    expect(confirmation!.text).toMatch(/Hari pengambilan: \w+, \d+ Julai 2026/);
    expect(confirmation!.text).not.toContain('Penghantaran:');
  });

  it('is not sent for a payment that fails', async () => {
    const user = await createTestUser(t);
    const product = await createTestProduct(t.db, { stock: 10 });
    const order = await placeTestOrder(t, user, [{ product, quantity: 1 }]);
    const intent = await openTestPayment(t, user, order.id);
    await payInSandbox(t, intent.paymentIntentId, 'failure');
    await flowsOfAnotherProcess(t, clock).settlePayment.settleFromGateway(intent.paymentIntentId);

    expect(await readOrder(t.db, order.id)).toMatchObject({ status: 'PENDING' });
    expect(await shopMailsAbout(order.id)).toHaveLength(0);
  });
});
