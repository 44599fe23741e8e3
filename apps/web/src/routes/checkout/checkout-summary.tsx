import type { MediaFile } from '@durio/shared/schemas/media';
import { rmToSen, senToRm } from '@durio/shared/money';
import { formatNumber } from '@/lib/format';
import type { OrderPrice, PricingSettings } from '@durio/shared/pricing';
import { ArrowLeftIcon, LoaderCircleIcon, LockIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { lineTotalText, statedPrice, type PricedProduct } from '@/features/catalogue/components/price-texts';
import { priceFormats, PriceWords, unbrokenPriceFormats, WeightPriceNote } from '@/features/catalogue/components/product-price';
import { PriceBreakdown } from '@/features/cart/components/price-breakdown';
import { useT } from '@/lib/i18n';

/**
 * One line of the order: quantity × the price as the product states it (per kg for a weight-priced fruit, with
 * its weight and the most it is charged now), and the line's total, which for such a fruit is at most. `details`
 * go under the price: a pre-order's tree and window, and the stepper of its fruits.
 */
export function CheckoutLine({
  name,
  media,
  product,
  quantity,
  unitPrice,
  details,
}: {
  name: string;
  media: MediaFile[];
  /** The price as the product states it. */
  product: PricedProduct;
  quantity: number;
  /** What one unit is charged now, RM (the one pricing rule: unitPriceRm). */
  unitPrice: number;
  details?: ReactNode;
}) {
  const t = useT('buying');
  const common = useT('common');
  const stated = statedPrice(product, product.salePrice ?? product.price, common, priceFormats);
  const shownQuantity = formatNumber(quantity);
  const lineTotal = senToRm(rmToSen(unitPrice) * quantity);
  return (
    <li className="flex min-w-0 items-start gap-3">
      <MediaImage media={media} alt="" className="size-14 shrink-0 rounded-lg border" fallbackWidth={56} fallbackHeight={56} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium">{name}</p>
        <p className="text-muted-foreground">
          <PriceWords
            text={{
              shown: t('lineQuantity', { quantity: shownQuantity, price: stated.shown }),
              spoken: t('lineQuantity', { quantity: shownQuantity, price: stated.spoken }),
            }}
          />
        </p>
        <WeightPriceNote product={product} charge="long" className="text-xs" />
        {details}
      </div>
      <p className="max-w-24 shrink-0 text-right text-sm font-semibold">{lineTotalText(product, lineTotal, common, unbrokenPriceFormats)}</p>
    </li>
  );
}

export interface CheckoutSummaryProps {
  /** The order's lines (CheckoutLine). */
  lines: ReactNode;
  price: OrderPrice;
  settings: PricingSettings;
  isPickup: boolean;
  submitting: boolean;
  /** The button's words: 'Place Order' unless given. */
  placeLabel?: string;
  /** The way back: to the cart, or to the tree or farm a pre-order is of. */
  back: { to: string; label: string };
  onPlaceOrder: () => void;
}

export function CheckoutSummary({ lines, price, settings, isPickup, submitting, placeLabel, back, onPlaceOrder }: CheckoutSummaryProps) {
  const t = useT('buying');
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>{t('orderSummary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="grid max-h-80 gap-3 overflow-y-auto pr-1" aria-label={t('checkout.summary.items')}>
          {lines}
        </ul>
        <PriceBreakdown price={price} settings={settings} isPickup={isPickup} className="border-t pt-4" />
        <Button size="lg" className="w-full" onClick={onPlaceOrder} disabled={submitting}>
          {submitting ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <LockIcon aria-hidden="true" />}
          {submitting ? t('checkout.summary.placing') : (placeLabel ?? t('checkout.summary.place'))}
        </Button>
        <Link to={back.to} className="inline-flex items-center justify-center gap-1.5 text-sm font-medium text-emerald-800 hover:underline">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
      </CardContent>
    </Card>
  );
}
