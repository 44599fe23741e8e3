import { deliveryPromiseValues, type DeliveryPromiseValues } from '@durio/shared/delivery-promise';
import type { ShopSettings } from '@durio/shared/schemas/settings';
import type { ReactNode } from 'react';
import { formatNumber, formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { LoadingState } from '@/components/page-states';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';
import { useDropoffPoints } from '@/features/orders/api/list-dropoff-points';
import { LoadErrorAlert } from '@/features/farms/components/load-error-alert';

/**
 * The fees as the shop writes them ('RM 15.00', '2') and its delivery promise (docs/product/cart-and-checkout.md):
 * the values of the messages that state them.
 */
export type FormattedFees = DeliveryPromiseValues & {
  deliveryFee: string;
  freeDeliveryOver: string;
  handlingFeeLight: string;
  handlingFeeHeavy: string;
  weightLimitKg: string;
};

export function formatFees(settings: ShopSettings): FormattedFees {
  return {
    deliveryFee: formatRm(settings.deliveryFee),
    freeDeliveryOver: formatRm(settings.freeDeliveryOver),
    handlingFeeLight: formatRm(settings.handlingFeeLight),
    handlingFeeHeavy: formatRm(settings.handlingFeeHeavy),
    weightLimitKg: formatNumber(settings.handlingWeightLimitKg),
    ...deliveryPromiseValues(settings.deliveryPromise),
  };
}

/**
 * What `children` make of the fees as the shop's settings set them now (an admin can change
 * them: docs/product/fees.md), so a page never disagrees with checkout; while they load, or when they cannot be loaded, that state.
 */
export function CurrentFees({ children }: { children: (fees: FormattedFees) => ReactNode }) {
  const t = useT('pages');
  const settings = useShopSettings();
  if (settings.isPending) return <LoadingState label={t('shippingFees.loading')} />;
  if (settings.isError) return <LoadErrorAlert title={t('shippingFees.loadError')} error={settings.error} />;
  return children(formatFees(settings.data));
}

/**
 * What `children` make of the fees and the delivery promise once the settings have loaded; nothing before, nor when
 * they cannot be loaded: the page's fee table says so once, rather than every sentence that states a time.
 */
export function WhenFeesLoaded({ children }: { children: (fees: FormattedFees) => ReactNode }) {
  const settings = useShopSettings();
  return settings.data ? children(formatFees(settings.data)) : null;
}

/** The Shipping Policy's table of the current fees. */
export function ShippingFees() {
  return <CurrentFees>{(fees) => <FeeTable fees={fees} />}</CurrentFees>;
}

function FeeTable({ fees }: { fees: FormattedFees }) {
  const t = useT('pages');
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('shippingFees.caption')}</caption>
        <thead className="border-b bg-muted/60">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">{t('shippingFees.charge')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('shippingFees.when')}</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">{t('shippingFees.amount')}</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          <tr>
            <th scope="row" className="px-4 py-3 font-medium">{t('shippingFees.delivery')}</th>
            <td className="px-4 py-3 text-muted-foreground">{t('shippingFees.ordersUpTo', { amount: fees.freeDeliveryOver })}</td>
            <td className="px-4 py-3 text-right font-semibold">{fees.deliveryFee}</td>
          </tr>
          <tr>
            <th scope="row" className="px-4 py-3 font-medium">{t('shippingFees.delivery')}</th>
            <td className="px-4 py-3 text-muted-foreground">{t('shippingFees.ordersOver', { amount: fees.freeDeliveryOver })}</td>
            <td className="px-4 py-3 text-right font-semibold">{t('shippingFees.free')}</td>
          </tr>
          <tr>
            <th scope="row" className="px-4 py-3 font-medium">{t('shippingFees.coolPacking')}</th>
            <td className="px-4 py-3 text-muted-foreground">{t('shippingFees.weightUnder', { limit: fees.weightLimitKg })}</td>
            <td className="px-4 py-3 text-right font-semibold">{fees.handlingFeeLight}</td>
          </tr>
          <tr>
            <th scope="row" className="px-4 py-3 font-medium">{t('shippingFees.coolPacking')}</th>
            <td className="px-4 py-3 text-muted-foreground">{t('shippingFees.weightAtLeast', { limit: fees.weightLimitKg })}</td>
            <td className="px-4 py-3 text-right font-semibold">{fees.handlingFeeHeavy}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The pickup points customers can choose at checkout. */
export function PickupPoints() {
  const t = useT('pages');
  const points = useDropoffPoints(true);
  if (points.isPending) return <LoadingState label={t('pickupPoints.loading')} />;
  if (points.isError) return <LoadErrorAlert title={t('pickupPoints.loadError')} error={points.error} />;
  if (points.data.length === 0) return <p>{t('pickupPoints.none')}</p>;
  return (
    <ul className="grid !list-none gap-3 !pl-0 sm:grid-cols-2">
      {points.data.map((point) => (
        <li key={point.id} className="!mt-0 rounded-xl border bg-card p-4 text-sm">
          <p className="font-semibold text-foreground">{point.name}</p>
          <p className="text-muted-foreground">
            {[point.addressLine1, point.addressLine2, `${point.postalCode} ${point.city}`, point.state].filter(Boolean).join(', ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
