import { orderNumber } from '@durio/shared/order-number';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { PHONE, useShopUnderTest } from './support/shop-under-test';
import { buyFirstDurianInStock, registerShopper, signInAsAdmin, uniqueEmail } from './support/shopper';
import { weighThroughApi } from './support/shop-api';

const shop = useShopUnderTest({ NODE_ENV: 'development', FAULT_INJECTION: 'on', RATE_LIMIT: 'off' });
// One page for the whole file: its tests follow one buyer's order from payment to review. The first test opens a new
// one, so a retry of the purchase starts with a new visitor rather than one signed in halfway through.
let page: Page;
let email = '';

beforeAll(async () => {
  page = await shop.openPage();
});

const TRACKING_NUMBER = 'MY123456789';

/** A small real PNG, as a photo chosen from the phone would be, and a text file dressed up as a photo. */
const DURIAN_PHOTO = {
  name: 'my-durian.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFsBSV91kF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+BTG0tYYoM4sAAAAASUVORK5CYII=',
    'base64',
  ),
};
const NOT_A_PHOTO = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Buy more durians') };

/** The one call behind the UI's back the rules allow: the admin moves the paid order on to DELIVERED. */
async function deliverAsAdmin(orderId: string) {
  const asAdmin = await signInToAdminApi(shop.server.baseUrl);
  await asAdmin('PATCH', `/durian/orders/admin/${orderId}`, { status: 'PROCESSING' });
  await weighThroughApi(asAdmin, orderId);
  for (const body of [
    { status: 'SHIPPED', trackingNumber: TRACKING_NUMBER, shippingCarrier: 'Pos Laju' },
    { status: 'DELIVERED', message: 'Delivered to the front door' },
  ]) {
    await asAdmin('PATCH', `/durian/orders/admin/${orderId}`, body);
  }
}

async function failNextReviewSubmit(message: string) {
  const res = await fetch(`${shop.server.baseUrl}/__test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'POST', path: '^/api/v1/durian/products/[^/]+/[^/]+/reviews$', status: 500, message, times: 1 }),
  });
  expect(res.status).toBe(204);
}

describe('reviewing a delivered durian', () => {
  let productName: string;
  let orderId: string;
  it('buys a durian that the shop then delivers', async () => {
    await page.context().close();
    page = await shop.openPage();
    email = uniqueEmail('reviewer');
    await registerShopper(page, { email });
    ({ productName, orderId } = await buyFirstDurianInStock(page));
    await deliverAsAdmin(orderId);
  });

  it('shows the delivered order with tracking, the customer, the Review column and a printable invoice', async () => {
    await page.goto(`/order/${orderId}`);
    // The order is named by its number, as on the confirmation page, the e-mails and the console.
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber(orderId)}` }).waitFor();
    await expect.poll(() => page.title()).toBe(`Order ${orderNumber(orderId)} | Durio`);

    const customer = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Customer Information' }) });
    await customer.getByText('Aisyah Rahman').waitFor();
    await customer.getByText(email).waitFor();

    const track = page.getByRole('link', { name: /Track Package/ });
    expect(await track.getAttribute('href')).toBe(`https://www.tracking.my/track/${TRACKING_NUMBER}`);
    expect(await track.getAttribute('target')).toBe('_blank');
    expect(await track.getAttribute('rel')).toContain('noopener');

    await page.getByRole('columnheader', { name: 'Review' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: productName });
    await row.getByRole('button', { name: `Write Review for ${productName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a Review' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The invoice header is only on paper.
    expect(await page.getByText('INVOICE', { exact: true }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByText('INVOICE', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(`Order number: ${orderNumber(orderId)}`).isVisible()).toBe(true);
    expect(await page.locator('#order-invoice').getByText('Durio Sdn. Bhd.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print Invoice' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // A real print dialog would block the test: record what window.print() saw instead.
    await page.evaluate(() => {
      const w = window as unknown as { printedTitles: string[] };
      w.printedTitles = [];
      window.print = () => void w.printedTitles.push(document.title);
    });
    await page.getByRole('button', { name: 'Print Invoice' }).click();
    expect(await page.evaluate(() => (window as unknown as { printedTitles: string[] }).printedTitles)).toEqual([
      `Invoice-${orderNumber(orderId)}`,
    ]);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.getByText('Invoice printed successfully').waitFor();
    expect(await page.title()).toBe(`Order ${orderNumber(orderId)} | Durio`);
  });

  it('writes a 4-star review from My Orders and shows it in place and on the product', async () => {
    await page.goto('/orders');
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    const order = page.getByRole('article').filter({ hasText: productName }).first();
    await order.getByRole('heading', { name: `Order ${orderNumber(orderId)}` }).waitFor();
    await order.getByRole('button', { name: /^Write Review/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Write a Review' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: '5 out of 5 stars' }).getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByLabel('Your review').getAttribute('rows')).toBe('5');
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await dialog.getByText('Please fill in all the required fields').waitFor();

    // Clicking a star chooses it; the arrow keys move along the stars.
    await dialog.getByRole('radio', { name: '3 out of 5 stars' }).click();
    // Held like a real key: Radix checks the radio the arrow moved to only while the key is still down.
    await page.keyboard.down('ArrowRight');
    await expect.poll(() => dialog.getByRole('radio', { name: '4 out of 5 stars' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.up('ArrowRight');
    await dialog.getByLabel('Your review').fill('Creamy, bittersweet and still cold when it arrived.');

    // Photos upload as soon as they are chosen; a file that is not a picture says why and is not sent.
    await dialog.getByLabel('Add photos').setInputFiles([DURIAN_PHOTO, NOT_A_PHOTO]);
    const chosen = dialog.getByRole('list', { name: 'Chosen files' });
    await chosen.getByRole('listitem').filter({ hasText: 'notes.txt' }).getByText(/^This file cannot be uploaded here/).waitFor();
    await chosen.getByRole('listitem').filter({ hasText: 'my-durian.png' }).getByText('Uploaded').waitFor();
    await chosen.getByRole('button', { name: 'Remove notes.txt' }).click();
    await expectNoSeriousA11yViolations(page);

    // A failed submit says why and keeps the draft for another try.
    await failNextReviewSubmit('Review service is resting');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Review service is resting').waitFor();
    expect(await dialog.getByLabel('Your review').inputValue()).toBe('Creamy, bittersweet and still cold when it arrived.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();

    await page.getByText('Review submitted successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await order.getByText('Creamy, bittersweet and still cold when it arrived.').waitFor();
    await order.getByText(/^Posted on /).waitFor();
    await order.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    await order.getByRole('img', { name: 'Photo 1 of the review by you' }).waitFor();
    // Keyboard focus lands on the review that replaced the Write Review button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('still cold when it arrived');
    expect(await order.getByRole('button', { name: /^Write Review/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/order/${orderId}`);
    const row = page.getByRole('row').filter({ hasText: productName });
    await row.getByText(/^Posted on /).waitFor();

    await row.getByRole('link', { name: productName }).click();
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
    // The innermost article holding the text is the review card.
    const review = page.getByRole('article').filter({ hasText: 'Creamy, bittersweet and still cold when it arrived.' }).last();
    await review.getByText('Aisyah Rahman').waitFor();
    await review.getByText('Verified Purchase').waitFor();

    // The review's photo opens in the media viewer, the file the server stored (re-encoded, no metadata).
    await review.getByRole('button', { name: 'Photo 1 of the review by Aisyah Rahman' }).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByText('1 / 1').waitFor();
    const src = await viewer.getByRole('img', { name: 'Photo 1 of the review by Aisyah Rahman' }).getAttribute('src');
    expect(src).toMatch(/^\/files\/uploads\/reviews\/.+\.png$/);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
  });

  it('lets the owner find the review by its stars and product and answer it in Malay; the answer shows under the review in the shop and on the order', async () => {
    const owner = await shop.openPage();
    await signInAsAdmin(owner);
    await owner.goto('/ms/admin/reviews');
    await owner.getByRole('heading', { level: 1, name: 'Ulasan' }).waitFor();
    await owner.getByLabel('Bintang').selectOption('4');
    await owner.getByLabel('Balasan kedai').selectOption('false');
    // The product picker names the chosen product, read from the server (the picker's searching is admin.e2e.ts's).
    const productId = (await (await signInToAdminApi(shop.server.baseUrl))<{ items: { product: { id: string } }[] }>('GET', `/durian/orders/admin/${orderId}`)).items[0]!.product.id;
    await owner.goto(`/ms/admin/reviews?rating=4&replied=false&product=${productId}`);
    await expect.poll(() => owner.getByRole('combobox', { name: 'Produk', exact: true }).inputValue()).toBe(productName);
    const review = owner.getByRole('listitem').filter({ hasText: 'Creamy, bittersweet and still cold when it arrived.' });
    await review.waitFor();

    await review.getByRole('button', { name: 'Balas' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Balas sebagai kedai' });
    await dialog.getByRole('button', { name: 'Hantar balasan' }).click();
    await dialog.getByText('Tulis balasan').waitFor();
    await expectNoSeriousA11yViolations(owner);
    await dialog.getByLabel('Balasan').fill('Terima kasih, Aisyah! Musim depan ada lagi.');
    await dialog.getByRole('button', { name: 'Hantar balasan' }).click();
    await owner.getByText('Balasan dihantar').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Answered, it leaves the list of reviews waiting for a reply, and the keyboard is not left on <body>.
    await review.waitFor({ state: 'detached' });
    await expect.poll(() => owner.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    await owner.getByLabel('Balasan kedai').selectOption('true');
    await review.getByText('Terima kasih, Aisyah! Musim depan ada lagi.').waitFor();
    await review.getByRole('button', { name: 'Ubah balasan' }).waitFor();
    await owner.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(owner);
    await owner.context().close();

    await page.goto(`/order/${orderId}`);
    await page.getByRole('row').filter({ hasText: productName }).getByText('Terima kasih, Aisyah! Musim depan ada lagi.').waitFor();
    await page.getByRole('row').filter({ hasText: productName }).getByRole('link', { name: productName }).click();
    await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
    const card = page.getByRole('article').filter({ hasText: 'Creamy, bittersweet and still cold when it arrived.' }).last();
    await card.getByText('Reply from Durio').waitFor();
    await card.getByText('Terima kasih, Aisyah! Musim depan ada lagi.').waitFor();
  });

  it('lays the reviewed order and its page out for a phone, nothing off to the side, without accessibility problems', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/orders');
    const order = page.getByRole('article').filter({ hasText: productName }).first();
    await order.getByText(/^Posted on /).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The order's own page: each item a block, price, quantity, total and review within the screen's width.
    await page.goto(`/order/${orderId}`);
    const item = page.getByRole('row').filter({ hasText: productName });
    await item.getByText(/^Posted on /).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    for (const cell of await item.getByRole('cell').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expectNoSeriousA11yViolations(page);
  });
});
