import type { Cart } from '@durio/shared/schemas/cart';
import type { Order } from '@durio/shared/schemas/orders';
import type { ShopSettings } from '@durio/shared/schemas/settings';
import { priceCart, toPricingSettings } from '../../apps/web/src/features/cart/cart-pricing';
import type { ApiCall } from './admin-api';

/**
 * A paid order of `quantity` of one durian, through the calls the web app makes (cart, order at the total it
 * shows, the sandbox's card form, confirm): for files that need orders to work on, not to test the purchase,
 * which purchase.e2e.ts does in the browser. Returns the order.
 */
export async function buyPaidThroughApi(asCustomer: ApiCall, productId: string, addressId: string, quantity = 1): Promise<Order> {
  await asCustomer('POST', '/durian/cart/items', { productId, quantity });
  const [cart, settings] = await Promise.all([asCustomer<Cart>('GET', '/durian/cart'), asCustomer<ShopSettings>('GET', '/durian/settings')]);
  const total = priceCart(cart.items, false, toPricingSettings(settings)).totalSen / 100;
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
