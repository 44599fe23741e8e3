import type { ProductListItem } from '@durio/shared/schemas/catalogue';
import { formatNumber, formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { discountPercent } from './product-facts';

/** Price in RM; with a sale, the sale price first and the old price struck through. */
export function ProductPrice({
  product,
  size = 'md',
  showDiscount = false,
  className,
}: {
  product: Pick<ProductListItem, 'price' | 'salePrice'>;
  size?: 'md' | 'lg';
  showDiscount?: boolean;
  className?: string;
}) {
  const t = useT('common');
  const percent = discountPercent(product);
  const main = size === 'lg' ? 'text-3xl' : 'text-lg';
  if (product.salePrice === null || percent === null) {
    return <p className={cn('font-bold text-emerald-800', main, className)}>{formatRm(product.price)}</p>;
  }
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className={cn('font-bold text-emerald-800', main)}>
        <span className="sr-only">{t('price.saleLabel')} </span>
        {formatRm(product.salePrice)}
      </span>
      <s className={cn('text-muted-foreground', size === 'lg' ? 'text-lg' : 'text-sm')}>
        <span className="sr-only">{t('price.originalLabel')} </span>
        {formatRm(product.price)}
      </s>
      {showDiscount && (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700">{t('price.percentOff', { percent: formatNumber(percent) })}</span>
      )}
    </p>
  );
}
