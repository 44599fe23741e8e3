import type { Product } from '@durio/shared/schemas/catalogue';
import type { ShopSettings } from '@durio/shared/schemas/settings';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi, type AdminCall } from './support/admin-api';
import { descriptionOf, expectNoSeriousA11yViolations } from './support/browser';
import { DESKTOP, PHONE, useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin } from './support/shopper';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

// The product and tree forms showed the validator's own text ('Too small: expected string to have >=1 characters',
// 'Invalid input: expected number, received NaN'), a tree could be planted in 2099, and the products table put back
// a stock of -3 without a word. Each now says what is wrong in plain words, in the page's language, tied to its
// field for screen readers (docs/product/languages.md, docs/product/admin-console.md).
const tag = Math.random().toString(36).slice(2, 7);
let asAdmin: AdminCall;
let farmId = '';
let admin: Page;

beforeAll(async () => {
  asAdmin = await signInToAdminApi(shop.server.baseUrl);
  const { items: farms } = await asAdmin<{ items: { id: string }[] }>('GET', '/durian/farms?take=1');
  farmId = farms[0]!.id;
  admin = await shop.openPage();
  await signInAsAdmin(admin);
}, 120_000);
afterAll(async () => {
  await admin?.context().close();
});

/** The validator's own words, which no form may show. */
const RAW = /Too small|Too big|Invalid input|expected (string|number|int)/;

describe('the console says what is wrong in plain words', () => {
  it('on the product form: a field to fill in, a number to enter, a whole number', async () => {
    await admin.goto('/admin/products/new');
    await admin.getByRole('heading', { level: 1, name: 'Add product' }).waitFor();
    await admin.getByLabel('Stock', { exact: true }).fill('1.5');
    await admin.getByRole('button', { name: 'Add product' }).click();

    const name = admin.getByLabel('Name', { exact: true });
    await expect.poll(() => descriptionOf(name)).toBe('Fill in this field');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(admin.getByLabel('Description', { exact: true }))).toBe('Fill in this field');
    expect(await descriptionOf(admin.getByLabel('Price (RM)', { exact: true }))).toBe('Enter a number');
    expect(await descriptionOf(admin.getByLabel('Stock', { exact: true }))).toBe('Enter a whole number');
    expect(await admin.locator('main').innerText()).not.toMatch(RAW);
    await expectNoSeriousA11yViolations(admin);
  });

  it('in the page\'s language: the Malay console says them in Malay', async () => {
    await admin.goto('/ms/admin/products/new');
    await admin.getByRole('heading', { level: 1, name: 'Tambah produk' }).waitFor();
    await admin.getByRole('button', { name: 'Tambah produk' }).click();
    const name = admin.getByLabel('Nama', { exact: true });
    await expect.poll(() => descriptionOf(name)).toBe('Sila isi ruangan ini');
    expect(await descriptionOf(admin.getByLabel('Harga (RM)', { exact: true }))).toBe('Masukkan nombor');
    expect(await admin.locator('main').innerText()).not.toMatch(RAW);
  });

  it('on the tree form: no planting year to come, a whole year, a height above 0', async () => {
    await admin.goto(`/admin/farms/${farmId}?tab=trees`);
    await admin.getByRole('button', { name: 'Add tree' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add tree' });
    await dialog.getByLabel('Name', { exact: true }).fill(`Pokok ${tag}`);
    await dialog.getByLabel('Variety').fill('D24');
    const planted = dialog.getByLabel('Planted (year)');
    await planted.fill('2099');
    await dialog.getByLabel('Height (m)').fill('-1');
    await dialog.getByRole('button', { name: 'Add tree' }).click();
    await expect.poll(() => descriptionOf(planted)).toBe('Planting year cannot be in the future');
    expect(await descriptionOf(dialog.getByLabel('Height (m)'))).toBe('Must be more than 0');

    await planted.fill('1998.5');
    await dialog.getByRole('button', { name: 'Add tree' }).click();
    await expect.poll(() => descriptionOf(planted)).toBe('Enter a whole number');
    expect(await dialog.innerText()).not.toMatch(RAW);
    // Nothing was sent: the farm has no such tree.
    const trees = await asAdmin<{ total: number }>('GET', `/durian/farms/${farmId}/trees?search=${tag}`);
    expect(trees.total).toBe(0);
  });

  it('in the products table: a stock of -3 is refused next to its field, said to screen readers, and not saved', async () => {
    const product = await asAdmin<Product>('POST', '/durian/products', {
      name: `Tekka ${tag}`,
      description: 'Pale yellow, firm and fragrant.',
      price: 38,
      stock: 6,
      farmId,
    });
    await admin.goto(`/admin/products?search=${tag}`);
    const stock = admin.getByLabel(`Stock of Tekka ${tag}`);
    await stock.fill('-3');
    await stock.press('Enter');

    const alert = admin.getByRole('row').filter({ hasText: `Tekka ${tag}` }).getByRole('alert');
    await expect.poll(() => alert.innerText()).toBe('Must be at least 0');
    expect(await descriptionOf(stock)).toBe('Must be at least 0');
    expect(await stock.getAttribute('aria-invalid')).toBe('true');
    expect(await stock.inputValue()).toBe('-3');
    expect((await asAdmin<Product>('GET', `/durian/products/${product.id}`)).stock).toBe(6);
    await expectNoSeriousA11yViolations(admin);

    // A stock it takes clears the message and is saved.
    await stock.fill('4');
    await stock.press('Enter');
    await admin.getByText(`Stock of Tekka ${tag} saved`).waitFor();
    await expect.poll(async () => (await asAdmin<Product>('GET', `/durian/products/${product.id}`)).stock).toBe(4);
    expect(await admin.getByRole('row').filter({ hasText: `Tekka ${tag}` }).getByRole('alert').innerText()).toBe('');
  });

  it("on the delivery promise, at 390 px in Malay: its times are the zones', a pickup time out of range is refused, and the saved one is what the shop states", async () => {
    // At 1280 px, side by side: a field with a hint keeps its neighbour's control in line.
    await admin.goto('/admin/settings');
    const top = async (label: string) => (await admin.getByLabel(label, { exact: true }).boundingBox())!.y;
    expect(await top('Low-stock level')).toBe(await top('This season started on'));

    const phone = admin;
    await phone.setViewportSize(PHONE);
    try {
      await phone.goto('/ms/admin/settings');
      await phone.getByRole('heading', { level: 1, name: 'Tetapan' }).waitFor();
      // The delivery times are the starting zones' (docs/product/cart-and-checkout.md), which the section links to.
      const delivery = 'Dibayar sebelum 12:00: tiba di pintu anda pada hari yang sama di Lembah Klang, atau dalam 1 hari di kawasan lain di Semenanjung Malaysia.';
      const promise = phone.locator('section', { has: phone.getByRole('heading', { name: 'Janji penghantaran' }) });
      await promise.getByText(delivery).waitFor();
      expect(await promise.getByRole('link', { name: 'Zon penghantaran' }).getAttribute('href')).toBe('/ms/admin/delivery-zones');

      const hours = phone.getByLabel('Sedia untuk diambil selepas pembayaran (jam)', { exact: true });
      await hours.fill('0');
      await phone.getByRole('button', { name: 'Simpan tetapan' }).click();
      await expect.poll(() => descriptionOf(hours)).toBe('Nyatakan masa pengambilan antara 1 hingga 168 jam');
      expect((await asAdmin<ShopSettings>('GET', '/durian/settings')).deliveryPromise.pickupReadyHours).toBe(24);

      // The owner sees the sentence shoppers will read before saving it.
      await hours.fill('6');
      await promise.getByText('Sedia untuk diambil 6 jam selepas pembayaran anda disahkan.').waitFor();
      await expectNoSeriousA11yViolations(phone);
      await phone.getByRole('button', { name: 'Simpan tetapan' }).click();
      await phone.getByText('Tetapan disimpan').first().waitFor();
      expect((await asAdmin<ShopSettings>('GET', '/durian/settings')).deliveryPromise.pickupReadyHours).toBe(6);

      await phone.goto('/ms/faq');
      await phone.getByRole('button', { name: 'Berapa cepat durian saya akan sampai?' }).click();
      await phone.getByText(delivery).waitFor();
      await phone.goto('/shipping-policy');
      await phone.getByText('same-day delivery by our own chilled vans', { exact: false }).waitFor();
      await phone.getByText('Rest of Peninsular Malaysia: 1 day by a chilled courier.').waitFor();
    } finally {
      await asAdmin('PUT', '/durian/settings', { deliveryPromise: { pickupReadyHours: 24 } });
      await phone.setViewportSize(DESKTOP);
    }
  });
});
