import type { Order } from '@durio/shared/schemas/orders';
import { formatRm } from '@/lib/format';
import { cn } from '@/lib/cn';

/** Subtotal, Shipping, Handling, Tax and Total as the server charged them. */
export function OrderTotals({ order, className }: { order: Order; className?: string }) {
  const rows: [string, number][] = [
    ['Subtotal', order.subtotal],
    ['Shipping', order.shippingFee],
  ];
  if (order.handlingFee > 0) rows.push(['Handling', order.handlingFee]);
  if (order.tax > 0) rows.push(['Tax', order.tax]);
  return (
    <dl className={cn('grid gap-1.5 text-sm', className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-6">
          <dt className="text-muted-foreground">{label}</dt>
          <dd>{label === 'Shipping' && value === 0 ? 'Free' : formatRm(value)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-6 border-t pt-2 text-base font-bold">
        <dt>Total</dt>
        <dd>{formatRm(order.total)}</dd>
      </div>
    </dl>
  );
}
