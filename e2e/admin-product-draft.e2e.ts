import type { Product } from '@durio/shared/schemas/catalogue';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToAdminApi, type AdminCall } from './support/admin-api';
import { expectNoSeriousA11yViolations } from './support/browser';
import { DESKTOP, useShopUnderTest } from './support/shop-under-test';
import { signInAsAdmin } from './support/shopper';

const shop = useShopUnderTest({ RATE_LIMIT: 'off' });

// Duplicate put the copy on sale at once, with the same stock, where shoppers found it. A duplicate now starts as
// a draft with no stock, out of the shop until the owner publishes it (docs/product/admin-console.md).
let asAdmin: AdminCall;
let farmId: string;
let admin: Page;
let visitor: Page | undefined;

beforeAll(async () => {
  asAdmin = await signInToAdminApi(shop.server.baseUrl);
  const { items: farms } = await asAdmin<{ items: { id: string }[] }>('GET', '/durian/farms?take=1');
  farmId = farms[0]!.id;
  admin = await shop.openPage();
  await signInAsAdmin(admin);
}, 120_000);
afterAll(async () => {
  await admin?.context().close();
  await visitor?.context().close();
});

/**
 * A product of this try of a test, named with a word of its own: a retry makes another, so it never meets what the
 * first try left (its copy, its published copy, its imported price).
 */
async function productOfThisTry(): Promise<{ product: Product; tag: string }> {
  const tag = Math.random().toString(36).slice(2, 7);
  const product = await asAdmin<Product>('POST', '/durian/products', {
    name: `Udang Merah ${tag}`,
    description: 'Orange-red flesh, sweet with a bitter finish.',
    price: 45,
    stock: 9,
    farmId,
  });
  return { product, tag };
}

/** A visitor in a fresh browser (no search it made before kept), in place of the one before. */
async function newVisitor(): Promise<Page> {
  await visitor?.context().close();
  visitor = await shop.openPage();
  return visitor;
}

/** The names of the products a visitor's search for `tag` shows. */
async function foundByVisitor(page: Page, tag: string): Promise<string[]> {
  await page.goto(`/search?q=${tag}`);
  await page.getByText(/^Found \d+ results?$/).waitFor();
  return page.getByRole('tabpanel').getByRole('article').getByRole('heading').allInnerTexts();
}

describe('duplicating a product', () => {
  it('makes a draft with no stock that shoppers cannot find or open until the owner publishes it', async () => {
    const { product: source, tag } = await productOfThisTry();
    const name = source.name;
    const copyName = `${name} (Copy)`;
    let shopper = await newVisitor();
    await admin.goto(`/admin/products/${source.id}`);
    await admin.getByRole('heading', { level: 1, name }).waitFor();
    await admin.getByRole('button', { name: 'Duplicate' }).click();
    await admin.getByRole('heading', { level: 1, name: copyName }).waitFor();
    const copyId = new URL(admin.url()).pathname.split('/').at(-1)!;
    expect(copyId).not.toBe(source.id);
    await admin.getByText('This product is a draft: shoppers cannot find, open or buy it.', { exact: false }).waitFor();
    expect(await admin.getByLabel('Stock', { exact: true }).inputValue()).toBe('0');
    await expectNoSeriousA11yViolations(admin);

    // The console's list says it is a draft.
    await admin.goto(`/admin/products?search=${tag}`);
    const row = admin.getByRole('row').filter({ hasText: copyName });
    await row.getByText('Draft', { exact: true }).waitFor();

    // Shoppers neither find it nor open it.
    await shopper.goto(`/product/${copyId}`);
    await shopper.getByRole('heading', { name: 'Product not found' }).waitFor();
    expect(await foundByVisitor(shopper, tag)).toEqual([name]);

    // Published, it is in the shop.
    await admin.goto(`/admin/products/${copyId}`);
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText(`${copyName} is now in the shop`).waitFor();
    await admin.getByRole('button', { name: 'Publish' }).waitFor({ state: 'detached' });
    // Another visitor: a browser may keep the search it made a minute (public catalogue reads are cacheable).
    shopper = await newVisitor();
    await shopper.goto(`/product/${copyId}`);
    await shopper.getByRole('heading', { level: 1, name: copyName }).waitFor();
    await expect.poll(async () => (await foundByVisitor(shopper, tag)).sort()).toEqual([copyName, name].sort());
  });
});

// Products in bulk (docs/product/admin-console.md): the owner exports every product, changes the file in a
// spreadsheet and imports it, seeing each change and each refused row before anything is written.
describe('changing products in bulk with a CSV file', () => {
  it('exports every product, previews an import in Chinese, refuses it while a row is wrong, then imports it', async () => {
    const { product: source } = await productOfThisTry();
    // A first try may have left the console at a phone's width.
    await admin.setViewportSize(DESKTOP);
    await admin.goto('/zh/admin/products');
    await admin.getByRole('heading', { level: 1, name: '商品' }).waitFor();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: '导出 CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^durio-products-\d{4}-\d{2}-\d{2}\.csv$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const exported = Buffer.concat(chunks).toString('utf8');
    expect(exported.startsWith('\uFEFFProduct ID,Name,Farm,Variety,Priced per,Price (RM),Sale price (RM),Stock,Available\n')).toBe(true);
    const lines = exported.replace(/^\uFEFF/, '').trimEnd().split('\n');
    const sourceLine = lines.find((line) => line.startsWith(`${source.id},`))!;
    expect(sourceLine).toContain(',45.00,,');

    // The owner lowers the price and adds stock, and pastes a row of a product the shop does not have.
    const changedLine = sourceLine.replace(/,45\.00,,\d+,/, ',39.90,,15,');
    const edited = lines.map((line) => (line === sourceLine ? changedLine : line));
    const file = (rows: string[]) => ({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n') + '\n') });

    await admin.getByRole('button', { name: '导入 CSV' }).click();
    const dialog = admin.getByRole('dialog', { name: '从 CSV 导入商品' });
    await dialog.getByLabel('CSV 文件').setInputFiles(file([...edited, '00000000-0000-4000-8000-000000000000,Ghost,x,x,unit,10,,1,yes']));
    await dialog.getByText('1行无法导入：请修改文件后重新选择').waitFor();
    await dialog.getByText(`第${edited.length + 1}行：店里没有这个 ID 的商品。`).waitFor();
    expect(await dialog.getByRole('button', { name: '导入1项更改' }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(admin);

    await dialog.getByLabel('CSV 文件').setInputFiles(file(edited));
    const change = dialog.getByRole('row').filter({ hasText: source.name });
    await change.getByText('价格：RM 45.00 → RM 39.90').waitFor();
    await change.getByText('库存：9 → 15').waitFor();
    await admin.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(admin);
    await dialog.getByRole('button', { name: '导入1项更改' }).click();
    await admin.getByText('已更新1个商品').waitFor();
    await dialog.waitFor({ state: 'detached' });

    expect(await asAdmin<Product>('GET', `/durian/products/${source.id}`)).toMatchObject({ price: 39.9, stock: 15 });
  });
});
