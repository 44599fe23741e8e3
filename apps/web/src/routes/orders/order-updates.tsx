import type { Order } from '@durio/shared/schemas/orders';
import { ChevronDownIcon } from 'lucide-react';
import { useId } from 'react';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { OrderUpdatePhotos } from '@/features/orders/components/order-update-photos';
import { orderStatusLabel } from '@/features/orders/status-labels';
import { translateMessage } from '@/lib/api-messages';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** The collapsible 'Order Updates' table of an order card (docs/product/orders-and-payments.md). */
export function OrderUpdates({ updates, isPickup, open, onToggle }: { updates: Order['updates']; isPickup: boolean; open: boolean; onToggle: () => void }) {
  const t = useT('buying');
  const id = useId();
  return (
    <div className="rounded-lg border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        className="flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left text-sm font-semibold outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {t('orders.updates.toggle', { count: formatNumber(updates.length) })}
        <ChevronDownIcon className={cn('size-4 transition', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div id={id} hidden={!open} className="overflow-x-auto border-t">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/60 text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">{t('orders.updates.date')}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t('orders.updates.status')}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t('orders.updates.message')}</th>
              <th scope="col" className="px-4 py-2 font-medium">{t('orders.updates.updatedBy')}</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {updates.map((update) => (
              <tr key={update.id} className="align-top">
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(update.date)}</td>
                <td className="px-4 py-3">
                  <OrderStatusBadge status={update.status} />
                </td>
                <td className="px-4 py-3">
                  {translateMessage(update.message)}
                  <OrderUpdatePhotos update={update} statusLabel={orderStatusLabel(t, update.status, isPickup)} />
                </td>
                <td className="px-4 py-3">{update.updatedBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
