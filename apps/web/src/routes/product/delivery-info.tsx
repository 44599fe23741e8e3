import { senToRm } from '@durio/shared/money';
import { formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { defaultPricingSettings } from '@durio/shared/pricing';
import { ClockIcon, RefrigeratorIcon, TruckIcon } from 'lucide-react';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';

/** Storefront spec §2: delivery fees and time, and the storage note, with the shop's current fees. */
export function DeliveryInfo() {
  const t = useT('catalogue');
  const settings = useShopSettings();
  const freeOver = settings.data?.freeDeliveryOver ?? senToRm(defaultPricingSettings.freeDeliveryOverSen);
  const fee = settings.data?.deliveryFee ?? senToRm(defaultPricingSettings.deliveryFeeSen);
  return (
    <ul className="grid gap-3 rounded-xl border border-emerald-100 bg-emerald-50/60 p-4 text-sm">
      <li className="flex gap-3">
        <TruckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <span>
          <span className="block font-medium">{t('product.delivery.free', { amount: formatRm(freeOver) })}</span>
          <span className="text-muted-foreground">{t('product.delivery.standard', { fee: formatRm(fee) })}</span>
        </span>
      </li>
      <li className="flex gap-3">
        <ClockIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <span className="font-medium">{t('product.delivery.time')}</span>
      </li>
      <li className="flex gap-3">
        <RefrigeratorIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <span>
          <span className="block font-medium">{t('product.delivery.bestWithin')}</span>
          <span className="text-muted-foreground">{t('product.delivery.storage')}</span>
        </span>
      </li>
    </ul>
  );
}
