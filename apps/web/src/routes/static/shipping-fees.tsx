import { formatRm } from '@/lib/format';
import { LoadingState } from '@/components/page-states';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';
import { useDropoffPoints } from '@/features/orders/api/list-dropoff-points';
import { LoadErrorAlert } from '@/features/farms/components/load-error-alert';

/** The fees as the shop's settings set them now (DECISIONS §4), so the policy never disagrees with checkout. */
export function ShippingFees() {
  const settings = useShopSettings();
  if (settings.isPending) return <LoadingState label="Loading current fees..." />;
  if (settings.isError) return <LoadErrorAlert title="Failed to load the current fees" error={settings.error} />;
  const fees = settings.data;
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Delivery and cool-packing fees</caption>
        <thead className="border-b bg-muted/60">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Charge</th>
            <th scope="col" className="px-4 py-3 font-semibold">When</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          <tr>
            <th scope="row" className="px-4 py-3 font-medium">Delivery</th>
            <td className="px-4 py-3 text-muted-foreground">Orders up to {formatRm(fees.freeDeliveryOver)}</td>
            <td className="px-4 py-3 text-right font-semibold">{formatRm(fees.deliveryFee)}</td>
          </tr>
          <tr>
            <th scope="row" className="px-4 py-3 font-medium">Delivery</th>
            <td className="px-4 py-3 text-muted-foreground">Orders over {formatRm(fees.freeDeliveryOver)}, and every pickup</td>
            <td className="px-4 py-3 text-right font-semibold">Free</td>
          </tr>
          <tr>
            <th scope="row" className="px-4 py-3 font-medium">Cool packing</th>
            <td className="px-4 py-3 text-muted-foreground">Total weight under {fees.handlingWeightLimitKg} kg</td>
            <td className="px-4 py-3 text-right font-semibold">{formatRm(fees.handlingFeeLight)}</td>
          </tr>
          <tr>
            <th scope="row" className="px-4 py-3 font-medium">Cool packing</th>
            <td className="px-4 py-3 text-muted-foreground">Total weight of {fees.handlingWeightLimitKg} kg and over</td>
            <td className="px-4 py-3 text-right font-semibold">{formatRm(fees.handlingFeeHeavy)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The pickup points customers can choose at checkout. */
export function PickupPoints() {
  const points = useDropoffPoints(true);
  if (points.isPending) return <LoadingState label="Loading pickup points..." />;
  if (points.isError) return <LoadErrorAlert title="Failed to load pickup locations" error={points.error} />;
  if (points.data.length === 0) return <p>Pickup is not available at the moment.</p>;
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
