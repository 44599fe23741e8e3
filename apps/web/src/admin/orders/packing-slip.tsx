import type { AdminOrder } from '@durio/shared/schemas/orders';
import type { ShopContact } from '@durio/shared/schemas/settings';
import { orderNumber } from '@durio/shared/order-number';
import { Fragment } from 'react';
import { ShopAddressLines } from '@/components/shop-contact';
import { useShopSettings } from '@/features/cart/api/get-shop-settings';
import { formatKg, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { deliveryWhen, formatDeliveryDay } from '../components/delivery-format';

export const PACKING_SLIP_ID = 'packing-slip';

/** Only the slips go on paper, each on a page of its own; `:has()` keeps their ancestors, so the console's frame drops out. */
const PRINT_CSS = `
@page { margin: 10mm; }
@media print {
  body *:not(:has(#${PACKING_SLIP_ID})):not(#${PACKING_SLIP_ID}):not(#${PACKING_SLIP_ID} *) { display: none !important; }
  #${PACKING_SLIP_ID} { display: block !important; }
  #${PACKING_SLIP_ID} > section:not(:last-child) { break-after: page; }
}`;

/**
 * The packing slips of `orders`, hidden on screen and printed by the browser's print (one order's page, or the
 * orders chosen in the list): one page each.
 */
export function PackingSlips({ orders }: { orders: readonly AdminOrder[] }) {
  const shop = useShopSettings().data?.shop;
  return (
    <div id={PACKING_SLIP_ID} className="hidden">
      <style>{PRINT_CSS}</style>
      {orders.map((order) => (
        <PackingSlip key={order.id} order={order} shop={shop} />
      ))}
    </div>
  );
}

/**
 * What the packer puts in the box: who it goes to, what is in it, and the customer's notes; no prices. Each fruit
 * priced by weight has a blank for what the scale says, or its weight once entered (docs/product/selling-by-weight.md).
 */
function PackingSlip({ order, shop }: { order: AdminOrder; shop: ShopContact | undefined }) {
  const t = useT('admin');
  const address = order.isPickup ? order.drop_off_point : order.shippingAddress;
  return (
    <section aria-label={t('order.title', { number: orderNumber(order.id) })}>
      <div className="flex justify-between gap-6 border-b pb-3">
        <div>
          <p className="text-2xl font-extrabold">{t('slip.title')}</p>
          <p>{t('order.title', { number: orderNumber(order.id) })}</p>
        </div>
        {shop && (
          <address className="text-right text-sm not-italic">
            <ShopAddressLines contact={shop} lineClassName="block first:font-semibold" />
          </address>
        )}
      </div>
      <div className="py-3">
        <p className="font-semibold">{order.isPickup ? t('slip.pickupAt') : t('slip.shipTo')}</p>
        <p>{order.customer?.displayName}</p>
        {address && (
          <p>
            {address.name}, {address.addressLine1}
            {address.addressLine2 ? `, ${address.addressLine2}` : ''}, {address.postalCode} {address.city}, {address.state}
          </p>
        )}
        {order.customer?.phone && <p>{t('slip.phone', { phone: order.customer.phone })}</p>}
        {/* The day and run it goes out in, and its zone (docs/product/delivery.md): the box goes on that run's van. */}
        {!order.isPickup && order.delivery && (
          <p className="font-semibold">
            {t('slip.delivery', { when: deliveryWhen(order.delivery) ?? t('order.noDeliveryDay'), zone: order.delivery.zone })}
          </p>
        )}
        {/* The day it is collected (docs/product/delivery.md, "Pickup days"): the box waits at the point for that day. */}
        {order.isPickup && order.pickupDate && <p className="font-semibold">{t('order.pickupWhen', { when: formatDeliveryDay(order.pickupDate) })}</p>}
      </div>
      <table className="w-full border-t text-left">
        <thead>
          <tr>
            <th className="py-1">{t('slip.item')}</th>
            <th className="py-1">{t('slip.farm')}</th>
            <th className="py-1 text-right">{t('slip.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <Fragment key={item.id}>
              <tr className="border-t">
                <td className="py-1">{item.product.name}</td>
                <td className="py-1">{item.product.farm.name}</td>
                <td className="py-1 text-right">{formatNumber(item.quantity)}</td>
              </tr>
              {item.weighing && <FruitWeightsRow weighing={item.weighing} quantity={item.quantity} />}
            </Fragment>
          ))}
        </tbody>
      </table>
      {(order.notes || order.specialInstructions) && (
        <div className="pt-3">
          {order.notes && <p>{t('order.notes', { notes: order.notes })}</p>}
          {order.specialInstructions && <p>{t('order.specialInstructions', { instructions: order.specialInstructions })}</p>}
        </div>
      )}
    </section>
  );
}

/** Under a weight-priced line: its range, and each fruit with a blank to write its weight in, or the weight entered. */
function FruitWeightsRow({ weighing, quantity }: { weighing: NonNullable<AdminOrder['items'][number]['weighing']>; quantity: number }) {
  const t = useT('admin');
  return (
    <tr>
      <td colSpan={3} className="pb-2 pl-4 text-sm">
        <p>{t('slip.range', { min: formatNumber(weighing.minWeight), max: formatNumber(weighing.maxWeight) })}</p>
        <ol className="flex flex-wrap gap-x-6 gap-y-2 pt-1">
          {Array.from({ length: quantity }, (_, index) => {
            const kg = weighing.fruitWeights?.[index];
            return <li key={index}>{t('slip.fruitWeight', { number: index + 1, weight: kg === undefined ? '________ kg' : formatKg(kg) })}</li>;
          })}
        </ol>
      </td>
    </tr>
  );
}
