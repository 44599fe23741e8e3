import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { alertRefusals } from '@durio/shared/schemas/alerts';
import { outboxEmails, products, stockAlerts, users } from '../../db/schema';
import { createTestClock, createTestFarm, createTestProduct, createTestTree, createTestUser, type TestUser } from '../../test-support/factories';
import { flowsOfAnotherProcess } from '../../test-support/payments';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/*
 * "Tell me when" (docs/product/the-season.md): asking, the visitor's confirmation, telling the first who asked (three
 * a unit, each once, across copies), one-click unsubscribe, and a customer's own alerts.
 */

let t: TestApp;
let admin: TestUser;
const clock = createTestClock(new Date('2027-06-30T16:30:00Z')); // 1 July 2027 in Malaysia

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT: 'off' } });
  admin = await createTestUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
});

function send(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, user: TestUser | null = null) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: body as object, headers: user ? user.headers : {} });
}

const mailsTo = (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(outboxEmails.createdAt);
const tokenOf = async (email: string) => (await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, email)))[0]!.token;
const visitor = () => `visitor-${crypto.randomUUID().slice(0, 8)}@example.my`;

/** A visitor asks about `productId` and confirms from the e-mail. */
async function confirmedVisitor(productId: string, language: 'en' | 'ms' | 'zh' = 'en') {
  const email = visitor();
  expect((await send('POST', '/durian/alerts', { target: { productId }, email, language })).statusCode).toBe(202);
  expect((await send('POST', '/durian/alerts/confirm', { token: await tokenOf(email) })).statusCode).toBe(200);
  return email;
}

describe('asking to be told', () => {
  it('has a visitor confirm by e-mail first, answers the same when asked again, and sends one confirmation', async () => {
    const product = await createTestProduct(t.db, { stock: 0 });
    const email = visitor();
    const first = await send('POST', '/durian/alerts', { target: { productId: product.id }, email: email.toUpperCase(), language: 'ms' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'confirm-by-email' });
    const again = await send('POST', '/durian/alerts', { target: { productId: product.id }, email, language: 'ms' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'confirm-by-email' });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const token = await tokenOf(email);
    expect(mails[0]!.subject).toBe(`Sahkan makluman anda untuk ${product.name}`);
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/ms/alerts/confirm?token=${token}`);

    const confirmed = await send('POST', '/durian/alerts/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ target: { kind: 'product', id: product.id, name: product.name }, notifiedAt: null });
    expect(confirmed.json().confirmedAt).not.toBeNull();
    // A second visit of the link changes nothing.
    expect((await send('POST', '/durian/alerts/confirm', { token })).json().confirmedAt).toBe(confirmed.json().confirmedAt);
    const unknown = await send('POST', '/durian/alerts/confirm', { token: 'x'.repeat(32) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(alertRefusals.linkNotValid);
  });

  it('refuses what can be ordered now, what does not exist, and a visitor without an address, keeping nothing', async () => {
    const inStock = await createTestProduct(t.db, { stock: 5 });
    const email = visitor();
    const available = await send('POST', '/durian/alerts', { target: { productId: inStock.id }, email });
    expect(available.statusCode).toBe(409);
    expect(available.json().message).toBe(alertRefusals.availableNow);
    const gone = '00000000-0000-4000-8000-000000000000';
    expect((await send('POST', '/durian/alerts', { target: { productId: gone }, email })).json()).toMatchObject({ statusCode: 404, message: 'Product not found' });
    expect((await send('POST', '/durian/alerts', { target: { treeId: gone }, email })).json()).toMatchObject({ statusCode: 404, message: 'Tree not found' });
    expect((await send('POST', '/durian/alerts', { target: { variety: 'Durian Belanda' }, email })).json()).toMatchObject({ statusCode: 404, message: 'Variety not found' });

    const soldOut = await createTestProduct(t.db, { stock: 0 });
    const noAddress = await send('POST', '/durian/alerts', { target: { productId: soldOut.id } });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe(alertRefusals.emailRequired);
    for (const body of [
      { target: { productId: soldOut.id }, email: 'not-an-address' },
      { target: { productId: soldOut.id, treeId: gone }, email },
      { target: {}, email },
      { target: { productId: soldOut.id }, email, language: 'fr' },
    ]) {
      expect((await send('POST', '/durian/alerts', body)).statusCode).toBe(400);
    }
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, email))).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('gives a customer with a confirmed address the alert at once, to see and end in their account; another’s is not theirs', async () => {
    const customer = await createTestUser(t);
    await t.db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, customer.id));
    const product = await createTestProduct(t.db, { stock: 0 });
    const created = await send('POST', '/durian/alerts', { target: { productId: product.id }, language: 'en' }, customer);
    expect(created.statusCode).toBe(201);
    const alert = created.json().alert;
    expect(alert).toMatchObject({ target: { kind: 'product', id: product.id, name: product.name }, notifiedAt: null });
    expect(await mailsTo(customer.email)).toEqual([]);
    // Asking again is the same alert.
    expect((await send('POST', '/durian/alerts', { target: { productId: product.id } }, customer)).json().alert.id).toBe(alert.id);

    expect((await send('GET', '/durian/alerts', undefined, customer)).json().data.map((a: { id: string }) => a.id)).toEqual([alert.id]);
    const other = await createTestUser(t);
    expect((await send('DELETE', `/durian/alerts/${alert.id}`, undefined, other)).statusCode).toBe(404);
    expect((await send('GET', '/durian/alerts')).statusCode).toBe(401);
    expect((await send('DELETE', `/durian/alerts/${alert.id}`, undefined, customer)).statusCode).toBe(204);
    expect((await send('GET', '/durian/alerts', undefined, customer)).json().data).toEqual([]);
  });
});

describe('telling them', () => {
  it('tells the first who asked, three for each unit, once each, even with two copies at once; the unconfirmed not at all', async () => {
    const product = await createTestProduct(t.db, { stock: 0 });
    const emails: string[] = [];
    for (let i = 0; i < 8; i++) {
      emails.push(await confirmedVisitor(product.id, i === 0 ? 'zh' : 'en'));
      clock.advance(1000);
    }
    const unconfirmed = visitor();
    await send('POST', '/durian/alerts', { target: { productId: product.id }, email: unconfirmed });
    // Nothing in stock: nobody is told.
    expect((await t.app.ctx.flows.notifyStockAlertsOnce()).told).toBe(0);

    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    const runs = await Promise.all([t.app.ctx.flows.notifyStockAlertsOnce(), flowsOfAnotherProcess(t, clock).notifyStockAlertsOnce()]);
    expect(runs[0].told + runs[1].told).toBe(6);
    const told = await t.db.select().from(stockAlerts).where(and(eq(stockAlerts.productId, product.id)));
    expect(told.filter((a) => a.notifiedAt).map((a) => a.email).sort()).toEqual(emails.slice(0, 6).sort());

    const [chinese] = await t.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, emails[0]!), like(outboxEmails.subject, '%现在可以订购了')));
    const token = told.find((a) => a.email === emails[0])!.token;
    expect(chinese!.text).toContain(`${t.config.publicUrl}/zh/product/${product.id}`);
    expect(chinese!.text).toContain(`${t.config.publicUrl}/zh/alerts/unsubscribe?token=${token}`);
    expect(chinese!.headers).toEqual({
      'List-Unsubscribe': `<${t.config.publicUrl}/api/v1/durian/alerts/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Each told once: one e-mail each, and a later run tells nobody more for the same stock.
    const readyMails = await t.db.select().from(outboxEmails).where(and(inArray(outboxEmails.to, emails), like(outboxEmails.subject, '%can be ordered now%')));
    expect(readyMails).toHaveLength(5);
    expect((await t.app.ctx.flows.notifyStockAlertsOnce()).told).toBe(0);

    // One more unit: room for three more, and two are left waiting (confirmed); the unconfirmed one stays untold.
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, product.id));
    expect((await t.app.ctx.flows.notifyStockAlertsOnce()).told).toBe(2);
    expect((await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, unconfirmed)))[0]!.notifiedAt).toBeNull();
  });

  it('tells of a variety when its fruit is in season and in stock, not before', async () => {
    const farm = await createTestFarm(t.db);
    const variety = `Duri Hitam ${crypto.randomUUID().slice(0, 6)}`;
    await send('POST', `/durian/farms/${farm.id}/harvest-windows`, { variety, startsOn: '2027-07-10', endsOn: '2027-08-31', peakStartsOn: null, peakEndsOn: null }, admin);
    await createTestProduct(t.db, { farmId: farm.id, variety, stock: 4 });
    const email = visitor();
    // In stock but not in season: it can be asked for, and nobody is told yet.
    expect((await send('POST', '/durian/alerts', { target: { variety: variety.toUpperCase() }, email })).statusCode).toBe(202);
    await send('POST', '/durian/alerts/confirm', { token: await tokenOf(email) });
    expect((await t.app.ctx.flows.notifyStockAlertsOnce()).told).toBe(0);

    clock.advance(10 * 24 * 60 * 60 * 1000); // 11 July: the window is open
    expect((await t.app.ctx.flows.notifyStockAlertsOnce()).told).toBe(1);
    const [mail] = (await mailsTo(email)).filter((m) => m.subject.endsWith('can be ordered now'));
    expect(mail!.text).toContain(`/shop?varieties=${encodeURIComponent(variety)}`);
    clock.advance(-10 * 24 * 60 * 60 * 1000);
  });

  it('tells of a tree when its own fresh fruit is in season and in stock, once, in the alert’s language', async () => {
    // docs/product/the-season.md, "What counts as 'can be ordered'": a tree's fruit when some buyable whole fruit or
    // flesh of it is in season today; a tree's next drop still ahead makes its fruit "coming", even in the window.
    const farm = await createTestFarm(t.db);
    const variety = `Tekka ${crypto.randomUUID().slice(0, 6)}`;
    await send('POST', `/durian/farms/${farm.id}/harvest-windows`, { variety, startsOn: '2027-06-15', endsOn: '2027-08-31', peakStartsOn: null, peakEndsOn: null }, admin);
    const tree = await createTestTree(t.db, farm.id, { variety, nextDropOn: '2027-07-10', expectedFruits: 30 });
    const product = await createTestProduct(t.db, { farmId: farm.id, variety, treeId: tree.id, stock: 0 });
    // Neither frozen pulp of the tree nor another tree's fruit of the farm is the tree's fruit.
    await createTestProduct(t.db, { farmId: farm.id, variety, treeId: tree.id, form: 'frozen', stock: 5 });
    await createTestProduct(t.db, { farmId: farm.id, variety, stock: 5 });

    // A visitor asks in Malay and confirms; a customer with a confirmed address has the alert at once.
    const email = visitor();
    expect((await send('POST', '/durian/alerts', { target: { treeId: tree.id }, email, language: 'ms' })).statusCode).toBe(202);
    const confirmed = await send('POST', '/durian/alerts/confirm', { token: await tokenOf(email) });
    expect(confirmed.json()).toMatchObject({ target: { kind: 'tree', id: tree.id, name: tree.name }, notifiedAt: null });
    const customer = await createTestUser(t);
    await t.db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, customer.id));
    const created = await send('POST', '/durian/alerts', { target: { treeId: tree.id }, language: 'en' }, customer);
    expect(created.statusCode).toBe(201);
    expect(created.json().alert).toMatchObject({ target: { kind: 'tree', id: tree.id, name: tree.name }, notifiedAt: null });

    // Its fruit in stock, but its next drop still ahead: the tree is coming, and nobody is told.
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    expect((await t.app.ctx.flows.notifyStockAlertsOnce()).told).toBe(0);
    const tooSoon = await send('POST', '/durian/alerts', { target: { treeId: tree.id }, email: visitor() });
    expect(tooSoon.statusCode).toBe(202);

    clock.advance(10 * 24 * 60 * 60 * 1000); // 11 July: the drop is past, and the window is open
    expect((await send('POST', '/durian/alerts', { target: { treeId: tree.id }, email: visitor() })).json().message).toBe(alertRefusals.availableNow);
    expect((await t.app.ctx.flows.notifyStockAlertsOnce()).told).toBe(2);
    const told = await t.db.select().from(stockAlerts).where(eq(stockAlerts.treeId, tree.id));
    expect(told.filter((a) => a.notifiedAt).map((a) => a.email).sort()).toEqual([email, customer.email].sort());

    const ready = (await mailsTo(email)).filter((m) => m.subject === `${tree.name} kini boleh dipesan`);
    expect(ready).toHaveLength(1);
    const token = told.find((a) => a.email === email)!.token;
    expect(ready[0]!.text).toContain(`${t.config.publicUrl}/ms/trees/${tree.id}`);
    expect(ready[0]!.text).toContain(`${t.config.publicUrl}/ms/alerts/unsubscribe?token=${token}`);
    expect(ready[0]!.headers).toEqual({
      'List-Unsubscribe': `<${t.config.publicUrl}/api/v1/durian/alerts/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const english = (await mailsTo(customer.email)).filter((m) => m.subject === `${tree.name} can be ordered now`);
    expect(english).toHaveLength(1);
    expect(english[0]!.text).toContain(`${t.config.publicUrl}/trees/${tree.id}`);
    // Told once: a later run tells nobody more, and the customer's alert says when it was told.
    expect((await t.app.ctx.flows.notifyStockAlertsOnce()).told).toBe(0);
    expect(await mailsTo(email)).toHaveLength(2); // the confirmation and the one telling
    expect((await send('GET', '/durian/alerts', undefined, customer)).json().data).toMatchObject([{ target: { kind: 'tree', id: tree.id }, notifiedAt: clock.now().toISOString() }]);
    clock.advance(-10 * 24 * 60 * 60 * 1000);
  });

  it('ends an alert in one click, from a mail program’s own button or the link, once', async () => {
    const product = await createTestProduct(t.db, { stock: 0 });
    const email = await confirmedVisitor(product.id);
    const token = await tokenOf(email);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/v1/durian/alerts/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(204);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, email))).toEqual([]);
    expect((await send('POST', `/durian/alerts/unsubscribe?token=${token}`)).statusCode).toBe(404);
  });

  it('shows the owner what shoppers wait for, most asked first', async () => {
    const popular = await createTestProduct(t.db, { stock: 0, name: `Popular ${crypto.randomUUID().slice(0, 4)}` });
    const quiet = await createTestProduct(t.db, { stock: 0, name: `Quiet ${crypto.randomUUID().slice(0, 4)}` });
    for (let i = 0; i < 3; i++) await confirmedVisitor(popular.id);
    await confirmedVisitor(quiet.id);
    await send('POST', '/durian/alerts', { target: { productId: quiet.id }, email: visitor() }); // unconfirmed: not counted
    const reply = await send('GET', '/durian/alerts/admin/waiting', undefined, admin);
    expect(reply.statusCode).toBe(200);
    const mine = reply.json().data.filter((row: { id: string }) => [popular.id, quiet.id].includes(row.id));
    expect(mine).toEqual([
      { kind: 'product', id: popular.id, name: popular.name, waiting: 3 },
      { kind: 'product', id: quiet.id, name: quiet.name, waiting: 1 },
    ]);
    expect((await send('GET', '/durian/alerts/admin/waiting', undefined, await createTestUser(t))).statusCode).toBe(403);
  });
});
