import type { Address } from '@durio/shared/schemas/addresses';

/** The saved address the checkout starts on, and the cart prices delivery to: the default one, else the first. */
export function initialAddress(addresses: readonly Address[] | undefined): Address | undefined {
  return addresses?.find((address) => address.isDefault) ?? addresses?.[0];
}
