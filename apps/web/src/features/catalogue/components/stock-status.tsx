import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';

/** More than 10 'In Stock', 1 to 10 'Only N left', 0 'Out of Stock' (docs/product/catalogue.md). */
export function stockText(stock: number, t: Translate<'common'>): string {
  if (stock > 10) return t('stock.inStock');
  if (stock > 0) return t('stock.onlyLeft', { count: formatNumber(stock) });
  return t('stock.outOfStock');
}

export function StockStatus({ stock, className }: { stock: number; className?: string }) {
  const t = useT('common');
  const tone = stock > 10 ? 'text-emerald-700' : stock > 0 ? 'text-amber-700' : 'text-red-700';
  const dot = stock > 10 ? 'bg-emerald-500' : stock > 0 ? 'bg-amber-500' : 'bg-red-500';
  return (
    <p className={cn('inline-flex items-center gap-1.5 text-sm font-medium', tone, className)}>
      <span className={cn('size-2 rounded-full', dot)} aria-hidden="true" />
      {stockText(stock, t)}
    </p>
  );
}
