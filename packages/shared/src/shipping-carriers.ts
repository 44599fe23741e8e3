/**
 * The couriers Malaysian shops ship with, and where a customer follows a parcel on each. The console offers
 * them when an order ships; the shipped e-mail and the order page link the tracking number to the page.
 * Another carrier may be typed in; its parcels are then shown without a link.
 */
export const shippingCarriers = [
  { name: 'Pos Laju', trackingUrl: 'https://tracking.pos.com.my/tracking/{number}' },
  { name: 'J&T Express', trackingUrl: 'https://www.jtexpress.my/tracking/{number}' },
  { name: 'Ninja Van', trackingUrl: 'https://www.ninjavan.co/en-my/tracking?id={number}' },
  { name: 'DHL eCommerce', trackingUrl: 'https://www.dhl.com/my-en/home/tracking.html?tracking-id={number}' },
  { name: 'City-Link Express', trackingUrl: 'https://www.citylinkexpress.com/tracking-result/?track0={number}' },
  { name: 'GDEX', trackingUrl: 'https://gdexpress.com/tracking/?consignmentno={number}' },
] as const;

/** The page that follows this parcel, or null for a carrier the shop does not know. */
export function trackingLink(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const known = shippingCarriers.find((c) => c.name.toLowerCase() === carrier.trim().toLowerCase());
  return known ? known.trackingUrl.replace('{number}', encodeURIComponent(trackingNumber.trim())) : null;
}
