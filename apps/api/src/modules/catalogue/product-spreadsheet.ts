import { rmToSen, senToRm } from '@durio/shared/money';
import { hasValidSalePrice, priceInputSchema } from '@durio/shared/schemas/catalogue';
import {
  importProblemMessages,
  PRODUCT_CSV_MAX_ROWS,
  type ImportProblem,
  type ProductImportReport,
  type ProductSpreadsheetField,
} from '@durio/shared/schemas/product-spreadsheet';
import { parse } from 'csv-parse/sync';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { recordAdminChange } from '../../audit/admin-changes';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BadRequestError } from '../../lib/errors';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv';
import { farms, products } from './catalogue.schema';

/*
 * Products in bulk (docs/product/admin-console.md, 'Products in bulk'): every product as a CSV file, and that file,
 * changed in a spreadsheet, read back. An import changes price, sale price, stock and availability only, finds each
 * product by its id, and writes all its rows or none.
 */

/** The file's columns, in order; `field` marks the ones an import reads. */
const columns = [
  { key: 'id', header: 'Product ID' },
  { key: 'name', header: 'Name' },
  { key: 'farm', header: 'Farm' },
  { key: 'variety', header: 'Variety' },
  // Whether the prices are per unit or per kg (docs/product/selling-by-weight.md); read only.
  { key: 'pricedBy', header: 'Priced per' },
  { key: 'price', header: 'Price (RM)', field: 'price' },
  { key: 'salePrice', header: 'Sale price (RM)', field: 'salePrice' },
  { key: 'stock', header: 'Stock', field: 'stock' },
  { key: 'available', header: 'Available', field: 'available' },
] as const satisfies readonly { key: string; header: string; field?: ProductSpreadsheetField }[];

type ProductRow = typeof products.$inferSelect;

/** What a product's editable fields hold, as the report shows them. */
const valuesOf = (row: ProductRow): Record<ProductSpreadsheetField, number | boolean | null> => ({
  price: senToRm(row.priceSen),
  salePrice: row.discountPriceSen === null ? null : senToRm(row.discountPriceSen),
  stock: row.stock,
  available: row.available,
});

/** A header as typed in a spreadsheet ('price (rm)', ' Stock ') to its column key, or undefined. */
const keyOfHeader = new Map(columns.map((column) => [column.header.toLowerCase(), column.key as string]));
const normaliseHeader = (header: string) => keyOfHeader.get(header.trim().toLowerCase()) ?? header.trim();

/** An amount as a spreadsheet may write it: '45', '45.50', 'RM 1,045.50'. Undefined when it is not one. */
function amountIn(cell: string): number | undefined {
  const match = /^(?:rm)?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?$/i.exec(cell);
  if (!match) return undefined;
  const amount = Number(`${match[1]!.replaceAll(',', '')}${match[2] ?? ''}`);
  return priceInputSchema.safeParse(amount).success ? amount : undefined;
}

const stockSchema = z.number().int().min(0).max(1_000_000);
const yes = new Set(['yes', 'y', 'true', '1', 'ya']);
const no = new Set(['no', 'n', 'false', '0', 'tidak']);

type Cells = Partial<Record<string, string>>;
type RowReading = { values: Partial<Record<ProductSpreadsheetField, number | boolean | null>> } | { problem: ImportProblem };

/** The editable cells of one row, read; a blank cell of price, stock or availability leaves the field as it is. */
function readRow(cells: Cells): RowReading {
  const values: Partial<Record<ProductSpreadsheetField, number | boolean | null>> = {};
  const price = cells.price?.trim();
  if (price) {
    const amount = amountIn(price);
    if (amount === undefined) return { problem: 'price' };
    values.price = amount;
  }
  const salePrice = cells.salePrice?.trim();
  if (salePrice !== undefined) {
    // The sale price is the one cell where blank says something: no sale price.
    if (salePrice === '') values.salePrice = null;
    else {
      const amount = amountIn(salePrice);
      if (amount === undefined) return { problem: 'salePrice' };
      values.salePrice = amount;
    }
  }
  const stock = cells.stock?.trim().replaceAll(',', '');
  if (stock) {
    const parsed = /^\d+$/.test(stock) ? stockSchema.safeParse(Number(stock)) : undefined;
    if (!parsed?.success) return { problem: 'stock' };
    values.stock = parsed.data;
  }
  const available = cells.available?.trim().toLowerCase();
  if (available) {
    if (yes.has(available)) values.available = true;
    else if (no.has(available)) values.available = false;
    else return { problem: 'available' };
  }
  return { values };
}

/** The file's rows as cells by column key; a file the shop cannot read is refused whole. */
function parseCsv(csv: string): Cells[] {
  let records: Cells[];
  try {
    records = parse(csv, {
      bom: true,
      columns: (headers: string[]) => headers.map(normaliseHeader),
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch (err) {
    throw new BadRequestError(`The file is not a CSV file the shop can read: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (records.length === 0) throw new BadRequestError('The file has no products in it');
  if (records.length > PRODUCT_CSV_MAX_ROWS) throw new BadRequestError(`The file has more than ${PRODUCT_CSV_MAX_ROWS} products`);
  const headers = Object.keys(records[0]!);
  if (!headers.includes('id')) throw new BadRequestError("The file has no 'Product ID' column");
  if (!columns.some((column) => 'field' in column && headers.includes(column.key))) {
    throw new BadRequestError("The file has none of the columns 'Price (RM)', 'Sale price (RM)', 'Stock' or 'Available'");
  }
  return records;
}

interface PlannedChange {
  product: ProductRow;
  row: number;
  set: Partial<Pick<ProductRow, 'priceSen' | 'discountPriceSen' | 'stock' | 'available'>>;
  fields: ProductImportReport['changes'][number]['fields'];
}

/** What importing `csv` would change, read in `tx` (locked, when it is the import's own transaction). */
async function plan(tx: Tx | Db, csv: string, lock: boolean) {
  const records = parseCsv(csv);
  const idOf = (cells: Cells) => cells.id?.trim().toLowerCase() ?? '';
  const ids = [...new Set(records.map(idOf).filter((id) => z.uuid().safeParse(id).success))];
  const query = tx
    .select()
    .from(products)
    .where(and(inArray(products.id, ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']), isNull(products.deletedAt)));
  const found = new Map((await (lock ? query.for('update') : query)).map((row) => [row.id, row]));

  const refused: ProductImportReport['refused'] = [];
  const changes: PlannedChange[] = [];
  const firstRowOf = new Map<string, number>();
  let unchanged = 0;
  const refuse = (row: number, problem: ImportProblem, extra: { firstRow?: number } = {}) =>
    refused.push({ row, problem, message: importProblemMessages[problem], ...extra });

  records.forEach((cells, index) => {
    // The header is the spreadsheet's row 1.
    const row = index + 2;
    const id = idOf(cells);
    if (!id) return refuse(row, 'missingId');
    const product = found.get(id);
    if (!product) return refuse(row, 'unknownProduct');
    const firstRow = firstRowOf.get(id);
    if (firstRow !== undefined) return refuse(row, 'duplicate', { firstRow });
    firstRowOf.set(id, row);

    const reading = readRow(cells);
    if ('problem' in reading) return refuse(row, reading.problem);
    const before = valuesOf(product);
    const after = { ...before, ...reading.values };
    if (!hasValidSalePrice({ price: after.price as number, discountPrice: after.salePrice as number | null })) {
      return refuse(row, 'saleNotBelowPrice');
    }
    const fields = (Object.keys(reading.values) as ProductSpreadsheetField[])
      .filter((field) => after[field] !== before[field])
      .map((field) => ({ field, before: before[field], after: after[field] }));
    if (fields.length === 0) return unchanged++;
    changes.push({
      product,
      row,
      fields,
      set: {
        priceSen: rmToSen(after.price as number),
        discountPriceSen: after.salePrice === null ? null : rmToSen(after.salePrice as number),
        stock: after.stock as number,
        available: after.available as boolean,
      },
    });
  });
  return { changes, unchanged, refused };
}

function reportOf(planned: Awaited<ReturnType<typeof plan>>, applied: boolean): ProductImportReport {
  return {
    changes: planned.changes.map(({ product, row, fields }) => ({ row, productId: product.id, name: product.name, fields })),
    unchanged: planned.unchanged,
    refused: planned.refused,
    applied,
  };
}

export function createProductSpreadsheet({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Every product not archived, drafts too, by farm and name. */
    async exportCsv(): Promise<string> {
      const rows = await db
        .select({ product: products, farm: farms.name })
        .from(products)
        .innerJoin(farms, eq(farms.id, products.farmId))
        .where(isNull(products.deletedAt))
        .orderBy(asc(farms.name), asc(products.name), asc(products.id));
      return spreadsheetCsv(
        rows.map(({ product, farm }) => ({
          id: product.id,
          name: product.name,
          farm,
          variety: product.variety,
          pricedBy: product.pricedBy,
          price: senToRm(product.priceSen).toFixed(2),
          salePrice: product.discountPriceSen === null ? '' : senToRm(product.discountPriceSen).toFixed(2),
          stock: String(product.stock),
          available: product.available ? 'yes' : 'no',
        })),
        columns,
      );
    },

    /** What importing the file would change and which rows it refuses; writes nothing. */
    async preview(csv: string): Promise<ProductImportReport> {
      return reportOf(await plan(db, csv, false), false);
    },

    /**
     * Writes every change of the file in one transaction, each in the product's history; when any row is refused,
     * nothing (the preview says which rows and why).
     */
    async importCsv(adminId: string, csv: string): Promise<ProductImportReport> {
      return db.transaction(async (tx) => {
        const planned = await plan(tx, csv, true);
        const refused = planned.refused.length;
        if (refused > 0) {
          throw new BadRequestError(`Nothing was imported: ${refused} ${refused === 1 ? 'row is' : 'rows are'} refused (see the preview)`);
        }
        for (const change of planned.changes) {
          const [after] = await tx
            .update(products)
            .set({ ...change.set, updatedAt: clock.now() })
            .where(eq(products.id, change.product.id))
            .returning();
          await recordAdminChange(tx, { actorId: adminId, entity: 'product', entityId: change.product.id, action: 'updated', before: change.product, after: after! });
        }
        return reportOf(planned, true);
      });
    },
  };
}
