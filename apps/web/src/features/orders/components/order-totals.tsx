import type { Order } from '@durio/shared/schemas/orders';
import { cn } from '@/lib/cn';
import { formatRm } from '@/lib/format';
import { translator, useT } from '@/lib/i18n';
import { paidWithLabel } from '@/lib/paid-with-label';

/**
 * Subtotal, its discounts, Shipping, Handling, Tax and Total as the server charged them, what store credit paid, and how
 * the rest was paid (docs/product/payment-methods.md). An order with fruit priced by weight
 * (docs/product/selling-by-weight.md) says so until the fruit is weighed, then shows the weighed figures beside what
 * was charged and what went back; an order any money went back for shows what was paid and refunded.
 */
export function OrderTotals({ order, className }: { order: Order; className?: string }) {
  const t = useT('buying');
  const weighing = order.weighing;
  const weighed = weighing !== null && weighing.total !== null;
  const subtotal = weighed ? (weighing.subtotal ?? order.subtotal) : order.subtotal;
  const tax = weighed ? (weighing.tax ?? order.tax) : order.tax;
  const rows: { label: string; value: string }[] = [
    { label: t('price.subtotal'), value: formatRm(subtotal) },
    // Each discount as the order took it, or, weighed, what they came to once shrunk with the fruit (docs/product/fees.md).
    ...(weighed && weighing.discount !== null && weighing.discount !== order.discount
      ? [{ label: t('price.discount', { name: order.discounts.filter((discount) => discount.amount > 0).map((discount) => discount.name).join(', ') }), value: `−${formatRm(weighing.discount)}` }]
      : order.discounts.filter((discount) => discount.amount > 0).map((discount) => ({ label: t('price.discount', { name: discount.name }), value: `−${formatRm(discount.amount)}` }))),
    { label: t('orderTotals.shipping'), value: order.shippingFee === 0 ? t('price.free') : formatRm(order.shippingFee) },
  ];
  if (order.handlingFee > 0) rows.push({ label: t('price.handling'), value: formatRm(order.handlingFee) });
  if (tax > 0) rows.push({ label: t('orderTotals.tax'), value: formatRm(tax) });
  if (weighed) {
    rows.push({ label: t('orderTotals.charged'), value: formatRm(order.total) });
    rows.push({ label: t('orderTotals.refundedAfterWeighing'), value: formatRm(weighing.refund) });
  }
  // What store credit paid of it, and so what the card paid (docs/product/store-credit.md).
  const credit = order.credit > 0 && [
    { label: t('orderTotals.storeCredit'), value: `−${formatRm(order.credit)}` },
    { label: t('orderTotals.byCard'), value: formatRm(order.total - order.credit) },
  ];
  const money = order.money.refunded > 0 && [
    { label: t('orderTotals.paid'), value: formatRm(order.money.captured) },
    { label: t('orderTotals.refunded'), value: formatRm(order.money.refunded) },
  ];
  return (
    <div className={cn('grid gap-3 text-sm', className)}>
      <dl className="grid gap-1.5">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-6">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-6 border-t pt-2 text-base font-bold">
          <dt>{weighed ? t('orderTotals.weighedTotal') : t('price.total')}</dt>
          <dd>{formatRm(weighed ? weighing.total : order.total)}</dd>
        </div>
      </dl>
      {credit && (
        <dl className="grid gap-1.5">
          {credit.map(({ label, value }) => (
            <div key={label} className="flex justify-between gap-6">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {order.paidWith && <p className="text-xs text-muted-foreground">{paidWithLabel(translator('common'), order.paidWith)}</p>}
      {weighing?.awaiting && order.status !== 'CANCELLED' && <p className="text-xs text-muted-foreground">{t('orderTotals.awaitingWeighing')}</p>}
      {money && (
        <dl className="grid gap-1.5 border-t pt-2">
          {money.map(({ label, value }) => (
            <div key={label} className="flex justify-between gap-6">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
