/** One line for a card or the payment window: '12 Jalan Ampang, Kuala Lumpur, 50450, Malaysia'. */
export function formatAddressLine(address: {
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country?: string | null;
}): string {
  return [address.addressLine1, address.addressLine2, address.city, `${address.postalCode} ${address.state}`.trim(), address.country]
    .filter((part) => part && part.trim())
    .join(', ');
}
