import { deliveryPromiseValues, type DeliveryPromiseValues } from '@durio/shared/delivery-promise';
import type { DeliveryZone } from '@durio/shared/schemas/delivery-zones';
import type { ShopSettings } from '@durio/shared/schemas/settings';
import type { ProductForm } from '@durio/shared/shop-filters';
import type { ReactNode } from 'react';
import { formatNumber, formatRm } from '@/lib/format';
import { locale, useT } from '@/lib/i18n';
import { LoadingState } from '@/components/page-states';
import { useDeliveryZones } from '@/features/cart/api/get-delivery-zones';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';
import { cheapestZone } from '@/features/cart/delivery-zone';
import { useDropoffPoints } from '@/features/orders/api/list-dropoff-points';
import { LoadErrorAlert } from '@/features/farms/components/load-error-alert';

/**
 * The fees as the shop writes them ('RM 15.00', '2') and its delivery promise (docs/product/cart-and-checkout.md):
 * the values of the messages that state them. Delivery is each zone's (docs/product/delivery.md): `deliveryFee` and
 * `freeDeliveryOver` are the cheapest zone's, the 'from' a sentence states, as the server's description of the
 * Shipping Policy does.
 */
export type FormattedFees = DeliveryPromiseValues & {
  deliveryFee: string;
  freeDeliveryOver: string;
  handlingFeeLight: string;
  handlingFeeHeavy: string;
  weightLimitKg: string;
};

export function formatFees(settings: ShopSettings, zones: readonly DeliveryZone[]): FormattedFees {
  const cheapest = cheapestZone(zones);
  return {
    deliveryFee: formatRm(cheapest?.deliveryFee ?? 0),
    freeDeliveryOver: formatRm(cheapest?.freeDeliveryOver ?? 0),
    handlingFeeLight: formatRm(settings.handlingFeeLight),
    handlingFeeHeavy: formatRm(settings.handlingFeeHeavy),
    weightLimitKg: formatNumber(settings.handlingWeightLimitKg),
    ...deliveryPromiseValues(settings.deliveryPromise),
  };
}

/** The shop's settings and delivery zones as they are now, both loaded, or the state of the first not yet loaded. */
function useCurrentFees() {
  const settings = useShopSettings();
  const zones = useDeliveryZones();
  if (settings.isError || zones.isError) return { state: 'error', error: settings.error ?? zones.error } as const;
  if (settings.isPending || zones.isPending) return { state: 'pending' } as const;
  return { state: 'loaded', settings: settings.data, zones: zones.data } as const;
}

/**
 * What `children` make of the fees as the shop's settings and zones set them now (an admin can change
 * them: docs/product/fees.md), so a page never disagrees with checkout; while they load, or when they cannot be loaded, that state.
 */
export function CurrentFees({ children }: { children: (fees: FormattedFees, zones: readonly DeliveryZone[]) => ReactNode }) {
  const t = useT('pages');
  const current = useCurrentFees();
  if (current.state === 'pending') return <LoadingState label={t('shippingFees.loading')} />;
  if (current.state === 'error') return <LoadErrorAlert title={t('shippingFees.loadError')} error={current.error} />;
  return children(formatFees(current.settings, current.zones), current.zones);
}

/** The fees as a page's description states them once loaded; undefined before, or when they cannot be loaded. */
export function useFormattedFees(): FormattedFees | undefined {
  const current = useCurrentFees();
  return current.state === 'loaded' ? formatFees(current.settings, current.zones) : undefined;
}

/**
 * What `children` make of the delivery promise once the settings have loaded; nothing before, nor when they cannot
 * be loaded: the page's fee table says so once, rather than every sentence that states a time.
 */
export function WhenFeesLoaded({ children }: { children: (values: DeliveryPromiseValues) => ReactNode }) {
  const settings = useShopSettings();
  return settings.data ? children(deliveryPromiseValues(settings.data.deliveryPromise)) : null;
}

/** The Shipping Policy's tables of the current fees: delivery by zone, then cool packing. */
export function ShippingFees() {
  return (
    <CurrentFees>
      {(fees, zones) => (
        <div className="grid gap-4">
          <ZoneTable zones={zones} />
          <CoolPackingTable fees={fees} />
        </div>
      )}
    </CurrentFees>
  );
}

const formKeys = { whole: 'shippingFees.form.whole', flesh: 'shippingFees.form.flesh', frozen: 'shippingFees.form.frozen' } as const satisfies Record<
  ProductForm,
  string
>;

/** 'Whole fresh fruit, packed flesh and frozen': the forms are written to go anywhere in a list, the first one starts the cell. */
const sentenceCase = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** Each zone, its fee, from what subtotal it is free, and the forms of fruit it receives (docs/product/delivery.md). */
function ZoneTable({ zones }: { zones: readonly DeliveryZone[] }) {
  const t = useT('pages');
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  if (zones.length === 0) return <p>{t('shippingFees.noZones')}</p>;
  const cell = 'px-4 py-3';
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('shippingFees.zones.caption')}</caption>
        <thead className="border-b bg-muted/60">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>{t('shippingFees.zone')}</th>
            <th scope="col" className={`${cell} text-right font-semibold`}>{t('shippingFees.deliveryFee')}</th>
            <th scope="col" className={`${cell} text-right font-semibold`}>{t('shippingFees.freeOver')}</th>
            <th scope="col" className={`${cell} font-semibold`}>{t('shippingFees.receives')}</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {zones.map((zone) => (
            <tr key={zone.id}>
              <th scope="row" className={`${cell} font-medium`}>{zone.name}</th>
              <td className={`${cell} text-right font-semibold whitespace-nowrap`}>
                {zone.deliveryFee === 0 ? t('shippingFees.free') : formatRm(zone.deliveryFee)}
              </td>
              <td className={`${cell} text-right whitespace-nowrap text-muted-foreground`}>{formatRm(zone.freeDeliveryOver)}</td>
              <td className={`${cell} text-muted-foreground`}>{sentenceCase(list.format(zone.forms.map((form) => t(formKeys[form]))))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CoolPackingTable({ fees }: { fees: FormattedFees }) {
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
