import { deliveryPromiseValues } from '@durio/shared/delivery-promise';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';
import { useT } from '@/lib/i18n';

/**
 * The shop's delivery promise as its settings state it now (docs/product/cart-and-checkout.md, "One delivery
 * promise"): the product page, checkout, the confirmation, the FAQ and the Shipping Policy all say this one sentence,
 * never a time of their own. While the settings load, a blank line of its height; when they cannot be loaded, where
 * the times are written.
 */
export function DeliveryPromise({ kind }: { kind: 'delivery' | 'pickup' }) {
  const t = useT('common');
  const settings = useShopSettings();
  if (settings.isError) return <>{t('deliveryPromise.unavailable')}</>;
  if (settings.isPending) {
    return <span className="inline-block h-4 w-64 max-w-full animate-pulse rounded bg-current/10 align-middle" aria-hidden="true" />;
  }
  const values = deliveryPromiseValues(settings.data.deliveryPromise);
  return <>{kind === 'delivery' ? t('deliveryPromise.delivery', values) : t('deliveryPromise.pickup', values)}</>;
}
