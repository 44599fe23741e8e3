/** Money is integer sen inside the system; JSON replies carry RM numbers with at most two decimals. */
export type Sen = number;

export function senToRm(sen: Sen): number {
  return Math.round(sen) / 100;
}

export function rmToSen(rm: number): Sen {
  return Math.round(rm * 100);
}

const rmFormatters = new Map<string, Intl.NumberFormat>();

/**
 * 'RM 12.50' (docs/product/promises.md), its digits grouped as `locale` (an `Intl` locale, @durio/shared/languages)
 * groups them; a missing or non-numeric amount shows `notAvailable`.
 */
export function formatRm(rm: number | null | undefined, locale = 'en-MY', notAvailable = 'N/A'): string {
  if (rm === null || rm === undefined || !Number.isFinite(rm)) return notAvailable;
  let formatter = rmFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    rmFormatters.set(locale, formatter);
  }
  return `RM ${formatter.format(rm)}`;
}
