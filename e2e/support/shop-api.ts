import { pricingFor } from '@durio/shared/pricing';
import type { Address } from '@durio/shared/schemas/addresses';
import type { Cart } from '@durio/shared/schemas/cart';
import type { DeliveryZone } from '@durio/shared/schemas/delivery-zones';
import type { AdminOrder, Order } from '@durio/shared/schemas/orders';
import type { ShopSettings } from '@durio/shared/schemas/settings';
import { priceCart, toShopFees, toZoneFees } from '../../apps/web/src/features/cart/cart-pricing';
import { zoneOfAddress } from '../../apps/web/src/features/cart/delivery-zone';
import { callsWithToken, type AdminCall, type ApiCall } from './admin-api';
import { SHOPPER_PASSWORD, uniqueEmail } from './shopper';

/** A new customer signed up through the API, as the web app's register form does: their calls and id. */
export async function signUpThroughApi(
  baseUrl: string,
  { email = uniqueEmail(), displayName = 'Aisyah Rahman', language }: { email?: string; displayName?: string; language?: string } = {},
): Promise<{ call: ApiCall; userId: string }> {
  const res = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SHOPPER_PASSWORD, displayName, ...(language && { language }) }),
  });
  if (res.status !== 201) throw new Error(`Registering ${email} answered ${res.status}: ${await res.text()}`);
  const session = (await res.json()) as { access_token: string; user_id: string };
  return { call: callsWithToken(baseUrl, session.access_token), userId: session.user_id };
}

/** A home address in Raub for a customer who buys through the API; its id. */
export async function addHomeAddress(asCustomer: ApiCall): Promise<string> {
  const address = await asCustomer<{ id: string }>('POST', '/user-profile/addresses', {
    name: 'Home',
    addressLine1: '7 Jalan Durian',
    city: 'Raub',
    state: 'Pahang',
    postalCode: '27600',
    country: 'Malaysia',
  });
  return address.id;
}

/**
 * A paid order of `quantity` of one durian, through the calls the web app makes (cart, order at the total it
 * shows, the sandbox's card form, confirm): for files that need orders to work on, not to test the purchase,
 * which purchase.e2e.ts does in the browser. Returns the order.
 */
export async function buyPaidThroughApi(asCustomer: ApiCall, productId: string, addressId: string, quantity = 1): Promise<Order> {
  await asCustomer('POST', '/durian/cart/items', { productId, quantity });
  const [cart, settings, zones, addresses] = await Promise.all([
    asCustomer<Cart>('GET', '/durian/cart'),
    asCustomer<ShopSettings>('GET', '/durian/settings'),
    asCustomer<DeliveryZone[]>('GET', '/durian/delivery-zones'),
    asCustomer<Address[]>('GET', '/user-profile/addresses'),
  ]);
  // Delivered at the fee of the address's zone, as checkout prices it (docs/product/delivery.md).
  const zone = zoneOfAddress(zones, addresses.find((address) => address.id === addressId)!);
  const total = priceCart(cart, false, pricingFor(toShopFees(settings), zone && toZoneFees(zone))).totalSen / 100;
  const order = await asCustomer<Order>('POST', '/durian/orders', { isPickup: false, shippingAddressOrDropoffPointId: addressId, total });
  const intent = await asCustomer<{ paymentIntentId: string }>('POST', '/payments/initiate', { orderId: order.id });
  const paid = await asCustomer<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }>(
    'POST',
    '/payments/sandbox/pay',
    { paymentIntentId: intent.paymentIntentId, outcome: 'success' },
  );
  await asCustomer('POST', '/payments/confirm', {
    orderId: order.id,
    razorpayPaymentId: paid.razorpay_payment_id,
    razorpayOrderId: paid.razorpay_order_id,
    razorpaySignature: paid.razorpay_signature,
  });
  return order;
}

/**
 * Weighs a processing order's fruit priced by weight, as the admin does at packing (docs/product/selling-by-weight.md),
 * each at the top of its range; an order with none is left as it is. An order ships only once weighed.
 */
export async function weighThroughApi(asAdmin: AdminCall, orderId: string): Promise<void> {
  const order = await asAdmin<AdminOrder>('GET', `/durian/orders/admin/${orderId}`);
  if (!order.weighable) return;
  const lines = order.items
    .filter((item) => item.weighing !== null)
    .map((item) => ({ itemId: item.id, weights: Array.from({ length: item.quantity }, () => item.weighing!.maxWeight) }));
  await asAdmin('PUT', `/durian/orders/admin/${orderId}/weights`, { lines });
}
