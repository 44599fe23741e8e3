import { RotateCcwIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { useCart } from '@/features/cart/api/get-cart';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';
import { toPricingSettings } from '@/features/cart/cart-pricing';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequireSignIn } from '@/lib/use-require-sign-in';
import { CheckoutForm } from './checkout-form';
import { PaymentProcessing } from './payment-processing';
import { usePlaceOrder } from './use-place-order';

export function CheckoutPage() {
  const t = useT('buying');
  useDocumentTitle(t('checkout.title'));
  const auth = useRequireSignIn(t('checkout.signInRequired'));
  const cart = useCart();
  const settings = useShopSettings();
  const navigate = useNavigate();
  const { phase, testMode, placeOrder } = usePlaceOrder();
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
  } else if (cart.isPending || settings.isPending || cartIsEmpty) {
    content = <LoadingState label={t('checkout.loading')} />;
  } else {
    content = (
      <CheckoutForm
        user={auth.user}
        items={cart.data.items}
        settings={toPricingSettings(settings.data)}
        submitting={phase.name !== 'idle'}
        testMode={testMode}
        onPlaceOrder={placeOrder}
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
