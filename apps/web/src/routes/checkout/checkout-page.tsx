import { useQueryClient } from '@tanstack/react-query';
import { RotateCcwIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { addressesQueryKey } from '@/features/addresses/api/list-addresses';
import { cartQueryKey, useCart } from '@/features/cart/api/get-cart';
import { deliveryDaysQueryKey } from '@/features/cart/api/get-delivery-days';
import { deliveryZonesQueryKey, useDeliveryZones } from '@/features/cart/api/get-delivery-zones';
import { shopSettingsQueryOptions, useShopSettings } from '@/features/cart/api/get-shop-settings';
import { cartDiscounts, cartUnitPrice, priceCart, toShopFees } from '@/features/cart/cart-pricing';
import { VoucherCode } from '@/features/cart/components/voucher-code';
import { useCreateOrder } from '@/features/orders/api/create-order';
import { dropoffPointsQueryOptions } from '@/features/orders/api/list-dropoff-points';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequireSignIn } from '@/lib/use-require-sign-in';
import { CheckoutForm } from './checkout-form';
import { CheckoutLine } from './checkout-summary';
import { PaymentProcessing } from './payment-processing';
import { usePlaceOrder } from './use-place-order';

export function CheckoutPage() {
  const t = useT('buying');
  useDocumentTitle(t('checkout.title'));
  const auth = useRequireSignIn(t('checkout.signInRequired'));
  const cart = useCart();
  const settings = useShopSettings();
  const zones = useDeliveryZones();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const { phase, testMode, placeOrder } = usePlaceOrder({
    place: createOrder.mutateAsync,
    onConflict: (error) => {
      // 'Prices have changed. Please review your order.', a stock shortage, an address or a form of fruit the zones
      // no longer take, or a run or pickup day that filled or closed meanwhile (docs/product/delivery.md, "Dates and
      // slots", "Pickup days"): show the fresh figures and days (the earliest chosen again when the one picked is
      // gone), and the refusal beside Place Order.
      toast.error(error.message);
      const stale = [cartQueryKey, shopSettingsQueryOptions().queryKey, deliveryZonesQueryKey, deliveryDaysQueryKey, addressesQueryKey];
      for (const queryKey of [...stale, dropoffPointsQueryOptions().queryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
  const cartIsEmpty = cart.data !== undefined && cart.data.items.length === 0;

  useEffect(() => {
    // Nothing to check out sends the shopper back to the cart (not mid-payment).
    if (cartIsEmpty && phase.name === 'idle') navigate(paths.cart, { replace: true });
  }, [cartIsEmpty, phase.name, navigate]);

  const retry = (refetch: () => unknown) => (
    <Button variant="outline" onClick={() => refetch()}>
      <RotateCcwIcon aria-hidden="true" />
      {t('actions.tryAgain')}
    </Button>
  );

  let content;
  if (auth.isLoading) content = <LoadingState label={t('auth.checking')} />;
  else if (!auth.isSignedIn) content = <LoadingState label={t('auth.redirecting')} />;
  else if (cart.isError) {
    content = <ErrorState title={t('cart.error')} message={errorMessage(cart.error, '')} action={retry(cart.refetch)} />;
  } else if (settings.isError) {
    content = <ErrorState title={t('deliveryFees.error')} message={errorMessage(settings.error, '')} action={retry(settings.refetch)} />;
  } else if (zones.isError) {
    content = <ErrorState title={t('deliveryFees.error')} message={errorMessage(zones.error, '')} action={retry(zones.refetch)} />;
  } else if (cart.isPending || settings.isPending || zones.isPending || cartIsEmpty) {
    content = <LoadingState label={t('checkout.loading')} />;
  } else {
    const { items } = cart.data;
    content = (
      <CheckoutForm
        user={auth.user}
        shopFees={toShopFees(settings.data)}
        zones={zones.data}
        lines={items.map((item) => item.product)}
        priceFor={(isPickup, pricing) => priceCart(cart.data, isPickup, pricing)}
        summary={{
          lines: items.map((item) => (
            <CheckoutLine
              key={item.id}
              name={item.product.name}
              media={item.product.media}
              product={item.product}
              quantity={item.quantity}
              unitPrice={cartUnitPrice(item)}
            />
          )),
          back: { to: paths.cart, label: t('checkout.summary.backToCart') },
          discountNames: cartDiscounts(cart.data).names,
          voucher: <VoucherCode cart={cart.data} />,
        }}
        submitting={phase.name !== 'idle'}
        testMode={testMode}
        onPlaceOrder={placeOrder}
        offersCredit
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {/* The form stays mounted under the processing view, so a closed payment window returns to it as it was. */}
      <div hidden={phase.name === 'paying'}>
        <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('checkout.title')}</h1>
        {content}
      </div>
      {phase.name === 'paying' && <PaymentProcessing orderId={phase.orderId} total={phase.total} testMode={phase.testMode} />}
    </div>
  );
}
