import type { CartItem } from '@durio/shared/schemas/cart';
import { senToRm } from '@durio/shared/money';
import { formatRm } from '@/lib/format';
import { ArrowRightIcon, RotateCcwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/page-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';
import { priceCart, toPricingSettings } from '@/features/cart/cart-pricing';
import { PriceBreakdown } from '@/features/cart/components/price-breakdown';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** The cart's Order Summary, priced with the shop's settings exactly as the server will price it. */
export function CartSummary({ items }: { items: CartItem[] }) {
  const t = useT('buying');
  const settings = useShopSettings();
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>{t('orderSummary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.isPending ? (
          <div className="grid gap-3" role="status" aria-label={t('cart.summary.loadingPrices')}>
            <Skeleton className="h-4" />
            <Skeleton className="h-4" />
            <Skeleton className="h-4" />
            <Skeleton className="h-6" />
          </div>
        ) : settings.isError ? (
          <ErrorState
            title={t('deliveryFees.error')}
            message={errorMessage(settings.error, '')}
            action={
              <Button variant="outline" size="sm" onClick={() => settings.refetch()}>
                <RotateCcwIcon aria-hidden="true" />
                {t('actions.tryAgain')}
              </Button>
            }
          />
        ) : (
          <Breakdown items={items} settings={toPricingSettings(settings.data)} />
        )}
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

function Breakdown({ items, settings }: { items: CartItem[]; settings: ReturnType<typeof toPricingSettings> }) {
  const t = useT('buying');
  const price = priceCart(items, false, settings);
  // Delivery is free only when the subtotal is strictly over the threshold (docs/product/fees.md).
  const missingSen = settings.freeDeliveryOverSen + 1 - price.subtotalSen;
  return (
    <>
      <PriceBreakdown price={price} settings={settings} isPickup={false} />
      {price.deliveryFeeSen > 0 && missingSen > 0 && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('cart.summary.freeDeliveryHint', { amount: formatRm(senToRm(missingSen)) })}
        </p>
      )}
    </>
  );
}
