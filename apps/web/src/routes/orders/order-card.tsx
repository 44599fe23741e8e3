import type { Order } from '@durio/shared/schemas/orders';
import { formatNumber, formatRm } from '@/lib/format';
import { orderNumber } from '@durio/shared/order-number';
import { ArrowRightIcon, TruckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { MediaImage } from '@/components/media-image';
import { buttonVariants } from '@/components/ui/button';
import { StarRating } from '@/features/catalogue/components/star-rating';
import { OrderAddressLines, orderDestination } from '@/features/orders/components/order-address';
import { OrderDeliveryDay } from '@/features/orders/components/order-delivery-day';
import { OrderStatusBadge, PaymentStatusBadge } from '@/features/orders/components/order-status-badge';
import { OrderTotals } from '@/features/orders/components/order-totals';
import { PreorderNote } from '@/features/orders/components/preorder-note';
import { OrderItemReview } from '@/features/reviews/components/order-item-review';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { RichText } from '@/lib/rich-text';
import { paths } from '@/lib/paths';
import { CancelOrderButton, CompletePaymentButton } from './order-actions';
import { OrderUpdates } from './order-updates';

export function OrderCard({ order, updatesOpen, onToggleUpdates }: { order: Order; updatesOpen: boolean; onToggleUpdates: () => void }) {
  const t = useT('buying');
  const destination = orderDestination(order);
  const titleId = `order-${order.id}`;
  // When DELIVERED each item shows Write Review, or its review (docs/product/orders-and-payments.md).
  const { reviewable } = order;
  return (
    <article aria-labelledby={titleId} className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-lg font-semibold">
            {t('orders.card.title', { number: orderNumber(order.id) })}
          </h3>
          <p className="text-sm text-muted-foreground">
            <RichText
              area="buying"
              id="placedOn"
              values={{ date: formatDate(order.createdAt) }}
              components={{ 0: <time dateTime={order.createdAt} /> }}
            />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} isPickup={order.isPickup} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </div>
      </header>

      {order.preorder && <PreorderNote preorder={order.preorder} />}

      <ul className="grid gap-3" aria-label={t('orders.card.items')}>
        {order.items.map((item) => (
          <li key={item.id} className="grid gap-2">
            <div className="flex items-center gap-3">
              <MediaImage media={item.product.media} alt={item.product.name} className="size-16 shrink-0 rounded-lg border" fallbackWidth={64} fallbackHeight={64} />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">{item.product.name}</p>
                <p className="text-muted-foreground">
                  {t('lineQuantity', { quantity: formatNumber(item.quantity), price: formatRm(item.price) })}
                </p>
                <p className="text-xs text-muted-foreground">{t('fromFarm', { farm: item.product.farm.name })}</p>
              </div>
              {/* A line priced by weight costs its weighed price once weighed (docs/product/selling-by-weight.md). */}
              <p className="text-sm font-semibold">{formatRm(item.weighing?.total ?? item.total)}</p>
            </div>
            {reviewable && (
              <OrderItemReview
                orderId={order.id}
                item={item}
                renderStars={(rating) => <StarRating rating={rating} />}
                className="ml-19 rounded-lg bg-muted/50 p-3"
              />
            )}
          </li>
        ))}
      </ul>

      <div className="grid gap-5 border-t pt-5 md:grid-cols-2">
        <div className="grid content-start gap-3">
          {destination && (
            <div>
              <h4 className="mb-1 text-sm font-semibold">{destination.kind === 'pickup' ? t('orders.card.pickupInformation') : t('shippingInformation')}</h4>
              <OrderAddressLines address={destination.address} />
            </div>
          )}
          <OrderDeliveryDay order={order} />
          {order.trackingNumber && (
            <p className="flex items-center gap-2 text-sm">
              <TruckIcon className="size-4 text-emerald-700" aria-hidden="true" />
              <span>
                <RichText
                  area="buying"
                  id={order.shippingCarrier ? 'orders.card.trackingWithCarrier' : 'orders.card.tracking'}
                  values={{ number: order.trackingNumber, carrier: order.shippingCarrier }}
                  components={{ 0: <span className="font-medium" /> }}
                />
              </span>
            </p>
          )}
          {order.specialInstructions && (
            <div className="rounded-lg bg-amber-50 p-3 text-sm">
              <h4 className="font-semibold text-amber-900">{t('specialInstructions')}</h4>
              <p className="mt-1 text-amber-900/90">{order.specialInstructions}</p>
            </div>
          )}
        </div>
        <div className="grid content-start gap-4">
          <OrderTotals order={order} />
          <div className="flex flex-wrap justify-end gap-2">
            <CompletePaymentButton order={order} />
            <CancelOrderButton order={order} />
          </div>
          <Link
            to={paths.order(order.id)}
            aria-label={t('orders.card.viewDetailsLabel', { number: orderNumber(order.id) })}
            className={buttonVariants({ variant: 'outline', className: 'justify-self-end' })}
          >
            {t('orders.card.viewDetails')}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </div>
      </div>

      {order.updates.length > 0 && <OrderUpdates updates={order.updates} isPickup={order.isPickup} open={updatesOpen} onToggle={onToggleUpdates} />}
    </article>
  );
}
