import { ClockIcon, RefrigeratorIcon, TruckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';
import { DeliveryPromise } from '@/features/cart/components/delivery-promise';
import { formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * The delivery fees as the shop's settings set them now (an admin can change them: docs/product/fees.md), never the
 * defaults in their place: while they load, two blank lines of the same height (the page does not move when
 * they come); when they cannot be loaded, the way to the Shipping Policy, which states them.
 */
function DeliveryFees() {
  const t = useT('catalogue');
  const settings = useShopSettings();
  if (settings.isError) {
    return (
      <Link to={paths.shippingPolicy} className="font-medium text-emerald-800 underline underline-offset-2">
        {t('product.delivery.feesElsewhere')}
      </Link>
    );
  }
  if (settings.isPending) {
    return (
      <span className="grid gap-1" aria-hidden="true">
        <span className="block h-5 w-56 max-w-full animate-pulse rounded bg-emerald-100" />
        <span className="block h-5 w-36 max-w-full animate-pulse rounded bg-emerald-100" />
      </span>
    );
  }
  return (
    <span>
      <span className="block font-medium">{t('product.delivery.free', { amount: formatRm(settings.data.freeDeliveryOver) })}</span>
      <span className="text-muted-foreground">{t('product.delivery.standard', { fee: formatRm(settings.data.deliveryFee) })}</span>
    </span>
  );
}

/** Delivery fees and times, and the storage note, as the shop's settings state them now (docs/product/fees.md). */
export function DeliveryInfo() {
  const t = useT('catalogue');
  return (
    <ul className="grid gap-3 rounded-xl border border-emerald-100 bg-emerald-50/60 p-4 text-sm">
      <li className="flex gap-3">
        <TruckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <DeliveryFees />
      </li>
      <li className="flex gap-3">
        <ClockIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <span className="font-medium">
          <DeliveryPromise kind="delivery" />
        </span>
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
