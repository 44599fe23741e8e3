import type { Order } from '@durio/shared/schemas/orders';

/*
 * An order's address as the console writes it, on the order's page and on the printed run sheet (docs/product/delivery.md,
 * "The owner's day"): the name, the lines, then postcode, city and state.
 */

type OrderAddress = NonNullable<Order['shippingAddress']>;

/**
 * `address` as lines. The run sheet sets the postcode in bold (its stops go by postcode) and gives the phone a column
 * of its own; the order's page writes the phone under the address.
 */
export function AddressBlock({ address, boldPostcode = false, withPhone = false }: { address: OrderAddress; boldPostcode?: boolean; withPhone?: boolean }) {
  return (
    <address className="not-italic">
      {address.name}
      <br />
      {address.addressLine1}
      {address.addressLine2 && (
        <>
          <br />
          {address.addressLine2}
        </>
      )}
      <br />
      {boldPostcode ? <span className="font-semibold">{address.postalCode}</span> : address.postalCode} {address.city}, {address.state}
      {withPhone && address.phone && (
        <>
          <br />
          {address.phone}
        </>
      )}
    </address>
  );
}
