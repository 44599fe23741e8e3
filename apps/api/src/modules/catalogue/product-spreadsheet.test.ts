import type { ProductImportReport } from '@durio/shared/schemas/product-spreadsheet';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminChanges, products } from '../../db/schema';
import { createTestFarm, createTestProduct, createTestUser, type TestUser } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/* Products in bulk as CSV (docs/product/admin-console.md, 'Products in bulk'). */

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t, { role: 'ADMIN', displayName: 'Pak Ali' });
});
afterAll(async () => {
  await t.close();
});

const exportCsv = (user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: '/api/v1/durian/products/admin/export', headers: user?.headers ?? {} });
const send = (path: 'import' | 'import/preview', csv: string, user: TestUser | null = admin) =>
  t.app.inject({ method: 'POST', url: `/api/v1/durian/products/admin/${path}`, headers: user?.headers ?? {}, payload: { csv } });
const productRow = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

const HEADER = 'Product ID,Name,Farm,Variety,Priced per,Price (RM),Sale price (RM),Stock,Available';

describe('exporting products as CSV', () => {
  it('lists every product with a byte order mark, formulas kept as text, and the columns an import reads', async () => {
    const farm = await createTestFarm(t.db, { name: 'Kebun Lover’s Raub' });
    const onSale = await createTestProduct(t.db, { farmId: farm.id, name: 'Black Thorn D200', priceSen: 12_000, discountPriceSen: 9_950, stock: 4 });
    const risky = await createTestProduct(t.db, { farmId: farm.id, name: '=HYPERLINK("x")', available: false, draft: true });
    const archived = await createTestProduct(t.db, { farmId: farm.id, deletedAt: new Date() });

    const res = await exportCsv();

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="durio-products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF' + HEADER + '\n')).toBe(true);
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r['Product ID'] === onSale.id)).toEqual({
      'Product ID': onSale.id,
      Name: 'Black Thorn D200',
      Farm: 'Kebun Lover’s Raub',
      Variety: onSale.variety,
      'Priced per': 'unit',
      'Price (RM)': '120.00',
      'Sale price (RM)': '99.50',
      Stock: '4',
      Available: 'yes',
    });
    expect(rows.find((r) => r['Product ID'] === risky.id)).toMatchObject({ Name: `'=HYPERLINK("x")`, 'Sale price (RM)': '', Available: 'no' });
    expect(rows.some((r) => r['Product ID'] === archived.id)).toBe(false);
  });

  it('is for the admin only', async () => {
    expect((await exportCsv(await createTestUser(t))).json()).toMatchObject({ statusCode: 403, message: 'Forbidden - Admin only' });
    expect((await exportCsv(null)).statusCode).toBe(401);
  });
});

describe('importing products from CSV', () => {
  it('previews each change without writing, then writes them all, each in the product history', async () => {
    const durian = await createTestProduct(t.db, { priceSen: 5_000, stock: 20 });
    const other = await createTestProduct(t.db, { priceSen: 8_000, discountPriceSen: 7_000, stock: 3 });
    const same = await createTestProduct(t.db, { priceSen: 3_000, stock: 9 });
    const csv = [
      HEADER,
      `${durian.id},${durian.name},Farm,D197,unit,"RM 1,045.50",45,0,no`,
      `${other.id},${other.name},Farm,D200,unit,80.00,,3,yes`,
      `${same.id},${same.name},Farm,D24,unit,30,,9,Yes`,
      '',
    ].join('\r\n');

    const preview = await send('import/preview', csv);

    expect(preview.statusCode).toBe(200);
    expect(preview.json<ProductImportReport>()).toEqual({
      changes: [
        {
          row: 2,
          productId: durian.id,
          name: durian.name,
          fields: [
            { field: 'price', before: 50, after: 1045.5 },
            { field: 'salePrice', before: null, after: 45 },
            { field: 'stock', before: 20, after: 0 },
            { field: 'available', before: true, after: false },
          ],
        },
        { row: 3, productId: other.id, name: other.name, fields: [{ field: 'salePrice', before: 70, after: null }] },
      ],
      unchanged: 1,
      refused: [],
      applied: false,
    });
    expect(await productRow(durian.id)).toMatchObject({ priceSen: 5_000, stock: 20 });

    const imported = await send('import', csv);

    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ applied: true, unchanged: 1 });
    expect(await productRow(durian.id)).toMatchObject({ priceSen: 104_550, discountPriceSen: 4_500, stock: 0, available: false });
    expect(await productRow(other.id)).toMatchObject({ priceSen: 8_000, discountPriceSen: null, stock: 3 });
    const history = await t.db.select().from(adminChanges).where(eq(adminChanges.entityId, durian.id));
    expect(history).toEqual([expect.objectContaining({ action: 'updated', actorName: 'Pak Ali' })]);
    expect(await t.db.select().from(adminChanges).where(eq(adminChanges.entityId, same.id))).toEqual([]);
  });

  it('changes only the columns the file has, and leaves a blank price, stock or availability as it is', async () => {
    const durian = await createTestProduct(t.db, { priceSen: 5_000, discountPriceSen: 4_000, stock: 20 });
    await send('import', `Product ID,Stock\n${durian.id},7\n`);
    expect(await productRow(durian.id)).toMatchObject({ priceSen: 5_000, discountPriceSen: 4_000, stock: 7, available: true });
    await send('import', `${HEADER}\n${durian.id},,,,,,39.90,,\n`);
    expect(await productRow(durian.id)).toMatchObject({ priceSen: 5_000, discountPriceSen: 3_990, stock: 7, available: true });
  });

  it('reports every refused row and writes nothing while any is refused', async () => {
    const fine = await createTestProduct(t.db, { priceSen: 5_000, stock: 20 });
    const b = await createTestProduct(t.db, { priceSen: 5_000 });
    const c = await createTestProduct(t.db, { priceSen: 5_000 });
    const archived = await createTestProduct(t.db, { deletedAt: new Date() });
    const csv = [
      HEADER,
      `${fine.id},x,x,x,unit,60,,25,yes`,
      `,x,x,x,unit,60,,25,yes`,
      `${crypto.randomUUID()},x,x,x,unit,60,,25,yes`,
      `${archived.id},x,x,x,unit,60,,25,yes`,
      `${fine.id},x,x,x,unit,61,,25,yes`,
      `${b.id},x,x,x,unit,0,,25,yes`,
      `${c.id.toUpperCase()},x,x,x,unit,12.345,,25,yes`,
      `not-an-id,x,x,x,unit,60,,-3,yes`,
    ].join('\n');
    const rowsOf = (report: ProductImportReport) => report.refused.map(({ row, problem }) => [row, problem]);

    const preview = (await send('import/preview', csv)).json<ProductImportReport>();

    expect(rowsOf(preview)).toEqual([
      [3, 'missingId'],
      [4, 'unknownProduct'],
      [5, 'unknownProduct'],
      [6, 'duplicate'],
      [7, 'price'],
      [8, 'price'],
      [9, 'unknownProduct'],
    ]);
    expect(preview.refused[3]).toEqual({ row: 6, problem: 'duplicate', firstRow: 2, message: 'This product is already on an earlier row' });

    const more = [HEADER, `${b.id},x,x,x,unit,50,55,1,yes`, `${fine.id},x,x,x,unit,60,,2.5,yes`, b.id].join('\n');
    expect(rowsOf((await send('import/preview', more)).json())).toEqual([
      [2, 'saleNotBelowPrice'],
      [3, 'stock'],
      [4, 'duplicate'],
    ]);
    expect(rowsOf((await send('import/preview', `${HEADER}\n${b.id},x,x,x,unit,50,,1,maybe\n`)).json())).toEqual([[2, 'available']]);

    const refused = await send('import', csv);

    expect(refused.json()).toMatchObject({ statusCode: 400, message: 'Nothing was imported: 7 rows are refused (see the preview)' });
    expect(await productRow(fine.id)).toMatchObject({ priceSen: 5_000, stock: 20 });
  });

  it('refuses a file it cannot read, with no id column, or with no column to change', async () => {
    const durian = await createTestProduct(t.db);
    const message = async (csv: string) => (await send('import/preview', csv)).json().message;
    expect(await message('Product ID,Price (RM)\n"unclosed,5\n')).toMatch(/^The file is not a CSV file the shop can read: /);
    expect(await message('Name,Price (RM)\nDurian,5\n')).toBe("The file has no 'Product ID' column");
    expect(await message(`Product ID,Name\n${durian.id},Durian\n`)).toBe(
      "The file has none of the columns 'Price (RM)', 'Sale price (RM)', 'Stock' or 'Available'",
    );
    expect(await message(HEADER + '\n')).toBe('The file has no products in it');
    expect((await send('import/preview', '')).json().message).toBe('body.csv: Choose a CSV file');
  });

  it('is for the admin only', async () => {
    const csv = `Product ID,Stock\n${(await createTestProduct(t.db)).id},1\n`;
    expect((await send('import', csv, await createTestUser(t))).json()).toMatchObject({ statusCode: 403, message: 'Forbidden - Admin only' });
    expect((await send('import/preview', csv, null)).statusCode).toBe(401);
  });

  it('reads back its own export unchanged', async () => {
    await createTestProduct(t.db, { name: 'Udang Merah "Special"', discountPriceSen: 4_500 });
    const exported = (await exportCsv()).body;
    const report = (await send('import/preview', exported)).json<ProductImportReport>();
    expect(report).toMatchObject({ changes: [], refused: [] });
    expect(report.unchanged).toBeGreaterThan(0);
  });
});
