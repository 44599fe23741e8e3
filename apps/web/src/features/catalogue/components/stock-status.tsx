import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';

/** More than 10 'In Stock', 1 to 10 'Only N left', 0 'Out of Stock' (docs/product/catalogue.md). */
interface StockProduct {
  stock: number;
  /** From the API: a product marked unavailable is out of stock to the shopper, whatever is on the shelf. */
  buyable: boolean;
}

type StockLevel = 'in' | 'low' | 'out';

function stockLevel({ stock, buyable }: StockProduct): StockLevel {
  if (!buyable) return 'out';
  return stock > 10 ? 'in' : 'low';
}

export function stockText(product: StockProduct, t: Translate<'common'>): string {
  const level = stockLevel(product);
  if (level === 'in') return t('stock.inStock');
  if (level === 'low') return t('stock.onlyLeft', { count: formatNumber(product.stock) });
  return t('stock.outOfStock');
}

const levelColours: Record<StockLevel, { tone: string; dot: string }> = {
  in: { tone: 'text-emerald-700', dot: 'bg-emerald-500' },
  low: { tone: 'text-amber-700', dot: 'bg-amber-500' },
  out: { tone: 'text-red-700', dot: 'bg-red-500' },
};

export function StockStatus({ product, className }: { product: StockProduct; className?: string }) {
  const t = useT('common');
  const { tone, dot } = levelColours[stockLevel(product)];
  return (
    <p className={cn('inline-flex items-center gap-1.5 text-sm font-medium', tone, className)}>
      <span className={cn('size-2 rounded-full', dot)} aria-hidden="true" />
      {stockText(product, t)}
    </p>
  );
}
