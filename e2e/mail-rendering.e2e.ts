import { languages, localizePath, type Language } from '@durio/shared/languages';
import { orderNumber } from '@durio/shared/order-number';
import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enMail from '../apps/api/src/locales/en/mail.json';
import msMail from '../apps/api/src/locales/ms/mail.json';
import zhMail from '../apps/api/src/locales/zh/mail.json';
import msAccount from '../apps/web/src/locales/ms/account.json';
import msControls from '../apps/web/src/locales/ms/controls.json';
import msErrors from '../apps/web/src/locales/ms/errors.json';
import { callsWithToken, signInToAdminApi, type AdminCall } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { addHomeAddress, buyPaidThroughApi, signUpThroughApi } from './support/shop-api';
import { DESKTOP, PHONE, useShopUnderTest } from './support/shop-under-test';
import { uniqueEmail } from './support/shopper';

/*
 * Every e-mail the shop writes, in every language, as a mail program on a phone and on a desktop shows it
 * (docs/product/orders-and-payments.md, E-mails): the e-mails are caused through the API as the web app causes
 * them, read from the dev mailbox (/dev/mail) and opened in Chromium at 390 px and 1280 px.
 */

// Development mode: the dev mailbox shows the e-mails the shop writes. The low-stock e-mail is due from midnight,
// so the server's first run of the job sends it whatever the hour (the demo data has durians running low). The
// "Tell me when" job looks every second, so a restocked durian's shoppers hear of it at once.
const shop = useShopUnderTest({ NODE_ENV: 'development', RATE_LIMIT: 'off', LOW_STOCK_DIGEST_HOUR: '0', ALERT_SWEEP_SECONDS: '1' });
const catalogues: Record<Language, typeof enMail> = { en: enMail, ms: msMail, zh: zhMail };
const NEW_PASSWORD = 'durian-lover-99';
/** The shop's own address (`SHOP_EMAIL`'s default): new orders, the low-stock e-mail and Contact messages go there. */
const SHOP_EMAIL = 'hello@durio.my';
/** The e-mails to the shop are in English, its working language (docs/product/admin-console.md, Notices). */
const shopT = enMail;
const newOrderSubjectOf = (orderId: string) => `New order ${orderNumber(orderId)}: `;
const isLowStockDigest = (mail: DevMail) => mail.to === SHOP_EMAIL && /low on stock \(\d{4}-\d{2}-\d{2}\)$/.test(mail.subject);

interface DevMail {
  id: string;
  to: string;
  subject: string;
  html: string | null;
}

/** What one customer caused: the e-mails written to them, and their two orders. */
interface Customer {
  email: string;
  deliveredOrderId: string;
  cancelledOrderId: string;
}
const customers = new Map<Language, Customer>();
let contactSubject = '';

/** Waits until `check` is true: the dispatcher writes e-mails after their commit (expect.poll runs only inside a test). */
async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function readMailbox(): Promise<DevMail[]> {
  return (await (await fetch(`${shop.server.baseUrl}/dev/mail.json`)).json()) as DevMail[];
}

/** The link to `path` (with its query) in the newest e-mail to `to` called `subject`, once it is written. */
async function linkInMail(to: string, subject: string, path: string): Promise<string> {
  let link: string | undefined;
  await waitUntil(`'${subject}' to ${to}`, async () => {
    const mail = (await readMailbox()).find((m) => m.to === to && m.subject === subject) as (DevMail & { links: string[] }) | undefined;
    link = mail?.links.find((l) => l.includes(path));
    return link !== undefined;
  });
  return link!;
}

/** Everything a customer is written: welcome, reset, password changed, two orders' every step, refund, an invitation to the staff, deletion. */
async function causeEveryMail(language: Language, asAdmin: AdminCall, productId: string): Promise<Customer> {
  const { baseUrl } = shop.server;
  const t = catalogues[language];
  const email = uniqueEmail(`mail-${language}`);
  const { call: asCustomer, userId } = await signUpThroughApi(baseUrl, { email, displayName: 'Nurul Aisyah 李美玲', language });
  const addressId = await addHomeAddress(asCustomer);

  const delivered = await buyPaidThroughApi(asCustomer, productId, addressId, 2);
  const deliveredOrderId = delivered.id;
  const orderCall = (path = '') => `/durian/orders/admin/${deliveredOrderId}${path}`;
  await asAdmin('PATCH', orderCall(), { status: 'PROCESSING', message: 'Dipetik pagi tadi' });
  // Weighed at packing (docs/product/selling-by-weight.md): one fruit light, one over its range.
  const fruit = delivered.items[0]!;
  await asAdmin('PUT', orderCall('/weights'), {
    lines: [{ itemId: fruit.id, weights: [fruit.weighing!.minWeight, fruit.weighing!.maxWeight + 0.1] }],
  });
  // The shop's corrections: the address before shipping, the tracking after (docs/product/orders-and-payments.md).
  await asAdmin('PUT', orderCall('/address'), {
    name: 'Pejabat',
    addressLine1: 'Tingkat 3, Menara Durian, Jalan Ampang',
    city: 'Kuala Lumpur',
    state: 'Wilayah Persekutuan',
    postalCode: '50450',
    country: 'Malaysia',
  });
  await asAdmin('PATCH', orderCall(), { status: 'SHIPPED', trackingNumber: 'EP123456789MY', shippingCarrier: 'Pos Laju', message: 'Dipetik pagi tadi' });
  await asAdmin('PUT', orderCall('/tracking'), { shippingCarrier: 'J&T Express', trackingNumber: '630012345678' });
  await asAdmin('PATCH', orderCall(), { status: 'DELIVERED', message: 'Dipetik pagi tadi' });
  const cancelledOrderId = (await buyPaidThroughApi(asCustomer, productId, addressId, 2)).id;
  await asCustomer('PATCH', `/durian/orders/${cancelledOrderId}/cancel`);

  const forgot = await fetch(`${baseUrl}/api/v1/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, language }),
  });
  expect(forgot.status).toBe(200);
  const resetLink = await linkInMail(email, t['reset.subject'], '/reset-password?token=');
  const token = new URL(resetLink).searchParams.get('token')!;
  const reset = await fetch(`${baseUrl}/api/v1/auth/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, newPassword: NEW_PASSWORD }),
  });
  expect(reset.status).toBe(200);

  // The owner's invitation to the staff, written in the language of the owner's console (docs/product/staff.md).
  await asAdmin('POST', '/admin/staff/invitations', { email, language });

  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: NEW_PASSWORD }),
  });
  const { access_token: freshToken } = (await login.json()) as { access_token: string };
  await callsWithToken(baseUrl, freshToken)('DELETE', `/user-profile/${userId}`, { password: NEW_PASSWORD });
  return { email, deliveredOrderId, cancelledOrderId };
}

/**
 * Verify, reset, password changed, staff invitation, deletion; paid ×2, processing, weighed, new address, shipped,
 * corrected tracking, delivered, cancelled, refunded.
 */
const MAILS_PER_CUSTOMER = 15;

beforeAll(async () => {
  const { baseUrl } = shop.server;
  const asAdmin = await signInToAdminApi(baseUrl);
  const { data: products } = (await (await fetch(`${baseUrl}/api/v1/durian/products?available=true&take=50`)).json()) as {
    data: ProductListItem[];
  };
  // A whole durian sold by weight, with a picture and enough stock for every customer's two orders of two.
  const durian = products.find(
    (p) => p.pricedBy === 'kg' && p.stock >= 4 * languages.length && p.media.some((m) => m.type.startsWith('image/')),
  );
  if (!durian) throw new Error('No demo durian with a picture has enough stock');
  for (const language of languages) customers.set(language, await causeEveryMail(language, asAdmin, durian.id));

  contactSubject = `Twenty Musang King <for Friday> ${Date.now()}`;
  const contact = await fetch(`${baseUrl}/api/v1/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Tan Ah Kow', email: 'ahkow@example.my', subject: contactSubject, message: 'Can you deliver to Ipoh?' }),
  });
  expect(contact.status).toBe(201);

  await waitUntil(
    'every e-mail',
    async () => {
      const mails = await readMailbox();
      const written = [...customers.values()].map((c) => mails.filter((m) => m.to === c.email).length);
      const orderIds = [...customers.values()].flatMap((c) => [c.deliveredOrderId, c.cancelledOrderId]);
      const toTheShop = orderIds.every((id) => mails.some((m) => m.to === SHOP_EMAIL && m.subject.startsWith(newOrderSubjectOf(id))));
      return (
        written.every((n) => n === MAILS_PER_CUSTOMER) &&
        mails.some((m) => m.subject.includes(contactSubject)) &&
        toTheShop &&
        mails.some(isLowStockDigest)
      );
    },
    60_000,
  );
}, 240_000);

let page: Page | undefined;
afterEach(async () => {
  await page?.context().close();
  page = undefined;
});

/**
 * Opens `mail`'s HTML as a mail program would, on a page of its own (no origin: its pictures load by their
 * whole addresses), and checks that nothing is wider than the window.
 */
async function openMail(mail: DevMail): Promise<Page> {
  expect(mail.html, mail.subject).toBeTruthy();
  // The e-mails name the shop by its public address, which the server under test leaves at http://localhost:<port>
  // (apps/api/src/config.ts) while it listens on 127.0.0.1 only: the browser is sent there.
  await page!.route(/^http:\/\/localhost:\d+\//, (route) => route.continue({ url: route.request().url().replace('//localhost:', '//127.0.0.1:') }));
  await page!.setContent(mail.html!, { waitUntil: 'load' });
  const widths = await page!.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, `${mail.subject} scrolls sideways`).toBeLessThanOrEqual(widths.inner);
  return page!;
}

const viewports = [
  ['a phone, 390 px', PHONE],
  ['a desktop, 1280 px', DESKTOP],
] as const;

describe.each(languages)('the e-mails in %s', (language) => {
  const t = catalogues[language];

  it.each(viewports)('fit %s, and the order e-mails show their pictures, amounts and a link to the order', async (_name, viewport) => {
    page = await shop.openPage(viewport);
    const customer = customers.get(language)!;
    const mails = (await readMailbox()).filter((m) => m.to === customer.email);
    expect(mails).toHaveLength(MAILS_PER_CUSTOMER);

    for (const mail of mails) {
      const opened = await openMail(mail);
      const orderId = [customer.deliveredOrderId, customer.cancelledOrderId].find((id) => mail.subject.includes(orderNumber(id)));
      if (!orderId) continue;

      // Every picture arrived: the e-mail names them by whole addresses, which a mail program loads.
      const pictures = await opened.evaluate(() => [...document.images].map((img) => ({ src: img.src, loaded: img.complete && img.naturalWidth > 0 })));
      expect(pictures.length, mail.subject).toBeGreaterThan(0);
      for (const picture of pictures) expect(picture, `${mail.subject}: ${picture.src}`).toMatchObject({ loaded: true });

      // The order's arithmetic, as the order stored it.
      for (const label of [t['order.subtotal'], t['order.delivery'], t['order.handling'], t['order.tax'], t['order.total']]) {
        await expect.poll(() => opened.getByText(label, { exact: true }).first().isVisible()).toBe(true);
      }
      const heading = t['order.heading'].replace('{orderNumber}', orderNumber(orderId));
      await expect.poll(() => opened.getByRole('heading', { name: heading }).isVisible()).toBe(true);

      // The button leads to the order's page in the customer's language.
      const label = mail.subject === t['paid.subject'].replace('{orderNumber}', orderNumber(orderId)) ? t['paid.button'] : t['viewOrder'];
      const href = await opened.getByRole('link', { name: label, exact: true }).getAttribute('href');
      expect(new URL(href!).pathname, mail.subject).toBe(localizePath(language, `/order/${orderId}`));
    }
  });

  it("invites to the staff in the owner's language, with the invitation page's link in it", async () => {
    page = await shop.openPage(PHONE);
    const customer = customers.get(language)!;
    const [before, after] = t['staffInvite.subject'].split('{shop}') as [string, string];
    const mail = (await readMailbox()).find((m) => m.to === customer.email && m.subject.startsWith(before) && m.subject.endsWith(after));
    expect(mail, t['staffInvite.subject']).toBeDefined();
    const opened = await openMail(mail!);
    const href = await opened.getByRole('link', { name: t['staffInvite.button'] }).getAttribute('href');
    expect(new URL(href!).pathname).toBe(localizePath(language, '/staff-invitation'));
  });
});

describe("the shop's e-mail about each new order", () => {
  it.each(viewports)('fits %s, shows the order with its pictures and amounts, and leads to its page in the console', async (_name, viewport) => {
    page = await shop.openPage(viewport);
    const mails = await readMailbox();
    const orderIds = [...customers.values()].flatMap((c) => [c.deliveredOrderId, c.cancelledOrderId]);
    for (const orderId of orderIds) {
      const found = mails.filter((m) => m.to === SHOP_EMAIL && m.subject.startsWith(newOrderSubjectOf(orderId)));
      expect(found, orderNumber(orderId)).toHaveLength(1);
      const opened = await openMail(found[0]!);

      const pictures = await opened.evaluate(() => [...document.images].map((img) => ({ src: img.src, loaded: img.complete && img.naturalWidth > 0 })));
      expect(pictures.length).toBeGreaterThan(0);
      for (const picture of pictures) expect(picture, picture.src).toMatchObject({ loaded: true });
      await expect.poll(() => opened.getByText('Customer: Nurul Aisyah 李美玲').isVisible()).toBe(true);
      await expect.poll(() => opened.getByText(/Deliver to: 7 Jalan Durian, 27600 Raub, Pahang, Malaysia/).isVisible()).toBe(true);
      await expect.poll(() => opened.getByText(shopT['order.total'], { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => opened.getByRole('heading', { name: `Order ${orderNumber(orderId)}` }).isVisible()).toBe(true);

      const href = await opened.getByRole('link', { name: shopT['newOrder.button'], exact: true }).getAttribute('href');
      expect(new URL(href!).pathname).toBe(`/admin/orders/${orderId}`);
    }
  });
});

describe("the shop's low-stock e-mail", () => {
  it.each(viewports)('fits %s, and links each product low on stock to its page in the console', async (_name, viewport) => {
    page = await shop.openPage(viewport);
    const digests = (await readMailbox()).filter(isLowStockDigest);
    // One a day, however many runs of the job there were.
    expect(digests).toHaveLength(1);
    const opened = await openMail(digests[0]!);

    const productLinks = await opened.locator('a[href*="/admin/products/"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(productLinks.length).toBeGreaterThan(0);
    for (const link of productLinks) expect(new URL(link).pathname).toMatch(/^\/admin\/products\/[0-9a-f-]{36}$/);
    const all = await opened.getByRole('link', { name: shopT['lowStock.button'], exact: true }).getAttribute('href');
    expect(new URL(all!).pathname + new URL(all!).search).toBe('/admin/products?stock=low&sort=stock-asc');
  });
});

describe('the Contact message to the shop', () => {
  it.each(viewports)('fits %s', async (_name, viewport) => {
    page = await shop.openPage(viewport);
    const mail = (await readMailbox()).find((m) => m.subject.includes(contactSubject))!;
    const opened = await openMail(mail);
    // React escaped the subject: it reads as written, and is no element.
    await expect.poll(() => opened.getByText(`Subject: ${contactSubject}`).isVisible()).toBe(true);
  });
});

describe('"Tell me when" (docs/product/the-season.md), from the ask to the one e-mail', () => {
  it('tells a visitor on the Malay page, once they confirmed from the e-mail, that the durian is back, and its link stops the alert', async () => {
    const { baseUrl } = shop.server;
    const t = catalogues.ms;
    const { data: products } = (await (await fetch(`${baseUrl}/api/v1/durian/products?take=100`)).json()) as { data: ProductListItem[] };
    const soldOut = products.find((p) => p.available && !p.buyable && p.stock === 0);
    if (!soldOut) throw new Error('No demo durian is sold out');
    const email = uniqueEmail('alert');
    /** The page an e-mail's link opens, on the server under test (the e-mails name it by its public address). */
    const openLink = (link: string) => page!.goto(new URL(link).pathname + new URL(link).search);
    const saying = () => page!.getByRole('main').getByRole('status').innerText();

    page = await shop.openPage(PHONE);
    await page.goto(`/ms/product/${soldOut.id}`);
    const ask = page.getByRole('region', { name: msControls['tellMeWhen.title'] });
    await ask.getByRole('button', { name: msControls['tellMeWhen.button'] }).click();
    await ask.getByText(msErrors['Give the e-mail address to tell']).waitFor();
    await ask.getByLabel(msControls['tellMeWhen.email']).fill(email);
    await ask.getByRole('button', { name: msControls['tellMeWhen.button'] }).click();
    await expect.poll(() => ask.getByRole('status').innerText()).toBe(msControls['tellMeWhen.confirmVisitor']);

    // The e-mail asks for their consent, in the page's language, with a link to the Malay confirmation page.
    const confirmSubject = t['alert.confirm.subject'].replace('{name}', soldOut.name);
    const confirmLink = await linkInMail(email, confirmSubject, '/ms/alerts/confirm?token=');
    await openLink(confirmLink);
    await page.getByRole('heading', { name: msAccount['alerts.confirm.doneTitle'] }).waitFor();
    expect(await saying()).toBe(msAccount['alerts.confirm.done'].replace('{name}', soldOut.name));
    await expectNoSeriousA11yViolations(page);

    // The owner restocks it; the job tells the visitor within a second or two.
    await (await signInToAdminApi(baseUrl))('PUT', `/durian/products/${soldOut.id}`, { stock: 5 });
    const readySubject = t['alert.ready.subject'].replace('{name}', soldOut.name);
    const unsubscribeLink = await linkInMail(email, readySubject, '/ms/alerts/unsubscribe?token=');
    const written = (await readMailbox()).filter((m) => m.to === email).map((m) => m.subject);
    expect(written.sort()).toEqual([confirmSubject, readySubject].sort());

    // One click stops it; the link, used, is not valid any more.
    await openLink(unsubscribeLink);
    await page.getByRole('heading', { name: msAccount['alerts.unsubscribe.doneTitle'] }).waitFor();
    expect(await saying()).toBe(msAccount['alerts.unsubscribe.done']);
    await expectNoSeriousA11yViolations(page);
    await openLink(unsubscribeLink);
    await page.getByRole('heading', { name: msAccount['alerts.link.deadTitle'] }).waitFor();
    expect(await saying()).toBe(msErrors['This link is not valid any more']);
  });
});
