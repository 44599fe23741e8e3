import type { Order } from '@durio/shared/schemas/orders';
import { useT } from '@/lib/i18n';

type OrderAddress = NonNullable<Order['shippingAddress']>;

/** An address block: name, lines, city, state, postal code, country, phone. */
export function OrderAddressLines({ address }: { address: OrderAddress }) {
  const t = useT('buying');
  return (
    <address className="text-sm leading-relaxed not-italic text-stone-700">
      <span className="block font-medium text-foreground">{address.name}</span>
      <span className="block">{address.addressLine1}</span>
      {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
      <span className="block">
        {address.city}, {address.state} {address.postalCode}
      </span>
      {address.country && <span className="block">{address.country}</span>}
      {address.phone && <span className="block">{t('order.address.phone', { phone: address.phone })}</span>}
    </address>
  );
}

/** The pickup point when the order has one, else the shipping address. */
export function orderDestination(order: Order): { kind: 'pickup' | 'shipping'; address: OrderAddress } | null {
  if (order.drop_off_point) return { kind: 'pickup', address: order.drop_off_point };
  if (order.shippingAddress) return { kind: 'shipping', address: order.shippingAddress };
  return null;
}
