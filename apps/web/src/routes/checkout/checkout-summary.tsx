import type { MediaFile } from '@durio/shared/schemas/media';
import { rmToSen, senToRm } from '@durio/shared/money';
import { translateMessage } from '@/lib/api-messages';
import { formatNumber } from '@/lib/format';
import type { OrderPrice, PricingSettings } from '@durio/shared/pricing';
import { ArrowLeftIcon, LoaderCircleIcon, LockIcon, TruckIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { lineTotalText, statedPrice, type PricedProduct } from '@/features/catalogue/components/price-texts';
import { priceFormats, PriceWords, unbrokenPriceFormats, WeightPriceNote } from '@/features/catalogue/components/product-price';
import { PriceBreakdown } from '@/features/cart/components/price-breakdown';
import type { DeliveryDestination } from '@/features/cart/delivery-zone';
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
  /** Where a delivered order goes; none for a pickup. */
  destination?: DeliveryDestination;
  /** Why the order cannot be delivered there, in the server's English; null when it can. */
  refusal: string | null;
  /** The refusal's heading, when it is not the address's (no delivery day open: docs/product/delivery.md). */
  refusalTitle?: string;
  submitting: boolean;
  /** The button's words: 'Place Order' unless given. */
  placeLabel?: string;
  /** The name of each of `price`'s discounts, in their order (the cart's promotions, then its code). */
  discountNames?: readonly string[];
  /** The cart's voucher code field (docs/product/fees.md, "Discounts"); none for a pre-order. */
  voucher?: ReactNode;
  /** The way back: to the cart, or to the tree or farm a pre-order is of. */
  back: { to: string; label: string };
  onPlaceOrder: () => void;
}

export function CheckoutSummary({
  lines,
  price,
  settings,
  isPickup,
  destination,
  refusal,
  refusalTitle,
  submitting,
  placeLabel,
  discountNames,
  voucher,
  back,
  onPlaceOrder,
}: CheckoutSummaryProps) {
  const t = useT('buying');
  const refusalId = useId();
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>{t('orderSummary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="grid max-h-80 gap-3 overflow-y-auto pr-1" aria-label={t('checkout.summary.items')}>
          {lines}
        </ul>
        {voucher}
        <PriceBreakdown price={price} settings={settings} isPickup={isPickup} destination={destination} discountNames={discountNames} className="border-t pt-4" />
        {destination?.kind === 'unknown' && destination.cheapest && (
          <p className="text-sm text-muted-foreground">{t('checkout.summary.deliveryFrom', { zone: destination.cheapest.name })}</p>
        )}
        {/*
          Always in the page, so a refusal that comes with another address is announced as it appears; the button it
          disables names it as its description, never a silent disabled button (docs/product/delivery.md).
        */}
        <div className="grid">
          <div aria-live="polite" id={refusalId} className={refusal ? 'mb-4' : undefined}>
            {refusal && (
              <Alert variant="warning" role="none">
                <TruckIcon aria-hidden="true" />
                <AlertTitle>{refusalTitle ?? t('checkout.summary.notDelivered')}</AlertTitle>
                <AlertDescription>
                  <p>{translateMessage(refusal)}</p>
                  {destination?.kind === 'zone' && !refusalTitle && <p>{t('checkout.summary.formRefusedHelp')}</p>}
                </AlertDescription>
              </Alert>
            )}
          </div>
          <Button
            size="lg"
            className="w-full"
            onClick={onPlaceOrder}
            disabled={submitting || refusal !== null}
            aria-describedby={refusal ? refusalId : undefined}
          >
            {submitting ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <LockIcon aria-hidden="true" />}
            {submitting ? t('checkout.summary.placing') : (placeLabel ?? t('checkout.summary.place'))}
          </Button>
        </div>
        <Link to={back.to} className="inline-flex items-center justify-center gap-1.5 text-sm font-medium text-emerald-800 hover:underline">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
      </CardContent>
    </Card>
  );
}
