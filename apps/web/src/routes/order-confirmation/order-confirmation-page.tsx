import { confirmationNumber } from '@durio/shared/order-number';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckBigIcon, CircleXIcon, MailIcon, PackageIcon, TruckIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { LoadingState } from '@/components/page-states';
import { buttonVariants } from '@/components/ui/button';
import { useFeaturedProducts } from '@/features/catalogue/api/get-featured-products';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { cartQueryKey } from '@/features/cart/api/get-cart';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useOrder } from '@/features/orders/api/get-order';
import { usePaymentVerification } from '@/features/payments/api/verify-payment';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

function NextSteps({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const isPickup = order.data?.isPickup ?? false;
  const steps = [
    { icon: MailIcon, title: 'Confirmation e-mail', text: 'An order confirmation is on its way to your inbox.' },
    { icon: PackageIcon, title: 'Processing', text: 'The farm prepares and cool-packs your order in 1-2 business days.' },
    isPickup
      ? { icon: TruckIcon, title: 'Pickup', text: 'Your order is ready at the drop-off point 24 hours after confirmation.' }
      : { icon: TruckIcon, title: 'Shipping', text: 'Your durians arrive within 2-5 business days after confirmation.' },
  ];
  return (
    <section aria-labelledby="next-steps-title" className="w-full rounded-xl border bg-card p-6 text-left shadow-sm">
      <h2 id="next-steps-title" className="mb-4 text-lg font-semibold">
        What happens next
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
  const featured = useFeaturedProducts(4);
  if (!featured.data?.length) return null;
  return (
    <section aria-labelledby="also-like-title" className="mt-16">
      <h2 id="also-like-title" className="mb-6 text-2xl font-bold">
        You Might Also Like
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
  return (
    <>
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 text-center">
        <CircleCheckBigIcon className="size-16 text-emerald-600" aria-hidden="true" />
        <h1 className="text-3xl font-extrabold tracking-tight">Order Confirmed!</h1>
        <p className="text-muted-foreground">Thank you for shopping with Durio. Your payment was received.</p>
        <p className="rounded-full bg-emerald-50 px-4 py-1.5 font-semibold text-emerald-900">
          Order number: {confirmationNumber(orderId)}
        </p>
        <NextSteps orderId={orderId} />
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.shop} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Continue Shopping
          </Link>
          <Link to={paths.order(orderId)} className={buttonVariants({ size: 'lg' })}>
            Track Your Order
          </Link>
        </div>
      </div>
      <YouMightAlsoLike />
    </>
  );
}

function Failure({ message }: { message?: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 text-center">
      <CircleXIcon className="size-16 text-red-600" aria-hidden="true" />
      <h1 className="text-3xl font-extrabold tracking-tight">Payment Failed</h1>
      <p className="text-muted-foreground">{message || 'We could not confirm your payment.'}</p>
      <p className="text-muted-foreground">Your cart has been kept, so you can try again.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.shop} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Continue Shopping
        </Link>
        <Link to={paths.cart} className={buttonVariants({ size: 'lg' })}>
          Try Again
        </Link>
      </div>
    </div>
  );
}

export function OrderConfirmationPage() {
  useDocumentTitle('Order Confirmation');
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const paymentIntentId = params.get('payment_intent_id');
  const orderId = params.get('order_id');
  const reportedSuccess = params.get('status') === 'success';
  const complete = Boolean(paymentIntentId && orderId);
  const verification = usePaymentVerification(complete && reportedSuccess ? paymentIntentId : null);
  const verified = verification.data?.success === true;
  const toasted = useRef(false);

  useEffect(() => {
    if (toasted.current) return;
    if (!complete) {
      toasted.current = true;
      toast.error('Missing payment information');
    } else if (verification.data && !verification.data.success) {
      toasted.current = true;
      toast.error(`Payment verification failed: ${verification.data.message}`);
    } else if (verification.isError) {
      toasted.current = true;
      toast.error('Failed to verify payment');
    }
  }, [complete, verification.data, verification.isError]);

  useEffect(() => {
    // The server emptied the cart when it confirmed the payment.
    if (verified) void queryClient.invalidateQueries({ queryKey: cartQueryKey });
  }, [verified, queryClient]);

  let content;
  if (!complete || !reportedSuccess) content = <Failure />;
  else if (verification.isPending) {
    content = (
      <div className="grid justify-items-center gap-2 text-center">
        <h1 className="text-2xl font-bold">Verifying Your Payment</h1>
        <LoadingState label="Verifying payment..." className="py-6" />
      </div>
    );
  } else if (verified && orderId) content = <Success orderId={orderId} />;
  else content = <Failure message={verification.data?.message} />;

  return <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">{content}</div>;
}
