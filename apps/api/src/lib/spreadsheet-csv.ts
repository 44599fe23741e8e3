import { stringify } from 'csv-stringify/sync';

/**
 * CSV that a spreadsheet opens right: UTF-8 with a byte order mark (without it Excel garbles "Lover’s"), a header
 * row, and any text cell a spreadsheet would run as a formula (a name such as '=HYPERLINK(…)') kept as text.
 * A file sent in parts has its mark and header in the first part only (`{ continued: true }` for the others).
 */
export function spreadsheetCsv<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  columns: readonly { key: keyof Row & string; header: string }[],
  { continued = false } = {},
): string {
  return stringify([...rows], {
    bom: !continued,
    header: !continued,
    cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
    columns: columns.map(({ key, header }) => ({ key, header })),
  });
}
