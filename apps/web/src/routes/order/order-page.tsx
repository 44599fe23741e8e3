import { orderNumber } from '@durio/shared/order-number';
import type { Order } from '@durio/shared/schemas/orders';
import { formatNumber, formatRm } from '@/lib/format';
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
import { OrderDeliveryDay } from '@/features/orders/components/order-delivery-day';
import { lineTotal, LineUnitPrice, LineWeighingNote } from '@/features/orders/components/order-line-weighing';
import { OrderStatusBadge, PaymentStatusBadge } from '@/features/orders/components/order-status-badge';
import { OrderTotals } from '@/features/orders/components/order-totals';
import { PreorderChoicePanel } from '@/features/orders/components/preorder-choice-panel';
import { PreorderNote } from '@/features/orders/components/preorder-note';
import { OrderItemReview } from '@/features/reviews/components/order-item-review';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';
import { OrderItemClaim } from '@/features/claims/components/order-item-claim';
import { isGuaranteeOpen } from '@/features/claims/guarantee-window';
import { ApiError } from '@/lib/api';
import type { AuthValue } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';
import { externalUrls, paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequireSignIn } from '@/lib/use-require-sign-in';
import { INVOICE_ID, InvoiceHeader, InvoicePrintStyles, PrintInvoiceButton } from './invoice-print';
import { OrderTimeline } from './order-timeline';
import { CancelOrderButton, CompletePaymentButton } from '../orders/order-actions';


/** A column's name above its value in a phone's item block; screen readers read the column header instead. */
function PhoneColumnName({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="block text-xs font-normal text-muted-foreground uppercase sm:hidden">
      {children}
    </span>
  );
}

function InfoCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle size="sm">{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">{children}</CardContent>
    </Card>
  );
}

function trackingText(order: Order, t: Translate<'buying'>): ReactNode {
  const shipped = order.status === 'SHIPPED' || order.status === 'DELIVERED';
  if (shipped && order.trackingNumber) {
    return (
      <dl className="grid gap-1">
        <div className="flex gap-2">
          <dt className="text-muted-foreground">{t('order.trackingNumber')}</dt>
          <dd className="font-medium">{order.trackingNumber}</dd>
        </div>
        {order.shippingCarrier && (
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t('order.carrier')}</dt>
            <dd className="font-medium">{order.shippingCarrier}</dd>
          </div>
        )}
        <div className="mt-2 print:hidden">
          <dt className="sr-only">{t('order.tracking')}</dt>
          <dd>
            <a
              href={externalUrls.trackPackage(order.trackingNumber)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {t('order.trackPackage')}
              <ExternalLinkIcon aria-hidden="true" />
              <span className="sr-only"> {t('order.opensInNewTab')}</span>
            </a>
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <p className="text-muted-foreground">
      {order.trackingNumber
        ? t('order.trackingLater')
        : t('order.trackingNumberLater')}
    </p>
  );
}

function OrderDetails({ order, user }: { order: Order; user: AuthValue['user'] }) {
  const t = useT('buying');
  const destination = orderDestination(order);
  const [searchParams] = useSearchParams();
  const reviewRequested = searchParams.get('review');
  // DELIVERED enables reviews (docs/product/orders-and-payments.md).
  const { reviewable } = order;
  // The fruit guarantee's button shows only while its hours after delivery last (docs/product/fruit-guarantee.md).
  const settings = useShopSettings();
  const guaranteeKnown = order.status === 'DELIVERED' && settings.data !== undefined;
  const guaranteeOpen = guaranteeKnown && isGuaranteeOpen(order, settings.data.guaranteeHours);
  const guaranteeEnded = guaranteeKnown && !guaranteeOpen && order.items.some((item) => !item.claim);
  return (
    <div id={INVOICE_ID} className="grid gap-6">
      <InvoicePrintStyles />
      <InvoiceHeader order={order} />
      <Card>
        <CardContent className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1">
            <h1 className="text-2xl font-extrabold tracking-tight">{t('order.heading', { number: orderNumber(order.id) })}</h1>
            <p className="text-sm text-muted-foreground">
              <RichText
                area="buying"
                id="placedOn"
                values={{ date: formatDateTime(order.createdAt) }}
                components={{ 0: <time dateTime={order.createdAt} /> }}
              />
            </p>
            {order.preorder && <PreorderNote preorder={order.preorder} className="mt-2" />}
          </div>
          <div className="grid justify-items-end gap-3">
            <div className="flex flex-wrap gap-2">
              <OrderStatusBadge status={order.status} isPickup={order.isPickup} />
              <PaymentStatusBadge status={order.paymentStatus} />
            </div>
            <div className="flex flex-wrap gap-2 print:hidden">
              <CompletePaymentButton order={order} />
              <CancelOrderButton order={order} />
            </div>
          </div>
        </CardContent>
      </Card>

      <PreorderChoicePanel order={order} />

      <div className="grid gap-6 md:grid-cols-3">
        <InfoCard title={t('order.customerInformation')}>
          <div className="grid gap-1">
            <p className="font-medium">{user?.displayName ?? ''}</p>
            <p className="text-muted-foreground">{user?.email ?? ''}</p>
            <p className="text-muted-foreground">{user?.phone || t('order.phoneNotProvided')}</p>
          </div>
        </InfoCard>
        <InfoCard title={destination?.kind === 'pickup' ? t('pickupLocation') : t('shippingAddress')}>
          {destination ? <OrderAddressLines address={destination.address} /> : <p className="text-muted-foreground">{t('notProvided')}</p>}
          <OrderDeliveryDay order={order} className="mt-3" />
        </InfoCard>
        <InfoCard title={t('shippingInformation')}>{trackingText(order, t)}</InfoCard>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t('order.items.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          {/*
            On a phone each item is a block (its product, then price, quantity and total side by side, each under its
            name, then its review), so nothing is out of sight to the right; the roles keep it a table for screen
            readers (docs/product/orders-and-payments.md, "An order's card and page").
          */}
          <div className="sm:overflow-x-auto">
            <table role="table" className={cn('w-full text-left text-sm', reviewable ? 'sm:min-w-[44rem]' : 'sm:min-w-[32rem]')}>
              <thead role="rowgroup" className="border-b text-xs text-muted-foreground uppercase max-sm:sr-only">
                <tr role="row">
                  <th scope="col" role="columnheader" className="py-2 pr-4 font-medium">{t('order.items.product')}</th>
                  <th scope="col" role="columnheader" className="py-2 pr-4 text-right font-medium">{t('order.items.price')}</th>
                  <th scope="col" role="columnheader" className="py-2 pr-4 text-right font-medium">{t('order.items.quantity')}</th>
                  <th scope="col" role="columnheader" className="py-2 text-right font-medium">{t('order.items.total')}</th>
                  {reviewable && (
                    <th scope="col" role="columnheader" className="w-64 py-2 pl-6 font-medium">
                      {t('order.items.review')}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody role="rowgroup" className="divide-y">
                {order.items.map((item) => (
                  <tr key={item.id} role="row" className="max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:py-3">
                    <td role="cell" className="py-3 pr-4 max-sm:col-span-3 max-sm:p-0">
                      <div className="flex items-center gap-3">
                        <MediaImage media={item.product.media} alt="" className="size-12 shrink-0 rounded-md border" fallbackWidth={48} fallbackHeight={48} />
                        <div>
                          <Link to={paths.product(item.product.id)} className="font-medium hover:underline">
                            {item.product.name}
                          </Link>
                          <p className="text-xs text-muted-foreground">{t('fromFarm', { farm: item.product.farm.name })}</p>
                          <LineWeighingNote item={item} />
                          {order.status === 'DELIVERED' && (
                            <div className="mt-2">
                              <OrderItemClaim
                                orderId={order.id}
                                itemId={item.id}
                                productName={item.product.name}
                                claim={item.claim}
                                guaranteeOpen={guaranteeOpen}
                              />
                            </div>
                          )}
                        </div>
                      </div>
                    </td>
                    <td role="cell" className="py-3 pr-4 text-right whitespace-nowrap max-sm:p-0 max-sm:text-left">
                      <PhoneColumnName>{t('order.items.price')}</PhoneColumnName>
                      <LineUnitPrice item={item} />
                    </td>
                    <td role="cell" className="py-3 pr-4 text-right max-sm:p-0 max-sm:text-left">
                      <PhoneColumnName>{t('order.items.quantity')}</PhoneColumnName>
                      {formatNumber(item.quantity)}
                    </td>
                    <td role="cell" className="py-3 text-right font-medium whitespace-nowrap max-sm:p-0">
                      <PhoneColumnName>{t('order.items.total')}</PhoneColumnName>
                      {formatRm(lineTotal(item))}
                    </td>
                    {reviewable && (
                      <td role="cell" className="py-3 pl-6 align-top max-sm:col-span-3 max-sm:p-0">
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
          {guaranteeEnded && <p className="text-sm text-muted-foreground">{t('claim.ended')}</p>}
          <OrderTotals order={order} className="ml-auto w-full max-w-xs" />
        </CardContent>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        {order.specialInstructions && (
          <InfoCard title={t('specialInstructions')}>
            <p className="whitespace-pre-line text-stone-700">{order.specialInstructions}</p>
          </InfoCard>
        )}
        <InfoCard title={t('order.timeline.title')} className={cn(!order.specialInstructions && 'md:col-span-2')}>
          <OrderTimeline order={order} />
        </InfoCard>
      </div>
    </div>
  );
}

export function OrderPage() {
  const t = useT('buying');
  const { id = '' } = useParams();
  const auth = useRequireSignIn(t('order.signInRequired'));
  const order = useOrder(id);
  const notFound = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
  const title = order.data ? t('order.heading', { number: orderNumber(order.data.id) }) : t('order.title');
  useDocumentTitle(notFound ? t('order.notFound.title') : title);

  let content;
  if (auth.isLoading || !auth.isSignedIn || order.isPending) content = <LoadingState label={t('order.loading')} />;
  else if (notFound) {
    content = (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <PackageXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t('order.notFound.title')}</h1>
        <p className="text-muted-foreground">{t('order.notFound.text')}</p>
        <Link to={paths.orders} className={buttonVariants()}>
          {t('order.notFound.action')}
        </Link>
      </div>
    );
  } else if (order.isError) {
    content = (
      <>
        <h1 className="sr-only">{t('order.title')}</h1>
        <ErrorState title={t('order.error')} />
      </>
    );
  } else content = <OrderDetails order={order.data} user={auth.user} />;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={paths.orders} className={buttonVariants({ variant: 'ghost' })}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('order.back')}
        </Link>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => order.refetch()} disabled={!auth.isSignedIn || order.isFetching}>
            <RefreshCwIcon className={cn(order.isFetching && 'animate-spin')} aria-hidden="true" />
            {t('actions.refresh')}
          </Button>
          <PrintInvoiceButton order={order.data} />
        </div>
      </div>
      {content}
    </div>
  );
}
