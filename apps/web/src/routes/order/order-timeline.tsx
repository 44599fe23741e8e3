import type { Order } from '@durio/shared/schemas/orders';
import { OrderUpdatePhotos } from '@/features/orders/components/order-update-photos';
import { orderStatusLabel } from '@/features/orders/status-labels';
import { translateMessage } from '@/lib/api-messages';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** 'Order Placed' first, then every update with its message and photos (docs/product/orders-and-payments.md). */
export function OrderTimeline({ order }: { order: Order }) {
  const t = useT('buying');
  const entries = [
    { id: 'placed', title: t('order.timeline.placed'), date: order.createdAt, message: null as string | null, update: null as Order['updates'][number] | null },
    ...order.updates.map((update) => ({
      id: update.id,
      title: orderStatusLabel(t, update.status, order.isPickup),
      date: update.date,
      message: translateMessage(update.message),
      update,
    })),
  ];
  return (
    <ol className="grid gap-0">
      {entries.map((entry, index) => (
        <li key={entry.id} className="relative flex gap-4 pb-6 last:pb-0">
          {index < entries.length - 1 && <span className="absolute top-4 left-[7px] h-full w-0.5 bg-emerald-100" aria-hidden="true" />}
          <span className="relative mt-1 size-4 shrink-0 rounded-full border-4 border-emerald-100 bg-emerald-600" aria-hidden="true" />
          <div className="text-sm">
            <p className="font-semibold">{entry.title}</p>
            <p className="text-muted-foreground">
              <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
            </p>
            {entry.message && <p className="mt-1 text-stone-700">{entry.message}</p>}
            {entry.update && <OrderUpdatePhotos update={entry.update} statusLabel={entry.title} />}
          </div>
        </li>
      ))}
      {order.updates.length === 0 && (
        <li className="mt-4 rounded-lg bg-muted p-3 text-sm text-muted-foreground">
          {t('order.timeline.received')}
        </li>
      )}
    </ol>
  );
}
