import { orderNumber } from '@durio/shared/order-number';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClockIcon, CircleCheckBigIcon, CircleXIcon, MailIcon, PackageIcon, TruckIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { translateMessage } from '@/lib/api-messages';
import { toast } from '@/lib/toast';
import { LoadingState } from '@/components/page-states';
import { buttonVariants } from '@/components/ui/button';
import { useFeaturedProducts } from '@/features/catalogue/api/get-featured-products';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { cartQueryKey } from '@/features/cart/api/get-cart';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { DeliveryPromise } from '@/features/cart/components/delivery-promise';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderDeliveryDay } from '@/features/orders/components/order-delivery-day';
import { PreorderNote } from '@/features/orders/components/preorder-note';
import { paymentAwaited, usePaymentVerification } from '@/features/payments/api/verify-payment';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

function NextSteps({ orderId }: { orderId: string }) {
  const t = useT('buying');
  const order = useOrder(orderId);
  const isPickup = order.data?.isPickup ?? false;
  // A pre-order waits for its fruit to drop before the farm packs it (docs/product/the-season.md, Pre-orders).
  const isPreorder = Boolean(order.data?.preorder);
  const steps = [
    { icon: MailIcon, title: t('confirmation.steps.email.title'), text: t('confirmation.steps.email.text') },
    isPreorder
      ? { icon: CalendarClockIcon, title: t('confirmation.steps.preorder.title'), text: t('confirmation.steps.preorder.text') }
      : { icon: PackageIcon, title: t('confirmation.steps.processing.title'), text: t('confirmation.steps.processing.text') },
    isPickup
      ? { icon: TruckIcon, title: t('method.pickup'), text: <DeliveryPromise kind="pickup" /> }
      : { icon: TruckIcon, title: t('confirmation.steps.shipping.title'), text: <DeliveryPromise kind="delivery" /> },
  ];
  return (
    <section aria-labelledby="next-steps-title" className="w-full rounded-xl border bg-card p-6 text-left shadow-sm">
      <h2 id="next-steps-title" className="mb-4 text-lg font-semibold">
        {t('confirmation.steps.title')}
      </h2>
      <ol className="grid gap-4">
        {steps.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="text-sm">
              <span className="block font-semibold">{title}</span>
              <span className="text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function YouMightAlsoLike() {
  const t = useT('buying');
  const featured = useFeaturedProducts(4);
  if (!featured.data?.length) return null;
  return (
    <section aria-labelledby="also-like-title" className="mt-16">
      <h2 id="also-like-title" className="mb-6 text-2xl font-bold">
        {t('confirmation.alsoLike')}
      </h2>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {featured.data.slice(0, 4).map((product) => (
          <li key={product.id} className="grid">
            <ProductCard product={product} action={<AddToCartButton product={product} nameInLabel />} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Success({ orderId }: { orderId: string }) {
  const t = useT('buying');
  const order = useOrder(orderId);
  return (
    <>
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 text-center">
        <CircleCheckBigIcon className="size-16 text-emerald-600" aria-hidden="true" />
        <h1 className="text-3xl font-extrabold tracking-tight">{t('confirmation.success.title')}</h1>
        <p className="text-muted-foreground">{t('confirmation.success.text')}</p>
        <p className="rounded-full bg-emerald-50 px-4 py-1.5 font-semibold text-emerald-900">
          {t('confirmation.success.orderNumber', { number: orderNumber(orderId) })}
        </p>
        {order.data?.preorder && <PreorderNote preorder={order.data.preorder} className="text-left" />}
        {/* The day and run booked at checkout (docs/product/delivery.md, "Dates and slots"). */}
        {order.data && <OrderDeliveryDay order={order.data} className="text-left" />}
        <NextSteps orderId={orderId} />
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.shop} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('actions.continueShopping')}
          </Link>
          <Link to={paths.order(orderId)} className={buttonVariants({ size: 'lg' })}>
            {t('confirmation.success.track')}
          </Link>
        </div>
      </div>
      <YouMightAlsoLike />
    </>
  );
}

function Failure({ message }: { message?: string }) {
  const t = useT('buying');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 text-center">
      <CircleXIcon className="size-16 text-red-600" aria-hidden="true" />
      <h1 className="text-3xl font-extrabold tracking-tight">{t('confirmation.failure.title')}</h1>
      <p className="text-muted-foreground">{message || t('confirmation.failure.text')}</p>
      <p className="text-muted-foreground">{t('confirmation.failure.cartKept')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.shop} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {t('actions.continueShopping')}
        </Link>
        <Link to={paths.cart} className={buttonVariants({ size: 'lg' })}>
          {t('actions.tryAgain')}
        </Link>
      </div>
    </div>
  );
}

export function OrderConfirmationPage() {
  const t = useT('buying');
  useDocumentTitle(t('confirmation.documentTitle'));
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const paymentIntentId = params.get('payment_intent_id');
  const orderId = params.get('order_id');
  const reportedSuccess = params.get('status') === 'success';
  // The bank approved and confirms later (FPX, DuitNow QR: docs/product/payment-methods.md): the page waits for it.
  const bankConfirming = params.get('status') === 'pending';
  // Store credit paid the whole order (docs/product/store-credit.md): there is no payment to verify, so the order
  // itself is read, and the page says it is confirmed only when the server has it paid.
  const paidWithCredit = params.get('paid') === 'credit' && Boolean(orderId);
  const creditOrder = useOrder(paidWithCredit ? orderId! : '');
  const complete = Boolean(paymentIntentId && orderId) || paidWithCredit;
  const verification = usePaymentVerification(complete && (reportedSuccess || bankConfirming) && !paidWithCredit ? paymentIntentId : null, {
    untilPaid: bankConfirming,
  });
  const verified = paidWithCredit ? creditOrder.data?.paymentStatus === 'PAID' : verification.data?.success === true;
  const toasted = useRef(false);

  useEffect(() => {
    if (toasted.current) return;
    if (!complete) {
      toasted.current = true;
      toast.error(t('confirmation.missingInfo'));
    } else if (verification.data && !verification.data.success && !(bankConfirming && paymentAwaited(verification.data))) {
      toasted.current = true;
      toast.error(t('confirmation.verificationFailed', { message: translateMessage(verification.data.message) }));
    } else if (verification.isError) {
      toasted.current = true;
      toast.error(t('confirmation.verifyError'));
    }
  }, [complete, bankConfirming, verification.data, verification.isError, t]);

  useEffect(() => {
    // The server emptied the cart when it confirmed the payment.
    if (verified) void queryClient.invalidateQueries({ queryKey: cartQueryKey });
  }, [verified, queryClient]);

  let content;
  if (!complete || !(reportedSuccess || bankConfirming)) content = <Failure />;
  else if (verified && orderId) content = <Success orderId={orderId} />;
  else if (bankConfirming && !verification.isError && paymentAwaited(verification.data)) {
    content = (
      <div className="mx-auto grid max-w-xl justify-items-center gap-3 text-center">
        <h1 className="text-2xl font-bold">{t('confirmation.pending.title')}</h1>
        <p className="text-muted-foreground">{t('confirmation.pending.text')}</p>
        <LoadingState label={t('confirmation.pending.label')} spacing="md" />
      </div>
    );
  }
  else if (paidWithCredit ? creditOrder.isPending : verification.isPending) {
    content = (
      <div className="grid justify-items-center gap-2 text-center">
        <h1 className="text-2xl font-bold">{t('confirmation.verifying.title')}</h1>
        <LoadingState label={t('confirmation.verifying.label')} spacing="md" />
      </div>
    );
  } else content = <Failure message={verification.data?.message && translateMessage(verification.data.message)} />;

  return <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">{content}</div>;
}
