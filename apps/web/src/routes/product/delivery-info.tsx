import { formRefusal } from '@durio/shared/delivery-zones';
import type { ProductForm } from '@durio/shared/shop-filters';
import { ClockIcon, RefrigeratorIcon, TruckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAddresses } from '@/features/addresses/api/list-addresses';
import { initialAddress } from '@/features/addresses/default-address';
import { useDeliveryDays } from '@/features/cart/api/get-delivery-days';
import { useDeliveryZones } from '@/features/cart/api/get-delivery-zones';
import { DeliveryPromise } from '@/features/cart/components/delivery-promise';
import { hoursAndMinutes } from '@/features/cart/delivery-days';
import { cheapestZone, zoneOfAddress } from '@/features/cart/delivery-zone';
import { translateMessage } from '@/lib/api-messages';
import { formatNumber, formatRm } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { RichText } from '@/lib/rich-text';

const policyLink = <Link to={paths.shippingPolicy} className="font-medium text-emerald-800 underline underline-offset-2" />;

/**
 * The delivery fee of this product as the shop's zones set it now (an admin can change them: docs/product/delivery.md),
 * never the defaults in their place. To a signed-in shopper's default address, its zone's fee, or why it does not go
 * there; otherwise 'from' the cheapest zone that receives this form of fruit. While the zones load, two blank lines of
 * the same height (the page does not move when they come); when they cannot be loaded, the way to the Shipping
 * Policy, which states them.
 */
function DeliveryFees({ name, form }: { name: string; form: ProductForm }) {
  const t = useT('catalogue');
  const zones = useDeliveryZones();
  const addresses = useAddresses();
  const cheapest = zones.data ? cheapestZone(zones.data, form) : undefined;
  // No zone receives this form of fruit: the Shipping Policy says where each form goes.
  if (zones.isError || cheapest === null) {
    return (
      <Link to={paths.shippingPolicy} className="font-medium text-emerald-800 underline underline-offset-2">
        {t('product.delivery.feesElsewhere')}
      </Link>
    );
  }
  if (zones.isPending || cheapest === undefined || addresses.isLoading) {
    return (
      <span className="grid gap-1" aria-hidden="true">
        <span className="block h-5 w-56 max-w-full animate-pulse rounded bg-emerald-100" />
        <span className="block h-5 w-36 max-w-full animate-pulse rounded bg-emerald-100" />
      </span>
    );
  }
  const address = initialAddress(addresses.data);
  const zone = address && zoneOfAddress(zones.data, address);
  if (zone && !zone.forms.includes(form)) {
    return (
      <span>
        <span className="block font-medium">{translateMessage(formRefusal(zone, [{ name, form }]) ?? '')}</span>
        <span className="text-muted-foreground">
          <RichText area="catalogue" id="product.delivery.zonesElsewhere" components={{ 0: policyLink }} />
        </span>
      </span>
    );
  }
  if (zone) {
    return (
      <span>
        <span className="block font-medium">{t('product.delivery.to', { zone: zone.name, fee: formatRm(zone.deliveryFee) })}</span>
        <span className="text-muted-foreground">{t('product.delivery.freeOver', { amount: formatRm(zone.freeDeliveryOver) })}</span>
      </span>
    );
  }
  return (
    <span>
      <span className="block font-medium">{t('product.delivery.from', { zone: cheapest.name, fee: formatRm(cheapest.deliveryFee) })}</span>
      <span className="text-muted-foreground">
        <RichText
          area="catalogue"
          id="product.delivery.freeThere"
          values={{ amount: formatRm(cheapest.freeDeliveryOver) }}
          components={{ 0: policyLink }}
        />
      </span>
    </span>
  );
}

/**
 * "Order within 2 h 13 min for delivery today" (docs/product/delivery.md, "Dates and slots"): to a signed-in shopper
 * whose default address's zone receives this form of fruit and has a run still open today, the minutes the shop's
 * clock leaves before its cut-off, never the browser's reckoning; nothing otherwise. It is read again as the query
 * goes stale (a page come back to, a visit), never on a timer, and is no live region: a screen reader is not told
 * every minute.
 */
function OrderWithin({ form }: { form: ProductForm }) {
  const t = useT('catalogue');
  const zones = useDeliveryZones();
  const addresses = useAddresses();
  const address = initialAddress(addresses.data);
  const zone = address && zones.data ? zoneOfAddress(zones.data, address) : null;
  const days = useDeliveryDays(zone && zone.forms.includes(form) && zone.slots.length > 0 ? address?.postalCode : undefined);
  const left = days.data?.orderWithinMinutes;
  if (left === null || left === undefined) return null;
  const { hours, minutes } = hoursAndMinutes(left);
  const time =
    hours > 0
      ? t('product.delivery.hoursMinutes', { hours: formatNumber(hours), minutes: formatNumber(minutes) })
      : t('product.delivery.minutes', { minutes: formatNumber(minutes) });
  return <span className="block text-emerald-800">{t('product.delivery.orderWithin', { time })}</span>;
}

/** Delivery fees and times, and the storage note, as the shop's zones and settings state them now (docs/product/fees.md). */
export function DeliveryInfo({ name, form }: { name: string; form: ProductForm }) {
  const t = useT('catalogue');
  return (
    <ul className="grid gap-3 rounded-xl border border-emerald-100 bg-emerald-50/60 p-4 text-sm">
      <li className="flex gap-3">
        <TruckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <DeliveryFees name={name} form={form} />
      </li>
      <li className="flex gap-3">
        <ClockIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <span>
          <span className="block font-medium">
            <DeliveryPromise kind="delivery" />
          </span>
          <OrderWithin form={form} />
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
