import { orderNumber } from '@durio/shared/order-number';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callsWithToken, signInAsAdminForToken, uploadAsAdmin, type AdminCall } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { smallPng } from './support/pictures';
import { useShopUnderTest } from './support/shop-under-test';
import { buyFirstDurianInStock, registerShopper, signInAsAdmin } from './support/shopper';

/*
 * The page of one order (/order/{id}, the page the e-mails link to) beside My Orders, while the shop moves the order
 * (docs/product/orders-and-payments.md). Each test's shopper buys one durian; the admin moves it through the API.
 */

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });
let page: Page;
let adminToken: string;
let admin: AdminCall;

beforeAll(async () => {
  adminToken = await signInAsAdminForToken(shop.server.baseUrl);
  admin = callsWithToken(shop.server.baseUrl, adminToken);
});
beforeEach(async () => {
  page = await shop.openPage();
});
afterEach(async () => {
  await page.context().close();
});

const moveOrder = (orderId: string, body: object) => admin('PATCH', `/durian/orders/admin/${orderId}`, body);
const orderStatus = (status: string) => page.getByText(new RegExp(`Order status:\\s*${status}`, 'i')).first();

describe("an order's page", () => {
  it('shows the status the shop has just moved the order to, without Cancel, after My Orders showed it paid', async () => {
    await registerShopper(page, { name: 'Hafiz Ismail' });
    const { orderId } = await buyFirstDurianInStock(page);
    const number = orderNumber(orderId);

    // The shopper looks at the paid order, which could still be cancelled, then goes to My Orders: all in one visit.
    await page.getByRole('link', { name: 'Track Your Order' }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    await page.getByRole('button', { name: 'Cancel order' }).waitFor();
    await page.getByRole('link', { name: 'Back to Orders' }).click();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Order ${number}` }) });
    await card.getByText(/Order status:\s*Paid/i).first().waitFor();

    // The shop starts packing while My Orders is open; the shopper then opens the order.
    await moveOrder(orderId, { status: 'PROCESSING' });
    await card.getByRole('link', { name: `View details of order ${number}` }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    await expect.poll(() => orderStatus('Processing').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    // And back on My Orders, the card says the same.
    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await expect.poll(() => card.getByText(/Order status:\s*Processing/i).first().isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
  });

  it('says plainly that an order the shop moved on can no longer be cancelled, and takes the button away', async () => {
    await registerShopper(page, { name: 'Tan Mei Hua' });
    const { orderId } = await buyFirstDurianInStock(page);
    await page.goto(`/order/${orderId}`);
    await page.getByRole('button', { name: 'Cancel order' }).waitFor();

    await moveOrder(orderId, { status: 'PROCESSING' });
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Cancel order' }).click();

    await page.getByText('This order can no longer be cancelled: its status has changed. The page now shows where it is.').first().waitFor();
    await expect.poll(() => orderStatus('Processing').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
  });

  it("shows the photos of the shop's update in its timeline, as My Orders does, each opening larger", async () => {
    await registerShopper(page, { name: 'Siti Nurhaliza' });
    const { orderId } = await buyFirstDurianInStock(page);
    const photo = await uploadAsAdmin(shop.server.baseUrl, adminToken, smallPng('packed.png'), 'orders');
    await moveOrder(orderId, { status: 'PROCESSING', message: 'Packed in ice, ready for the courier', mediaIds: [photo] });

    await page.goto(`/order/${orderId}`);
    const timeline = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Order Timeline' }) });
    await timeline.getByText('Packed in ice, ready for the courier').waitFor();
    const thumbnail = timeline.getByRole('list', { name: 'Photos of the Processing update' }).getByRole('button', { name: 'Processing: photo 1' });
    await thumbnail.waitFor();
    expect(await thumbnail.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    const small = await thumbnail.boundingBox();
    await thumbnail.click();
    const viewer = page.getByRole('dialog', { name: 'Processing: photo 1' });
    const large = viewer.getByRole('img', { name: 'Processing: photo 1' });
    await large.waitFor();
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await large.boundingBox();
    expect(shown!.width).toBeGreaterThan(small!.width * 2);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    // My Orders shows the same photos with the same component.
    await page.getByRole('link', { name: 'Back to Orders' }).click();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Order ${orderNumber(orderId)}` }) });
    await card.getByRole('button', { name: /^Order Updates \(\d+\)$/ }).click();
    await card.getByRole('button', { name: 'Processing: photo 1' }).waitFor();
  });

  it("lets the shop keep notes, change the address before shipping and correct the tracking after, which the customer's page shows, and never the notes", async () => {
    await registerShopper(page, { name: 'Nurul Ain' });
    const { orderId } = await buyFirstDurianInStock(page);
    const owner = await shop.openPage();
    await signInAsAdmin(owner);
    await owner.goto(`/ms/admin/orders/${orderId}`);

    await owner.getByLabel('Nota baharu').fill('Pelanggan minta hantar selepas 6 petang');
    await owner.getByRole('button', { name: 'Tambah nota' }).click();
    await owner.getByText('Pelanggan minta hantar selepas 6 petang').waitFor();

    await owner.getByRole('button', { name: 'Tukar alamat' }).click();
    const addressDialog = owner.getByRole('dialog', { name: 'Tukar alamat penghantaran' });
    await addressDialog.getByLabel('Alamat', { exact: true }).fill('Jln');
    await addressDialog.getByRole('button', { name: 'Simpan alamat' }).click();
    await addressDialog.getByText('Alamat terlalu pendek').waitFor();
    await expectNoSeriousA11yViolations(owner);
    await addressDialog.getByLabel('Alamat', { exact: true }).fill('Lot 5, Jalan Kebun Durian');
    await addressDialog.getByRole('button', { name: 'Simpan alamat' }).click();
    await owner.getByText('Alamat ditukar; pelanggan dimaklumkan').waitFor();
    await addressDialog.waitFor({ state: 'detached' });
    await expect.poll(() => owner.evaluate(() => document.activeElement?.textContent)).toBe('Tukar alamat');

    // Shipped, the address is kept; the tracking may be corrected.
    await moveOrder(orderId, { status: 'PROCESSING' });
    await moveOrder(orderId, { status: 'SHIPPED', shippingCarrier: 'Pos Laju', trackingNumber: 'EP111111111MY' });
    await owner.reload();
    await owner.getByRole('button', { name: 'Betulkan penjejakan' }).click();
    const trackingDialog = owner.getByRole('dialog', { name: 'Betulkan penjejakan' });
    await trackingDialog.getByLabel('Nombor penjejakan').fill('EP999999999MY');
    await trackingDialog.getByRole('button', { name: 'Simpan penjejakan' }).click();
    await owner.getByText('Penjejakan dibetulkan; pelanggan dimaklumkan').waitFor();
    expect(await owner.getByRole('button', { name: 'Tukar alamat' }).count()).toBe(0);
    await owner.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(owner);
    await owner.context().close();

    await page.goto(`/order/${orderId}`);
    await page.getByText('Lot 5, Jalan Kebun Durian').first().waitFor();
    await page.getByText('EP999999999MY').first().waitFor();
    const timeline = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Order Timeline' }) });
    await timeline.getByText('Your delivery address was changed').waitFor();
    await timeline.getByText('The tracking number of your parcel was corrected').waitFor();
    expect(await page.getByText('selepas 6 petang').count()).toBe(0);
  });
});
