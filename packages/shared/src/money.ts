/** Money is integer sen inside the system; JSON replies carry RM numbers with at most two decimals. */
export type Sen = number;

export function senToRm(sen: Sen): number {
  return Math.round(sen) / 100;
}

export function rmToSen(rm: number): Sen {
  return Math.round(rm * 100);
}

const rmFormatter = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'RM 12.50'; a missing or non-numeric amount shows 'N/A' (storefront spec §9). */
export function formatRm(rm: number | null | undefined): string {
  if (rm === null || rm === undefined || !Number.isFinite(rm)) return 'N/A';
  return `RM ${rmFormatter.format(rm)}`;
}
