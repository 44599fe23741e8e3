import type { Order } from '@durio/shared/schemas/orders';
import { formatRm } from '@/lib/format';
import { ArrowLeftIcon, ExternalLinkIcon, PackageXIcon, RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StarRating } from '@/features/catalogue/components/star-rating';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderAddressLines, orderDestination } from '@/features/orders/components/order-address';
import { OrderStatusBadge, PaymentStatusBadge } from '@/features/orders/components/order-status-badge';
import { OrderTotals } from '@/features/orders/components/order-totals';
import { OrderItemReview } from '@/features/reviews/components/order-item-review';
import { ApiError } from '@/lib/api';
import type { AuthValue } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { externalUrls, paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequireSignIn } from '@/lib/use-require-sign-in';
import { INVOICE_ID, InvoiceHeader, InvoicePrintStyles, PrintInvoiceButton } from './invoice-print';
import { OrderTimeline } from './order-timeline';
import { CancelOrderButton, CompletePaymentButton } from '../orders/order-actions';

function InfoCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">{children}</CardContent>
    </Card>
  );
}

function trackingText(order: Order): ReactNode {
  const shipped = order.status === 'SHIPPED' || order.status === 'DELIVERED';
  if (shipped && order.trackingNumber) {
    return (
      <dl className="grid gap-1">
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Tracking number:</dt>
          <dd className="font-medium">{order.trackingNumber}</dd>
        </div>
        {order.shippingCarrier && (
          <div className="flex gap-2">
            <dt className="text-muted-foreground">Carrier:</dt>
            <dd className="font-medium">{order.shippingCarrier}</dd>
          </div>
        )}
        <div className="mt-2 print:hidden">
          <dt className="sr-only">Tracking</dt>
          <dd>
            <a
              href={externalUrls.trackPackage(order.trackingNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              Track Package
              <ExternalLinkIcon aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <p className="text-muted-foreground">
      {order.trackingNumber
        ? 'Tracking information will be available once your order ships.'
        : 'A tracking number will be added once your order ships.'}
    </p>
  );
}

function OrderDetails({ order, user }: { order: Order; user: AuthValue['user'] }) {
  const destination = orderDestination(order);
  const [searchParams] = useSearchParams();
  const reviewRequested = searchParams.get('review');
  // Checkout spec §4: DELIVERED enables reviews.
  const reviewable = order.status === 'DELIVERED';
  return (
    <div id={INVOICE_ID} className="grid gap-6">
      <InvoicePrintStyles />
      <InvoiceHeader order={order} />
      <Card>
        <CardContent className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1">
            <h1 className="text-2xl font-extrabold tracking-tight">Order Details</h1>
            <p className="font-mono text-sm break-all text-stone-700">
              <span className="sr-only">Order ID </span>
              {order.id}
            </p>
            <p className="text-sm text-muted-foreground">
              Placed on <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </p>
          </div>
          <div className="grid justify-items-end gap-3">
            <div className="flex flex-wrap gap-2">
              <OrderStatusBadge status={order.status} />
              <PaymentStatusBadge status={order.paymentStatus} />
            </div>
            <div className="flex flex-wrap gap-2 print:hidden">
              <CompletePaymentButton order={order} />
              <CancelOrderButton order={order} />
            </div>
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-6 md:grid-cols-3">
        <InfoCard title="Customer Information">
          <div className="grid gap-1">
            <p className="font-medium">{user?.displayName ?? ''}</p>
            <p className="text-muted-foreground">{user?.email ?? ''}</p>
            <p className="text-muted-foreground">{user?.phone || 'Phone not provided'}</p>
          </div>
        </InfoCard>
        <InfoCard title={destination?.kind === 'pickup' ? 'Pickup Location' : 'Shipping Address'}>
          {destination ? <OrderAddressLines address={destination.address} /> : <p className="text-muted-foreground">Not provided</p>}
        </InfoCard>
        <InfoCard title="Shipping Information">{trackingText(order)}</InfoCard>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Order Items</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="overflow-x-auto">
            <table className={cn('w-full text-left text-sm', reviewable ? 'min-w-[44rem]' : 'min-w-[32rem]')}>
              <thead className="border-b text-xs text-muted-foreground uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">Product</th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">Price</th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">Quantity</th>
                  <th scope="col" className="py-2 text-right font-medium">Total</th>
                  {reviewable && (
                    <th scope="col" className="w-64 py-2 pl-6 font-medium">
                      Review
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y">
                {order.items.map((item) => (
                  <tr key={item.id}>
                    <td className="py-3 pr-4">
                      <div className="flex items-center gap-3">
                        <MediaImage media={item.product.media} alt="" className="size-12 shrink-0 rounded-md border" fallbackWidth={48} fallbackHeight={48} />
                        <div>
                          <Link to={paths.product(item.product.id)} className="font-medium hover:underline">
                            {item.product.name}
                          </Link>
                          <p className="text-xs text-muted-foreground">From: {item.product.farm.name}</p>
                        </div>
                      </div>
                    </td>
                    <td className="py-3 pr-4 text-right">{formatRm(item.price)}</td>
                    <td className="py-3 pr-4 text-right">{item.quantity}</td>
                    <td className="py-3 text-right font-medium">{formatRm(item.total)}</td>
                    {reviewable && (
                      <td className="py-3 pl-6 align-top">
                        <OrderItemReview
                          orderId={order.id}
                          item={item}
                          renderStars={(rating) => <StarRating rating={rating} />}
                          openAtStart={reviewRequested === item.product.id}
                        />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <OrderTotals order={order} className="ml-auto w-full max-w-xs" />
        </CardContent>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        {order.specialInstructions && (
          <InfoCard title="Special Instructions">
            <p className="whitespace-pre-line text-stone-700">{order.specialInstructions}</p>
          </InfoCard>
        )}
        <InfoCard title="Order Timeline" className={cn(!order.specialInstructions && 'md:col-span-2')}>
          <OrderTimeline order={order} />
        </InfoCard>
      </div>
    </div>
  );
}

export function OrderPage() {
  const { id = '' } = useParams();
  const auth = useRequireSignIn('Please log in to view your order details');
  const order = useOrder(id);
  const notFound = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
  useDocumentTitle(notFound ? 'Order not found' : 'Order Details');

  let content;
  if (auth.isLoading || !auth.isSignedIn || order.isPending) content = <LoadingState label="Loading order details..." />;
  else if (notFound) {
    content = (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <PackageXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Order not found</h1>
        <p className="text-muted-foreground">We could not find this order in your account.</p>
        <Link to={paths.orders} className={buttonVariants()}>
          View All Orders
        </Link>
      </div>
    );
  } else if (order.isError) {
    content = (
      <>
        <h1 className="sr-only">Order Details</h1>
        <ErrorState title="Failed to load order details. Please try again later." />
      </>
    );
  } else content = <OrderDetails order={order.data} user={auth.user} />;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={paths.orders} className={buttonVariants({ variant: 'ghost' })}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Orders
        </Link>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => order.refetch()} disabled={!auth.isSignedIn || order.isFetching}>
            <RefreshCwIcon className={cn(order.isFetching && 'animate-spin')} aria-hidden="true" />
            Refresh
          </Button>
          <PrintInvoiceButton order={order.data} />
        </div>
      </div>
      {content}
    </div>
  );
}
