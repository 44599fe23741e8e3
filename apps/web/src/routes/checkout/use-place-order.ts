import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { cartQueryKey } from '@/features/cart/api/get-cart';
import { shopSettingsQueryOptions } from '@/features/cart/api/get-shop-settings';
import { useCreateOrder } from '@/features/orders/api/create-order';
import { payOrder } from '@/features/payments/pay-order';
import { ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';

export type CheckoutPhase =
  | { name: 'idle' }
  | { name: 'submitting' }
  | { name: 'paying'; orderId: string; total: number; testMode: boolean };

export interface PlaceOrderInput {
  isPickup: boolean;
  /** A saved address id, or a drop-off point id for pickup. */
  destinationId: string;
  specialInstructions: string;
  /** The total the shopper was shown, RM; the server refuses the order when its own differs. */
  total: number;
  prefill: { name: string; email: string; contact: string };
  /** The delivery address on one line, or 'Pickup from dropoff point'. */
  addressNote: string;
}

/**
 * Checkout (docs/product/cart-and-checkout.md): create the order, open a payment for it, let the gateway window take the card, confirm
 * the signed answer with the server, then go to the confirmation page. Every failure returns to the form
 * with the cart untouched (the server empties the cart only once the payment is confirmed).
 */
export function usePlaceOrder() {
  const t = useT('buying');
  const [phase, setPhase] = useState<CheckoutPhase>({ name: 'idle' });
  const [testMode, setTestMode] = useState(false);
  const inFlight = useRef(false);
  const createOrder = useCreateOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function placeOrder(input: PlaceOrderInput) {
    // A double click must not create two orders.
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase({ name: 'submitting' });
    try {
      const order = await createOrder.mutateAsync({
        isPickup: input.isPickup,
        shippingAddressOrDropoffPointId: input.destinationId,
        specialInstructions: input.specialInstructions.trim() || null,
        total: input.total,
      });
      if (!order?.id) throw new Error('Failed to create order');

      const outcome = await payOrder(order, { prefill: input.prefill, addressNote: input.addressNote }, (testMode) => {
        setTestMode(testMode);
        setPhase({ name: 'paying', orderId: order.id, total: order.total, testMode });
      });
      if (outcome.kind !== 'paid') {
        if (outcome.kind === 'failed') toast.error(outcome.message);
        setPhase({ name: 'idle' });
        return;
      }

      toast.success(t('payment.successful'));
      // The processing view stays up until the confirmation page replaces this one.
      navigate(paths.orderConfirmation({ paymentIntentId: outcome.paymentIntentId, orderId: order.id, status: 'success' }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // 'Prices have changed. Please review your order.' or a stock shortage: show the fresh figures.
        toast.error(error.message);
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        void queryClient.invalidateQueries({ queryKey: shopSettingsQueryOptions().queryKey });
      } else {
        toast.error(error instanceof ApiError && error.message ? error.message : t('checkout.failed'));
      }
      setPhase({ name: 'idle' });
    } finally {
      inFlight.current = false;
    }
  }

  return { phase, testMode, placeOrder };
}
