import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/browser';
import { useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin } from './support/shopper';

/*
 * Content translations (docs/product/languages.md, decision records 024 and 036): the owner writes the Malay and
 * Chinese versions of a product's description or a category's name in the console; shoppers reading the shop in
 * that language get it, English readers the English, and once it is cleared the page falls back to the English text.
 */

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });
let admin: Page;
const tag = Math.random().toString(36).slice(2, 7);
const PRODUCT = 'Musang King from Pokok Tua';
const MALAY = `Isi kuning keemasan yang pahit manis, dipetik daripada pokok tua di Raub (${tag}).`;

beforeAll(async () => {
  admin = await shop.openPage();
});
afterAll(async () => {
  await admin?.context().close();
});

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${shop.server.baseUrl}/api/v1${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Saves the product form and waits for the server's answer (a toast of the save before may still be showing). */
async function saveProduct() {
  const saved = admin.waitForResponse((res) => res.request().method() === 'PUT' && /\/durian\/products\/[^/?]+$/.test(new URL(res.url()).pathname));
  await admin.getByRole('button', { name: 'Save product' }).click();
  expect((await saved).status()).toBe(200);
}

/** The product page as a visitor opens it, in a browser of their own (no language cookie from another visit). */
async function visit(path: string): Promise<Page> {
  const visitor = await shop.openPage();
  await visitor.goto(path);
  await visitor.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
  return visitor;
}

describe("a product's description in Bahasa Melayu", () => {
  it('is written in the console, read by Malay shoppers only, and falls back to English once cleared', async () => {
    await signInAsAdmin(admin);
    await admin.goto(`/admin/products?search=${encodeURIComponent(PRODUCT)}`);
    await admin.getByRole('link', { name: PRODUCT }).first().click();
    await admin.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    const productId = new URL(admin.url()).pathname.split('/').at(-1)!;
    const english = (await getJson<{ description: string }>(`/durian/products/${productId}`)).description;
    const englishStart = english.split('\n')[0]!.slice(0, 60);

    // Each language is a disclosure, closed at first, opened from the keyboard.
    const translations = admin.getByRole('region', { name: 'Translations' });
    await translations.getByText('A field left empty shows the English text.', { exact: false }).waitFor();
    const malay = translations.getByRole('button', { name: /^Bahasa Melayu/ });
    expect(await malay.getAttribute('aria-expanded')).toBe('false');
    await malay.focus();
    await admin.keyboard.press('Enter');
    expect(await malay.getAttribute('aria-expanded')).toBe('true');
    const description = admin.getByLabel('Description (Bahasa Melayu)', { exact: true });
    expect(await description.getAttribute('lang')).toBe('ms');
    await admin.getByLabel('Storage recommendations (Bahasa Melayu)', { exact: true }).waitFor();
    await translations.getByRole('button', { name: /^中文/ }).click();
    expect(await admin.getByLabel('Description (中文)', { exact: true }).getAttribute('lang')).toBe('zh-Hans');
    await expectNoSeriousA11yViolations(admin);

    await description.fill(MALAY);
    await saveProduct();

    // The console reads it back from the server.
    await admin.reload();
    await admin.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    await admin.getByRole('region', { name: 'Translations' }).getByRole('button', { name: /^Bahasa Melayu/ }).click();
    await expect.poll(() => admin.getByLabel('Description (Bahasa Melayu)', { exact: true }).inputValue()).toBe(MALAY);

    // Malay shoppers read the Malay description; English ones the English.
    const inMalay = await visit(`/ms/product/${productId}`);
    await inMalay.getByText(MALAY, { exact: true }).first().waitFor();
    await inMalay.context().close();
    const inEnglish = await visit(`/product/${productId}`);
    await inEnglish.getByText(englishStart).first().waitFor();
    expect(await inEnglish.getByText(MALAY).count()).toBe(0);
    await inEnglish.context().close();

    // Cleared, the Malay page shows the English description.
    await admin.getByLabel('Description (Bahasa Melayu)', { exact: true }).fill('');
    await saveProduct();
    const fallenBack = await visit(`/ms/product/${productId}`);
    await fallenBack.getByText(englishStart).first().waitFor();
    expect(await fallenBack.getByText(MALAY).count()).toBe(0);
    await fallenBack.context().close();
  });
});

describe("a tree's description in Chinese", () => {
  it('is checked against the English limit, opening the language and going to the text that is too long', async () => {
    const farms = await getJson<{ items: { id: string }[] }>('/durian/farms');
    await admin.goto(`/admin/farms/${farms.items[0]!.id}?tab=trees`);
    await admin.getByRole('button', { name: /^Edit / }).first().click();
    const dialog = admin.getByRole('dialog');
    const chinese = dialog.getByRole('group', { name: 'Translations', exact: true }).getByRole('button', { name: /^中文/ });
    await chinese.click();
    const description = dialog.getByLabel('Description (中文)', { exact: true });
    expect(await description.getAttribute('lang')).toBe('zh-Hans');
    await expectNoSeriousA11yViolations(admin);

    await description.fill('榴'.repeat(5001));
    await chinese.click();
    expect(await chinese.getAttribute('aria-expanded')).toBe('false');
    await dialog.getByRole('button', { name: 'Save tree' }).click();
    await expect.poll(() => chinese.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => description.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => description.evaluate((element) => element === document.activeElement)).toBe(true);
    await chinese.getByText('Check these texts').waitFor();
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe("a category's name in Chinese", () => {
  it('is written beside the English name in the console and shown on the Chinese product page', async () => {
    const categories = await getJson<{ id: string; name: string }[]>('/durian/categories');
    const premium = categories.find((c) => c.name === 'Premium')!;
    const { data } = await getJson<{ data: { id: string; name: string }[] }>(`/durian/${premium.id}/products`);
    const product = data[0]!;
    const chineseName = `精品${tag}`;

    const owner = await shop.openPage();
    await signInAsAdmin(owner);
    await owner.goto('/admin/categories');
    await owner.getByRole('button', { name: 'Rename Premium' }).click();
    const form = owner.locator('form').filter({ has: owner.getByRole('button', { name: 'Cancel' }) });
    await expect.poll(() => form.getByLabel('Name', { exact: true }).inputValue()).toBe('Premium');
    const chinese = form.getByRole('group', { name: 'Translations' }).getByRole('button', { name: /^中文/ });
    await chinese.click();
    const name = form.getByLabel('Name (中文)', { exact: true });
    expect(await name.getAttribute('lang')).toBe('zh-Hans');
    // The seed's own Chinese name, beside the English.
    expect(await name.inputValue()).toBe('精品');
    await expectNoSeriousA11yViolations(owner);

    await name.fill(chineseName);
    const saved = owner.waitForResponse((res) => res.request().method() === 'PUT' && /\/durian\/categories\/[^/?]+$/.test(new URL(res.url()).pathname));
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await owner.getByRole('button', { name: 'Rename Premium' }).waitFor();

    const inChinese = await shop.openPage();
    await inChinese.goto(`/zh/product/${product.id}`);
    await inChinese.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await inChinese.getByRole('tab', { name: '商品详情' }).click();
    const details = inChinese.getByRole('tabpanel', { name: '商品详情' });
    await details.getByRole('list', { name: '类别' }).getByText(chineseName, { exact: true }).waitFor();
    // Its size too, as the demo data has it in Chinese.
    const { size } = await getJson<{ size: string }>(`/durian/products/${product.id}?lang=zh`);
    expect(size).toMatch(/\p{Script=Han}/u);
    await details.getByText(size, { exact: true }).waitFor();
    await inChinese.context().close();
    const inEnglish = await shop.openPage();
    await inEnglish.goto(`/product/${product.id}`);
    await inEnglish.getByRole('tab', { name: 'Product Details' }).click();
    await inEnglish.getByRole('list', { name: 'Categories' }).getByText('Premium', { exact: true }).waitFor();
    expect(await inEnglish.getByText(chineseName).count()).toBe(0);
    await inEnglish.context().close();
    await owner.context().close();
  });
});
