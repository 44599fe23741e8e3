import { formatNumber, formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { discountPercent } from './product-facts';
import { chargeText, statedPrice, weightRangeText, type PriceFormats, type PricedProduct, type PriceText } from './price-texts';

/** The page's formats, for the price texts. */
export const priceFormats: PriceFormats = { rm: formatRm, number: formatNumber };

/** For a narrow column's total: 'At most' may go above the amount, which never breaks after its 'RM'. */
export const unbrokenPriceFormats: PriceFormats = { ...priceFormats, rm: (rm) => formatRm(rm).replace(' ', '\u00a0') };

/** A price as shown ('RM 68.00/kg'), and in words for a screen reader where they differ ('RM 68.00 per kilogram'). */
export function PriceWords({ text }: { text: PriceText }) {
  if (text.shown === text.spoken) return text.shown;
  return (
    <>
      <span aria-hidden="true">{text.shown}</span>
      <span className="sr-only">{text.spoken}</span>
    </>
  );
}

/**
 * A weight-priced fruit's weight and what it is charged now ('About 1.8–2.4 kg a fruit', 'You pay at most
 * RM 163.20 a fruit now; …'); nothing for a product priced per unit.
 */
export function WeightPriceNote({ product, charge, className }: { product: PricedProduct; charge: 'short' | 'long'; className?: string }) {
  const t = useT('common');
  const range = weightRangeText(product, t, priceFormats);
  const charged = chargeText(product, charge, t, priceFormats);
  if (!range && !charged) return null;
  return (
    <div className={cn('grid gap-0.5', className)}>
      {range && <p className="text-muted-foreground">{range}</p>}
      {charged && <p className="font-medium text-stone-700">{charged}</p>}
    </div>
  );
}

const mainSizes = { sm: 'text-sm font-medium', md: 'text-lg font-bold text-emerald-800', lg: 'text-3xl font-bold text-emerald-800' };
const originalSizes = { sm: 'text-sm', md: 'text-sm', lg: 'text-lg' };
const noteSizes = { sm: 'text-sm', md: 'text-xs', lg: 'text-sm' };

/**
 * Price in RM, per unit or per kg as the product is priced; with a sale, the sale price first and the old price
 * struck through. A weight-priced fruit adds its weight and the most it is charged now (`charge`: the short form
 * on a card, the whole sentence on its page and in the cart).
 */
export function ProductPrice({
  product,
  size = 'md',
  showDiscount = false,
  charge = 'short',
  unitSuffix,
  className,
}: {
  product: PricedProduct;
  size?: 'sm' | 'md' | 'lg';
  showDiscount?: boolean;
  /** 'apart': the caller shows the weight and charge itself (WeightPriceNote), where there is more room. */
  charge?: 'short' | 'long' | 'apart';
  /** Said after a price per unit (the cart's 'each'); a price per kg names its own unit. */
  unitSuffix?: string;
  className?: string;
}) {
  const t = useT('common');
  const percent = discountPercent(product);
  // A sale price at or above the price is no sale: the price shows alone.
  const salePrice = percent === null ? null : product.salePrice;
  const onSale = salePrice !== null;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className={mainSizes[size]}>
          {onSale && <span className="sr-only">{t('price.saleLabel')} </span>}
          <PriceWords text={statedPrice(product, salePrice ?? product.price, t, priceFormats)} />
        </span>
        {onSale && (
          <s className={cn('text-muted-foreground', originalSizes[size])}>
            <span className="sr-only">{t('price.originalLabel')} </span>
            <PriceWords text={statedPrice(product, product.price, t, priceFormats)} />
          </s>
        )}
        {percent !== null && showDiscount && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700">{t('price.percentOff', { percent: formatNumber(percent) })}</span>
        )}
        {unitSuffix && product.pricedBy === 'unit' && <span className={cn('text-muted-foreground', originalSizes[size])}>{unitSuffix}</span>}
      </p>
      {charge !== 'apart' && <WeightPriceNote product={product} charge={charge} className={noteSizes[size]} />}
    </div>
  );
}
