import { z } from 'zod';

/*
 * Products in bulk as a spreadsheet (docs/product/admin-console.md, 'Products in bulk'): the console exports every
 * product as CSV, the owner changes prices, sale prices, stock and availability in a spreadsheet, and imports the
 * file: first a preview of every change and every refused row, then the import, all rows or none.
 */

/** The largest file the console takes: about 20,000 products as exported. */
export const PRODUCT_CSV_MAX_CHARACTERS = 2_000_000;
export const PRODUCT_CSV_MAX_ROWS = 20_000;

/** The columns an import may change; the others (name, farm, variety) are there to read. */
export const productSpreadsheetFields = ['price', 'salePrice', 'stock', 'available'] as const;
export type ProductSpreadsheetField = (typeof productSpreadsheetFields)[number];

/** Why a row is refused, each with its sentence (importProblemMessages) for readers of the API. */
export const importProblems = ['missingId', 'unknownProduct', 'duplicate', 'price', 'salePrice', 'saleNotBelowPrice', 'stock', 'available'] as const;
export type ImportProblem = (typeof importProblems)[number];

export const importProblemMessages: Record<ImportProblem, string> = {
  missingId: 'The row has no product id',
  unknownProduct: 'No product in the shop has this id',
  duplicate: 'This product is already on an earlier row',
  price: 'Price must be an amount in RM above 0, at most 100,000, with at most two decimals',
  salePrice: 'Sale price must be empty or an amount in RM above 0 with at most two decimals',
  saleNotBelowPrice: 'Sale price must be lower than the price',
  stock: 'Stock must be a whole number from 0 to 1,000,000',
  available: 'Available must be yes or no',
};

export const productImportBodySchema = z
  .object({
    csv: z
      .string({ error: 'Choose a CSV file' })
      .min(1, 'Choose a CSV file')
      .max(PRODUCT_CSV_MAX_CHARACTERS, 'The file is too large: at most 2 MB'),
  })
  .strict();
export type ProductImportBody = z.infer<typeof productImportBodySchema>;

/** A value as the preview shows it: RM amounts as numbers, no sale price as null. */
const cellValueSchema = z.union([z.number(), z.boolean(), z.null()]);

export const productImportReportSchema = z.object({
  /** The products the file changes, in the file's order, each with what changes. */
  changes: z.array(
    z.object({
      /** The row in the spreadsheet (the header is row 1). */
      row: z.number().int(),
      productId: z.uuid(),
      name: z.string(),
      fields: z.array(z.object({ field: z.enum(productSpreadsheetFields), before: cellValueSchema, after: cellValueSchema })),
    }),
  ),
  /** Rows that change nothing. */
  unchanged: z.number().int(),
  /** Rows that cannot be imported and why; while there is one, the import writes nothing. */
  refused: z.array(
    z.object({
      row: z.number().int(),
      problem: z.enum(importProblems),
      /** The problem in English, for a reader of the API. */
      message: z.string(),
      /** For 'duplicate': the row that named the product first. */
      firstRow: z.number().int().optional(),
    }),
  ),
  /** Whether the changes were written: false for a preview. */
  applied: z.boolean(),
});
export type ProductImportReport = z.infer<typeof productImportReportSchema>;
