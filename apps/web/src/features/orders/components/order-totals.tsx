import type { Order } from '@durio/shared/schemas/orders';
import { cn } from '@/lib/cn';
import { formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** Subtotal, Shipping, Handling, Tax and Total as the server charged them. */
export function OrderTotals({ order, className }: { order: Order; className?: string }) {
  const t = useT('buying');
  const rows: { label: string; value: string }[] = [
    { label: t('price.subtotal'), value: formatRm(order.subtotal) },
    { label: t('orderTotals.shipping'), value: order.shippingFee === 0 ? t('price.free') : formatRm(order.shippingFee) },
  ];
  if (order.handlingFee > 0) rows.push({ label: t('price.handling'), value: formatRm(order.handlingFee) });
  if (order.tax > 0) rows.push({ label: t('orderTotals.tax'), value: formatRm(order.tax) });
  return (
    <dl className={cn('grid gap-1.5 text-sm', className)}>
      {rows.map(({ label, value }) => (
        <div key={label} className="flex justify-between gap-6">
          <dt className="text-muted-foreground">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-6 border-t pt-2 text-base font-bold">
        <dt>{t('price.total')}</dt>
        <dd>{formatRm(order.total)}</dd>
      </div>
    </dl>
  );
}
