import { senToRm } from '@durio/shared/money';
import type { OrderPrice, PricingSettings } from '@durio/shared/pricing';
import { cn } from '@/lib/cn';
import { formatNumber, formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';

/**
 * Subtotal, Delivery, Handling, Tax and Total as `priceOrder` computed them. The tax line is hidden
 * when the shop's rate is 0 (docs/product/fees.md).
 */
export function PriceBreakdown({
  price,
  settings,
  isPickup,
  className,
}: {
  price: OrderPrice;
  settings: PricingSettings;
  isPickup: boolean;
  className?: string;
}) {
  const t = useT('buying');
  const rm = (sen: number) => formatRm(senToRm(sen));
  const delivery = price.deliveryFeeSen === 0 ? t(isPickup ? 'price.freePickup' : 'price.free') : rm(price.deliveryFeeSen);
  return (
    <dl className={cn('grid gap-2.5 text-sm', className)}>
      <Row label={t('price.subtotal')} value={rm(price.subtotalSen)} />
      <Row label={t('price.delivery')} value={delivery} highlight={price.deliveryFeeSen === 0} />
      <Row label={t('price.handling')} value={rm(price.handlingFeeSen)} hint={t('price.handlingHint')} />
      {settings.taxRateBps > 0 && (
        <Row label={t('price.tax', { rate: formatNumber(settings.taxRateBps / 100) })} value={rm(price.taxSen)} />
      )}
      <div className="mt-1 flex items-center justify-between border-t pt-3 text-base font-bold">
        <dt>{t('price.total')}</dt>
        <dd className="whitespace-nowrap">{rm(price.totalSen)}</dd>
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
