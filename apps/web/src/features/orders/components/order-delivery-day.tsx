import type { Order } from '@durio/shared/schemas/orders';
import { CalendarClockIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { deliveryWhen, formatDeliveryDay } from '../delivery-day';

/**
 * When the order comes (docs/product/delivery.md, "Dates and slots"): the day and run it booked and its zone
 * ('Delivery on Tuesday, 4 May · 14:00–18:00', Klang Valley), or the day a pickup is collected ("Pickup days").
 * Nothing for an order without a day: a pre-order, whose fruit has not fallen, one in a zone without runs, or one
 * placed before days were booked.
 */
export function OrderDeliveryDay({ order, className }: { order: Order; className?: string }) {
  const t = useT('buying');
  let main: string | null;
  let zone: string | null = null;
  if (order.isPickup) main = order.pickupDate && t('deliveryDay.collectOn', { day: formatDeliveryDay(order.pickupDate) });
  else {
    const when = deliveryWhen(order.delivery, t);
    main = when && t('deliveryDay.deliveredOn', { when });
    zone = order.delivery?.zone || null;
  }
  if (!main) return null;
  return (
    <p className={cn('flex gap-2 text-sm', className)}>
      <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
      <span>
        <span className="block font-medium">{main}</span>
        {zone && <span className="block text-muted-foreground">{t('deliveryDay.zone', { zone })}</span>}
      </span>
    </p>
  );
}
