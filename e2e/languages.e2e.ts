import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chromiumPath, expectNoSeriousA11yViolations } from './support/browser';
import { mailTo } from './support/dev-mail';
import { useShopUnderTest } from './support/shop-under-test';
import { SHOPPER_ADDRESS, SHOPPER_PASSWORD, uniqueEmail } from './support/shopper';

/*
 * The shop in Bahasa Melayu under /ms and in Chinese under /zh (docs/product/languages.md). The texts below are
 * the catalogues' Malay and Chinese, as a shopper reads them.
 */

// Development mode: the dev mailbox (/dev/mail) shows the e-mails the shop writes.
const shop = useShopUnderTest({ NODE_ENV: 'development', RATE_LIMIT: 'off' });
let page: Page;

beforeEach(async () => {
  page = await shop.openPage();
});
afterEach(async () => {
  await page.context().close();
});

const htmlLang = () => page.evaluate(() => document.documentElement.lang);
const languageCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;

describe('Bahasa Melayu', () => {
  it('keeps a shopper on the product page in Malay, then takes them through the whole checkout in Malay', async () => {
    await page.goto('/shop');
    await page.getByText(/Showing \d+ products?/).waitFor();
    const card = page.getByRole('article').filter({ hasText: 'In Stock' }).first();
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const productPath = new URL(page.url()).pathname;

    // The switcher leads to the same page in Malay and remembers the choice.
    await page.getByRole('navigation', { name: 'Language' }).first().getByRole('link', { name: 'Bahasa Melayu' }).click();
    await page.waitForURL(`**/ms${productPath}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'Tambah ke Troli' }).waitFor();
    expect(await htmlLang()).toBe('ms');
    expect(await languageCookie()).toBe('ms');
    expect(await page.title()).toContain(name);
    await expectNoSeriousA11yViolations(page);

    // A visitor registers in the Malay sign-in dialog; the pending durian is then added.
    await page.getByRole('button', { name: 'Tambah ke Troli' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Log masuk ke Durio' }).waitFor();
    await dialog.getByRole('tab', { name: 'Daftar' }).click();
    const email = uniqueEmail('melayu');
    await dialog.getByLabel('Nama Penuh').fill('Nurul Aisyah');
    // Exact: the unticked "news and offers by e-mel" box is labelled with the word too.
    await dialog.getByLabel('E-mel', { exact: true }).fill(email);
    await dialog.getByLabel('Kata Laluan', { exact: true }).fill(SHOPPER_PASSWORD);
    await dialog.getByLabel('Sahkan Kata Laluan').fill(SHOPPER_PASSWORD);
    await dialog.getByRole('button', { name: 'Daftar Akaun' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`${name} telah ditambah ke troli!`).waitFor();

    await page.getByRole('link', { name: 'Troli, 1 barang' }).click();
    await page.waitForURL('**/ms/cart');
    await page.getByRole('heading', { name: /Troli Anda/ }).waitFor();
    await page.getByRole('link', { name: 'Teruskan ke Daftar Keluar' }).click();
    await page.waitForURL('**/ms/checkout');
    const form = page.getByRole('form', { name: 'Alamat baharu' });
    await form.getByLabel('Alamat', { exact: true }).fill(SHOPPER_ADDRESS);
    await form.getByLabel('Bandar').fill('Kuala Lumpur');
    await form.getByLabel('Negeri').fill('Wilayah Persekutuan');
    await form.getByLabel('Poskod').fill('59100');
    await form.getByRole('button', { name: 'Simpan Alamat' }).click();
    await page.getByText(SHOPPER_ADDRESS).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Saya menerima terma dan syarat').check();
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();

    // The gateway's own widget (the sandbox, in test mode) takes the card, in Malay too.
    const widget = page.getByRole('dialog', { name: /Durio/ });
    await widget.getByText('MOD UJIAN — tiada wang sebenar berpindah').waitFor();
    await widget.getByText(/^Pesanan DRN-[0-9A-F]{5}$/).waitFor();
    await widget.getByRole('button', { name: 'Simulasikan pembayaran gagal' }).waitFor();
    await widget.getByRole('button', { name: 'Batal' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await widget.getByRole('button', { name: /^Bayar RM/ }).click();
    await page.getByRole('heading', { name: 'Pesanan Disahkan!' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/ms/order-confirmation');
    await page.getByRole('link', { name: 'Troli, 0 barang' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The confirmation e-mail is in Malay, and its link opens the order in Malay.
    const mail = await mailTo(shop.server.baseUrl, email, /^Pesanan Durio DRN-[0-9A-F]{5} anda telah disahkan$/i);
    expect(mail.text).toMatch(/^Hai Nurul Aisyah,/);
    expect(mail.text).toContain('Terima kasih!');
    expect(mail.text).toMatch(/https?:\/\/[^/\s]+\/ms\/order\/[0-9a-f-]{36}/);
  });
});

describe('中文', () => {
  it('finds Musang King when a Chinese visitor searches for 猫山王', async () => {
    await page.goto('/zh');
    expect(await htmlLang()).toBe('zh-Hans');
    const search = page.getByRole('search', { name: '搜索榴莲' }).first();
    await search.getByRole('searchbox').fill('猫山王');
    await search.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(/\/zh\/search\?/);
    await expect.poll(() => page.title()).toBe('“猫山王”的搜索结果 | Durio');
    await page.getByRole('main').getByRole('link', { name: /Musang King/ }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('names the varieties as the glossary does: 猫山王 on the product, beside the English in the filter; Duri Hitam and Udang Merah in Malay', async () => {
    await page.goto('/zh/shop');
    await page.getByRole('checkbox', { name: '猫山王 D197 Musang King' }).click();
    await page.getByRole('button', { name: /猫山王 D197 Musang King/ }).first().waitFor();
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('猫山王 D197').first().waitFor();
    expect(await page.locator('main').innerText()).not.toContain('Musang King D197');

    await page.goto('/ms/shop');
    await page.getByRole('checkbox', { name: 'Duri Hitam D200 (Black Thorn)' }).waitFor();
    await page.goto('/ms/farms');
    await page.getByRole('button', { name: /^Tapis/ }).click();
    await page.getByRole('checkbox', { name: 'Udang Merah (Red Prawn)' }).waitFor();
  });

  it("shows a durian's description in Chinese where the farm wrote one", async () => {
    const api = async (path: string) => (await (await fetch(`${shop.server.baseUrl}/api/v1${path}`)).json()) as { id: string; description: string }[];
    const [english, chinese] = await Promise.all([api('/durian/products/featured'), api('/durian/products/featured?lang=zh')]);
    const translated = chinese.find((product, i) => product.description !== english[i]!.description)!;
    expect(translated, 'the demo data translates the featured durians').toBeDefined();
    const firstWords = (text: string) => text.slice(0, 24);

    await page.goto(`/zh/product/${translated.id}`);
    await page.getByText(firstWords(translated.description)).first().waitFor();
    await page.goto(`/product/${translated.id}`);
    await page.getByText(firstWords(english.find((product) => product.id === translated.id)!.description)).first().waitFor();
  });

  it("follows the browser's language on a first visit to the home page, once", async () => {
    const visitor = await shop.openPage(undefined, { locale: 'zh-CN', extraHTTPHeaders: { 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.5' } });
    try {
      await visitor.goto('/');
      await visitor.waitForURL(/\/zh$/);
      await visitor.getByRole('heading', { name: '新鲜榴莲，送到您家门口' }).waitFor();

      // Choosing English is remembered: the home page stays English from then on.
      await visitor.getByRole('navigation', { name: '语言' }).first().getByRole('link', { name: 'English' }).click();
      await visitor.getByRole('heading', { name: 'Fresh Durians Delivered to Your Door' }).waitFor();
      await visitor.goto('/');
      await visitor.getByRole('heading', { name: 'Fresh Durians Delivered to Your Door' }).waitFor();
      expect(new URL(visitor.url()).pathname).toBe('/');
    } finally {
      await visitor.context().close();
    }
  });
});

describe('search engines', () => {
  it('score a Malay and a Chinese page 100 for SEO (lang, hreflang, canonical, titles, descriptions)', async () => {
    const [product] = (await (await fetch(`${shop.server.baseUrl}/api/v1/durian/products/featured?limit=1`)).json()) as { id: string }[];
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      logLevel: 'error',
    });
    try {
      // Lighthouse's canonical check wants the page at the server's own origin, as crawlers see it.
      const origin = shop.server.baseUrl.replace('127.0.0.1', 'localhost');
      for (const path of ['/ms/shop', `/zh/product/${product!.id}`]) {
        const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
        const failed = Object.values(result!.lhr.audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
        expect(failed.map((audit) => audit.id), path).toEqual([]);
        expect(result!.lhr.categories.seo!.score, path).toBe(1);
      }
    } finally {
      chrome.kill();
    }
  }, 120_000);
});
