import { Fragment } from 'react';
import type { AdminOrder } from '@durio/shared/schemas/orders';
import { PreorderNote } from '@/features/orders/components/preorder-note';
import { translateMessage } from '@/lib/api-messages';
import { formatDateTime, formatNumber, formatRm } from '@/lib/format';
import { orderNumber } from '@durio/shared/order-number';
import { trackingLink } from '@durio/shared/shipping-carriers';
import { PrinterIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { translator, useT } from '@/lib/i18n';
import { paidWithLabel } from '@/lib/paid-with-label';
import { AddressBlock } from '../components/address-block';
import { AdminPage } from '../components/admin-page';
import { HistoryPanel } from '../components/history-panel';
import { QueryStates } from '../components/query-states';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/status-badges';
import { orderStatusLabel } from '../components/status-labels';
import { useAdminOrder } from './api/get-admin-order';
import { DeliveryCorrections, InternalNotes } from './order-corrections';
import { OrderDelivery } from './order-delivery';
import { OrderMoney } from './order-money';
import { OrderMoveForm } from './order-move-form';
import { LineWeighing, OrderWeighing, WeighedTotals } from './order-weighing';
import { PackingSlips } from './packing-slip';
import { adminPaths } from '../components/admin-paths';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid content-start gap-2 rounded-lg border p-4 text-sm">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A line's total: the weighed price once its fruit is weighed, with what was charged for it at checkout. */
function LineTotal({ item }: { item: AdminOrder['items'][number] }) {
  const t = useT('admin');
  const weighed = item.weighing?.total ?? null;
  return (
    <span className="grid w-32 text-right">
      <span className="font-medium">{formatRm(weighed ?? item.total)}</span>
      {weighed !== null && (
        <span className="text-xs whitespace-nowrap text-muted-foreground">{t('order.lineCharged', { total: formatRm(item.total) })}</span>
      )}
    </span>
  );
}

/**
 * One order: what the customer sees, the weighing of its fruit priced by weight, its money, the customer, the
 * payment, the moves, the packing slip and the history.
 */
export function AdminOrderPage() {
  const t = useT('admin');
  const { id = '' } = useParams();
  const crumbs = [{ label: t('nav.orders'), to: adminPaths.orders }];
  const query = useAdminOrder(id);
  return (
    <QueryStates query={query} loading={t('order.loading')} failed={t('order.failed')}>
      {(order) => {
        const link = trackingLink(order.shippingCarrier, order.trackingNumber);
        return (
          <AdminPage
            title={t('order.title', { number: orderNumber(order.id) })}
            crumbs={crumbs}
            actions={
              <>
                {/* Two statuses that can read the same ('PAID', 'PAID'): each says which it is. */}
                <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
                  <div className="flex items-center gap-1.5">
                    <dt className="text-muted-foreground">{t('order.badge.status')}</dt>
                    <dd>
                      <OrderStatusBadge status={order.status} isPickup={order.isPickup} />
                    </dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt className="text-muted-foreground">{t('order.badge.payment')}</dt>
                    <dd>
                      <PaymentStatusBadge status={order.paymentStatus} />
                    </dd>
                  </div>
                </dl>
                <Button variant="outline" onClick={() => window.print()}>
                  <PrinterIcon aria-hidden="true" />
                  {t('order.printSlip')}
                </Button>
              </>
            }
          >
            <PackingSlips orders={[order]} />
            <div className="grid gap-4 lg:grid-cols-3">
              <div className="grid content-start gap-4 lg:col-span-2">
                <Card title={t('order.items')}>
                  {order.preorder && <PreorderNote preorder={order.preorder} />}
                  <ul className="grid gap-2">
                    {order.items.map((item) => (
                      <li key={item.id} className="flex items-center gap-3">
                        {item.product.media[0]?.url.thumbnail && <img src={item.product.media[0].url.thumbnail} alt="" className="size-10 rounded object-cover" />}
                        <span className="grid flex-1 gap-0.5">
                          <span>
                            <Link to={adminPaths.product(item.product.id)} className="font-medium text-primary hover:underline">
                              {item.product.name}
                            </Link>{' '}
                            <span className="text-muted-foreground">· {item.product.farm.name}</span>
                          </span>
                          <LineWeighing item={item} />
                        </span>
                        <span>
                          {formatNumber(item.quantity)} × {formatRm(item.price)}
                        </span>
                        <LineTotal item={item} />
                      </li>
                    ))}
                  </ul>
                  <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t pt-2">
                    <dt>{t('order.subtotal')}</dt>
                    <dd className="text-right">{formatRm(order.subtotal)}</dd>
                    {/* Each discount the order was given (docs/product/fees.md, "Discounts"). */}
                    {order.discounts
                      .filter((discount) => discount.amount > 0)
                      .map((discount) => (
                        <Fragment key={discount.name}>
                          <dt>{t('order.discount', { name: discount.name })}</dt>
                          <dd className="text-right">−{formatRm(discount.amount)}</dd>
                        </Fragment>
                      ))}
                    <dt>{t('order.deliveryFee')}</dt>
                    <dd className="text-right">{formatRm(order.shippingFee)}</dd>
                    <dt>{t('order.handlingFee')}</dt>
                    <dd className="text-right">{formatRm(order.handlingFee)}</dd>
                    <dt>{t('order.tax')}</dt>
                    <dd className="text-right">{formatRm(order.tax)}</dd>
                    {/* Once weighed, the order's total is what was charged, and the weighed total and refund follow. */}
                    <dt className="font-semibold">{order.weighing?.total != null ? t('order.chargedAtCheckout') : t('order.total')}</dt>
                    <dd className="text-right font-semibold">{formatRm(order.total)}</dd>
                    {/* What store credit paid of it (docs/product/store-credit.md). */}
                    {order.credit > 0 && (
                      <>
                        <dt>{t('order.storeCredit')}</dt>
                        <dd className="text-right">{formatRm(order.credit)}</dd>
                      </>
                    )}
                    <WeighedTotals order={order} />
                  </dl>
                </Card>
                <OrderWeighing order={order} />
                <OrderMoney order={order} />
                <OrderMoveForm key={`${order.status}-${order.updates.length}`} order={order} />
                <Card title={t('order.updates')}>
                  <ol className="grid gap-2">
                    {order.updates.map((update) => (
                      <li key={update.id} className="grid gap-1 border-l-2 border-emerald-600 pl-3">
                        <p>
                          <span className="font-medium">{orderStatusLabel(t, update.status)}</span> · {translateMessage(update.message)}
                        </p>
                        <p className="text-xs text-muted-foreground">
                          {update.updatedBy} · {formatDateTime(update.date)}
                        </p>
                        {update.media.length > 0 && (
                          <div className="flex gap-1">
                            {update.media.map((src) => (
                              <img key={src} src={src} alt="" className="size-12 rounded object-cover" />
                            ))}
                          </div>
                        )}
                      </li>
                    ))}
                  </ol>
                </Card>
              </div>
              <div className="grid content-start gap-4">
                <Card title={t('order.customer')}>
                  {order.customer ? (
                    <>
                      <Link to={adminPaths.customer(order.customer.id)} className="font-medium text-primary hover:underline">
                        {order.customer.displayName}
                      </Link>
                      <a href={`mailto:${order.customer.email}`} className="break-all hover:underline">
                        {order.customer.email}
                      </a>
                      {order.customer.phone && <span>{order.customer.phone}</span>}
                    </>
                  ) : (
                    <p className="text-muted-foreground">{t('order.customerErased')}</p>
                  )}
                </Card>
                <Card title={order.isPickup ? t('order.pickupPoint') : t('order.shipTo')}>
                  {order.isPickup && order.drop_off_point ? (
                    <AddressBlock address={order.drop_off_point} withPhone />
                  ) : order.shippingAddress ? (
                    <AddressBlock address={order.shippingAddress} withPhone />
                  ) : null}
                  <OrderDelivery order={order} />
                  {order.trackingNumber && (
                    <p>
                      {order.shippingCarrier}:{' '}
                      {link ? (
                        <a href={link} target="_blank" rel="noreferrer" className="text-primary hover:underline">
                          {order.trackingNumber}
                        </a>
                      ) : (
                        order.trackingNumber
                      )}
                    </p>
                  )}
                  <DeliveryCorrections order={order} />
                  {order.notes && <p>{t('order.notes', { notes: order.notes })}</p>}
                  {order.specialInstructions && <p>{t('order.specialInstructions', { instructions: order.specialInstructions })}</p>}
                </Card>
                <InternalNotes order={order} />
                <Card title={t('order.payment')}>
                  <p>{t('order.placedAt', { date: formatDateTime(order.createdAt) })}</p>
                  {order.paidAt && <p>{t('order.paidAt', { date: formatDateTime(order.paidAt) })}</p>}
                  {order.paidWith && <p>{paidWithLabel(translator('common'), order.paidWith)}</p>}
                  {order.payments.length === 0 ? (
                    <p className="text-muted-foreground">{t('order.noPayments')}</p>
                  ) : (
                    <ul className="grid gap-2">
                      {order.payments.map((payment) => (
                        <li key={payment.id} className="grid gap-0.5 rounded border p-2 text-xs">
                          <span>
                            <PaymentStatusBadge status={payment.status} /> {formatRm(payment.amount)} · {payment.gateway}
                          </span>
                          <span className="break-all">{t('order.gatewayOrder', { id: payment.gatewayOrderId })}</span>
                          {payment.gatewayPaymentId && <span className="break-all">{t('order.gatewayPayment', { id: payment.gatewayPaymentId })}</span>}
                          {payment.refundId && <span className="break-all">{t('order.refund', { id: payment.refundId })}</span>}
                          {payment.failureReason && <span>{t('order.failure', { reason: payment.failureReason })}</span>}
                        </li>
                      ))}
                    </ul>
                  )}
                </Card>
              </div>
            </div>
            <HistoryPanel entity="order" entityId={order.id} />
          </AdminPage>
        );
      }}
    </QueryStates>
  );
}
