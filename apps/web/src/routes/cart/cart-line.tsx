import type { CartItem } from '@durio/shared/schemas/cart';
import { rmToSen, senToRm } from '@durio/shared/money';
import { formatNumber } from '@/lib/format';
import { Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { MediaImage } from '@/components/media-image';
import { QuantityStepper } from '@/components/quantity-stepper';
import { Button } from '@/components/ui/button';
import { useRemoveCartItem } from '@/features/cart/api/remove-cart-item';
import { useUpdateCartItem } from '@/features/cart/api/update-cart-item';
import { cartUnitPrice } from '@/features/cart/cart-pricing';
import { lineTotalText } from '@/features/catalogue/components/price-texts';
import { ProductPrice, unbrokenPriceFormats, WeightPriceNote } from '@/features/catalogue/components/product-price';
import { ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

export function CartLine({ item }: { item: CartItem }) {
  const t = useT('buying');
  const common = useT('common');
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const { product } = item;
  // For a weight-priced fruit, the top of its range: the line total is the most it costs (docs/product/fees.md).
  const unit = cartUnitPrice(item);
  const lineTotal = senToRm(rmToSen(unit) * item.quantity);
  const busy = update.isPending || remove.isPending;

  const changeQuantity = (quantity: number) =>
    update.mutate(
      { itemId: item.id, quantity },
      {
        onSuccess: () => toast.success(t('cart.line.updated')),
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status === 409 ? error.message : t('cart.line.updateFailed'),
          ),
      },
    );

  const removeLine = () =>
    remove.mutate(item.id, {
      onSuccess: () => toast.success(t('cart.line.removed')),
      onError: () => toast.error(t('cart.line.removeFailed')),
    });

  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <Link to={paths.product(product.id)} className="size-24 shrink-0 overflow-hidden rounded-lg border bg-stone-100 sm:size-28" tabIndex={-1} aria-hidden="true">
        <MediaImage media={product.media} alt="" className="size-full" fallbackWidth={160} fallbackHeight={160} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-semibold">
              <Link to={paths.product(product.id)} className="hover:text-emerald-800 hover:underline">
                {product.name}
              </Link>
            </h2>
            <p className="text-sm text-muted-foreground">{product.farm.name}</p>
            <ProductPrice product={product} size="sm" charge="apart" unitSuffix={t('cart.line.each')} className="mt-1" />
            {(!product.buyable || item.quantity > product.stock) && (
              <p className="mt-1 text-sm font-medium text-amber-700">
                {product.buyable ? t('cart.line.onlyLeft', { count: formatNumber(product.stock) }) : t('stock.outOfStock')}
              </p>
            )}
          </div>
          <p className="max-w-28 shrink-0 text-right font-bold">
            <span className="sr-only">{t('cart.line.lineTotal')} </span>
            {lineTotalText(product, lineTotal, common, unbrokenPriceFormats)}
          </p>
        </div>
        {/* Under the line's total too: the sentence has the line's whole width. */}
        <WeightPriceNote product={product} charge="long" className="text-sm" />
        <div className="mt-auto flex items-center justify-between gap-3">
          <QuantityStepper
            value={item.quantity}
            max={Math.max(product.stock, 1)}
            onChange={changeQuantity}
            itemName={product.name}
            disabled={busy}
          />
          <Button variant="ghost-destructive" size="sm" onClick={removeLine} disabled={busy} aria-label={t('cart.line.removeLabel', { name: product.name })}>
            <Trash2Icon aria-hidden="true" />
            {t('cart.line.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
