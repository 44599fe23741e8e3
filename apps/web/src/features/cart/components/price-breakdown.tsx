import { senToRm } from '@durio/shared/money';
import type { OrderPrice, PricingSettings } from '@durio/shared/pricing';
import { cn } from '@/lib/cn';
import { formatNumber, formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { DeliveryDestination } from '../delivery-zone';

/**
 * Subtotal, its discounts, Delivery, Handling, Tax and Total as `priceOrder` computed them. The tax line is hidden
 * when the shop's rate is 0 (docs/product/fees.md). Delivered, the delivery line names the address's zone; before an
 * address is known it is the cheapest zone's fee, said to be 'from' it with the total, never as if it were exact; where
 * no zone reaches, delivery is not available (docs/product/delivery.md).
 */
export function PriceBreakdown({
  price,
  settings,
  isPickup,
  destination,
  discountNames = [],
  className,
}: {
  price: OrderPrice;
  settings: PricingSettings;
  isPickup: boolean;
  /** Where a delivered order goes; without it the delivery line is as priced, unnamed. */
  destination?: DeliveryDestination;
  /** The name of each of `price`'s discounts (`discountsSen`), in their order: a promotion's, or the code. */
  discountNames?: readonly string[];
  className?: string;
}) {
  const t = useT('buying');
  const rm = (sen: number) => formatRm(senToRm(sen));
  const free = price.deliveryFeeSen === 0;
  let deliveryLabel = t('price.delivery');
  let delivery = free ? t(isPickup ? 'price.freePickup' : 'price.free') : rm(price.deliveryFeeSen);
  let total = rm(price.totalSen);
  let highlight = free;
  if (!isPickup && destination) {
    if (destination.kind === 'zone') {
      deliveryLabel = t('price.deliveryIn', { zone: destination.zone.name });
    } else if (destination.kind === 'nowhere' || !destination.cheapest) {
      delivery = t('price.notDelivered');
      highlight = false;
    } else {
      if (!free) delivery = t('price.from', { amount: delivery });
      total = t('price.from', { amount: total });
    }
  }
  return (
    <dl className={cn('grid gap-2.5 text-sm', className)}>
      <Row label={t('price.subtotal')} value={rm(price.subtotalSen)} />
      {/* Each discount beside the subtotal, as the order will state it (docs/product/fees.md, "Discounts"). */}
      {price.discountsSen.map((amountSen, index) =>
        amountSen > 0 ? <Row key={index} label={t('price.discount', { name: discountNames[index] ?? '' })} value={`−${rm(amountSen)}`} highlight /> : null,
      )}
      <Row label={deliveryLabel} value={delivery} highlight={highlight} />
      <Row label={t('price.handling')} value={rm(price.handlingFeeSen)} hint={t('price.handlingHint')} />
      {settings.taxRateBps > 0 && (
        <Row label={t('price.tax', { rate: formatNumber(settings.taxRateBps / 100) })} value={rm(price.taxSen)} />
      )}
      <div className="mt-1 flex items-center justify-between border-t pt-3 text-base font-bold">
        <dt>{t('price.total')}</dt>
        <dd className="whitespace-nowrap">{total}</dd>
      </div>
    </dl>
  );
}

function Row({ label, value, hint, highlight }: { label: string; value: string; hint?: string; highlight?: boolean }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="text-muted-foreground">
        {label}
        {hint && <span className="block text-xs text-stone-500">{hint}</span>}
      </dt>
      {/* An amount never breaks between 'RM' and its digits, however long the label beside it (Malay). */}
      <dd className={cn('shrink-0 font-medium whitespace-nowrap', highlight && 'text-emerald-700')}>{value}</dd>
    </div>
  );
}
