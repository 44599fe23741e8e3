import type { CreateOrderBody, Order } from '@durio/shared/schemas/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { storeCreditQueryKey } from '@/features/credit/api/get-store-credit';
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
  /** Store credit to pay with, RM (docs/product/store-credit.md); none or 0: the card pays it all. */
  credit?: number;
  /** The delivery day and run picked (docs/product/delivery.md, "Dates and slots"); none: the server books the earliest open one. */
  delivery?: CreateOrderBody['delivery'];
  /** The day a pickup is collected ("Pickup days"); none: the earliest the point is open. */
  pickupDate?: string;
  prefill: { name: string; email: string; contact: string };
  /** The delivery address on one line, or 'Pickup from dropoff point'. */
  addressNote: string;
}

/** How a checkout places its order: the cart's, or fruits reserved from a tree's next drop (docs/product/the-season.md). */
export interface OrderPlacement {
  /** Creates the PENDING order; the server refuses (409) a total that is not its own. */
  place: (
    body: Pick<CreateOrderBody, 'isPickup' | 'shippingAddressOrDropoffPointId' | 'specialInstructions' | 'total' | 'delivery' | 'pickupDate' | 'credit'>,
  ) => Promise<Order>;
  /** A 409: what the page showed changed meanwhile (prices, stock, the fruits left). The page says so and refreshes. */
  onConflict: (error: ApiError) => void;
}

/**
 * Checkout (docs/product/cart-and-checkout.md): create the order, open a payment for it, let the gateway window take the card, confirm
 * the signed answer with the server, then go to the confirmation page. Every failure returns to the form
 * with the cart untouched (the server empties the cart only once the payment is confirmed).
 */
export function usePlaceOrder({ place, onConflict }: OrderPlacement) {
  const t = useT('buying');
  const [phase, setPhase] = useState<CheckoutPhase>({ name: 'idle' });
  const [testMode, setTestMode] = useState(false);
  const inFlight = useRef(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function placeOrder(input: PlaceOrderInput) {
    // A double click must not create two orders.
    if (inFlight.current) return;
    inFlight.current = true;
    setPhase({ name: 'submitting' });
    try {
      const order = await place({
        isPickup: input.isPickup,
        shippingAddressOrDropoffPointId: input.destinationId,
        specialInstructions: input.specialInstructions.trim() || null,
        total: input.total,
        ...(input.delivery && { delivery: input.delivery }),
        ...(input.pickupDate && { pickupDate: input.pickupDate }),
        ...(input.credit && { credit: input.credit }),
      });
      if (!order?.id) throw new Error('Failed to create order');
      if (input.credit) void queryClient.invalidateQueries({ queryKey: storeCreditQueryKey });

      // Store credit paid it all: the server answers it PAID and no gateway is asked (docs/product/store-credit.md).
      if (order.status === 'PAID') {
        toast.success(t('payment.successful'));
        navigate(paths.orderPaidWithCredit(order.id));
        return;
      }

      const outcome = await payOrder(order, { prefill: input.prefill, addressNote: input.addressNote }, (testMode) => {
        setTestMode(testMode);
        setPhase({ name: 'paying', orderId: order.id, total: order.total, testMode });
      });
      if (outcome.kind === 'dismissed' || outcome.kind === 'failed') {
        if (outcome.kind === 'failed') toast.error(outcome.message);
        setPhase({ name: 'idle' });
        return;
      }

      if (outcome.kind === 'paid') toast.success(t('payment.successful'));
      // The processing view stays up until the confirmation page replaces this one; a bank confirming later is waited
      // for there.
      navigate(paths.orderConfirmation({ paymentIntentId: outcome.paymentIntentId, orderId: order.id, status: outcome.kind === 'paid' ? 'success' : 'pending' }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // 'Your store credit has changed' among the refusals: the balance shown is read again.
        if (input.credit) void queryClient.invalidateQueries({ queryKey: storeCreditQueryKey });
        onConflict(error);
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
