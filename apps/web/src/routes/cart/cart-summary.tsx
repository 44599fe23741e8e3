import type { Address } from '@durio/shared/schemas/addresses';
import type { Cart } from '@durio/shared/schemas/cart';
import type { DeliveryZone } from '@durio/shared/schemas/delivery-zones';
import type { ShopSettings } from '@durio/shared/schemas/settings';
import { senToRm } from '@durio/shared/money';
import { pricingFor } from '@durio/shared/pricing';
import { translateMessage } from '@/lib/api-messages';
import { formatRm } from '@/lib/format';
import { ArrowRightIcon, RotateCcwIcon, TruckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/page-states';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddresses } from '@/features/addresses/api/list-addresses';
import { initialAddress } from '@/features/addresses/default-address';
import { useDeliveryZones } from '@/features/cart/api/get-delivery-zones';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';
import { cartDiscounts, priceCart, toShopFees } from '@/features/cart/cart-pricing';
import { VoucherCode } from '@/features/cart/components/voucher-code';
import { PriceBreakdown } from '@/features/cart/components/price-breakdown';
import { deliveryDestination, destinationFees, destinationRefusal } from '@/features/cart/delivery-zone';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * The cart's Order Summary, priced exactly as the server will price it when delivered to the shopper's default
 * address: with that address's zone (docs/product/delivery.md). Without a saved address, delivery is the cheapest zone's
 * and said to be 'from' it, the address chosen at checkout setting it.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const t = useT('buying');
  const settings = useShopSettings();
  const zones = useDeliveryZones();
  // A failed read of the addresses prices as if there were none: 'from', which is never wrong.
  const addresses = useAddresses();
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>{t('orderSummary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.isError || zones.isError ? (
          <ErrorState
            title={t('deliveryFees.error')}
            message={errorMessage(settings.error ?? zones.error, '')}
            action={
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  if (settings.isError) void settings.refetch();
                  if (zones.isError) void zones.refetch();
                }}
              >
                <RotateCcwIcon aria-hidden="true" />
                {t('actions.tryAgain')}
              </Button>
            }
          />
        ) : settings.isPending || zones.isPending || addresses.isLoading ? (
          <div className="grid gap-3" role="status" aria-label={t('cart.summary.loadingPrices')}>
            <Skeleton className="h-4" />
            <Skeleton className="h-4" />
            <Skeleton className="h-4" />
            <Skeleton className="h-6" />
          </div>
        ) : (
          <Breakdown cart={cart} settings={settings.data} zones={zones.data} address={initialAddress(addresses.data)} />
        )}
        <VoucherCode cart={cart} />
        <Link to={paths.checkout} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          {t('cart.summary.checkout')}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
        <Link to={paths.shop} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          {t('actions.continueShopping')}
        </Link>
      </CardContent>
    </Card>
  );
}

function Breakdown({ cart, settings, zones, address }: { cart: Cart; settings: ShopSettings; zones: DeliveryZone[]; address: Address | undefined }) {
  const t = useT('buying');
  const destination = deliveryDestination(zones, address, cart.items.map((item) => item.product));
  const pricing = pricingFor(toShopFees(settings), destinationFees(destination));
  const price = priceCart(cart, false, pricing);
  const refusal = destinationRefusal(destination);
  // Delivery is free only when the subtotal is strictly over the threshold (docs/product/fees.md).
  const missing = formatRm(senToRm(pricing.freeDeliveryOverSen + 1 - price.subtotalSen));
  const short = price.deliveryFeeSen > 0 && pricing.freeDeliveryOverSen + 1 > price.subtotalSen;
  return (
    <>
      <PriceBreakdown price={price} settings={pricing} isPickup={false} destination={destination} discountNames={cartDiscounts(cart).names} />
      {refusal && address && (
        // Said before checkout, where the same words keep Place Order from being pressed (docs/product/delivery.md).
        <Alert variant="warning" role="status">
          <TruckIcon aria-hidden="true" />
          <AlertTitle>{t('cart.summary.toDefaultAddress', { name: address.name })}</AlertTitle>
          <AlertDescription>
            <p>{translateMessage(refusal)}</p>
            {destination.kind === 'zone' && <p>{t('cart.summary.formRefusedHelp')}</p>}
          </AlertDescription>
        </Alert>
      )}
      {destination.kind === 'unknown' && destination.cheapest && (
        <p className="text-sm text-muted-foreground">{t('cart.summary.deliveryFrom', { zone: destination.cheapest.name })}</p>
      )}
      {short && !refusal && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {destination.kind === 'unknown' && destination.cheapest
            ? t('cart.summary.freeDeliveryHintIn', { amount: missing, zone: destination.cheapest.name })
            : t('cart.summary.freeDeliveryHint', { amount: missing })}
        </p>
      )}
    </>
  );
}
