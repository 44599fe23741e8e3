import type { Order } from '@durio/shared/schemas/orders';
import { formatRm } from '@/lib/format';
import { CreditCardIcon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { payOrder } from '@/features/payments/pay-order';
import { ApiError, errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCancelOrder } from '@/features/orders/api/cancel-order';
import { ordersQueryKey } from '@/features/orders/api/list-orders';

/** 'Cancel order' while the customer may cancel (the reply's `cancellable`); the confirmation says a paid order is refunded. */
export function CancelOrderButton({ order }: { order: Order }) {
  const t = useT('buying');
  const cancel = useCancelOrder();
  if (!order.cancellable) return null;
  const paid = order.paymentStatus === 'PAID';
  return (
    <ConfirmButton
      label={t('cancelOrder.button')}
      variant="outline"
      icon={<XCircleIcon aria-hidden="true" />}
      title={t('cancelOrder.title')}
      description={paid ? t('cancelOrder.paidText', { amount: formatRm(order.total) }) : t('cancelOrder.unpaidText')}
      cancel={t('cancelOrder.keep')}
      confirm={t('cancelOrder.button')}
      busy={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(order.id, {
          onSuccess: () => toast.success(paid ? t('cancelOrder.doneRefunded') : t('cancelOrder.done')),
          // The order moved on since the page showed it: say so plainly; the refetch then shows where it is.
          onError: (error) =>
            toast.error(error instanceof ApiError && error.status === 409 ? t('cancelOrder.refused') : errorMessage(error, t('cancelOrder.failed'))),
        })
      }
    />
  );
}

/** 'Complete payment' on the current unpaid order until it expires (docs/product/orders-and-payments.md). */
export function CompletePaymentButton({ order }: { order: Order }) {
  const t = useT('buying');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  // Until the sweeper expires it; a payment opened too late is refused by the server with its reason.
  if (order.status !== 'PENDING') return null;

  async function pay() {
    setPaying(true);
    try {
      const outcome = await payOrder(order, {
        prefill: { name: user?.displayName ?? '', email: user?.email ?? '', contact: user?.phone ?? '' },
        addressNote: order.isPickup ? 'Pickup from dropoff point' : (order.shippingAddress?.addressLine1 ?? ''),
      });
      if (outcome.kind === 'paid') toast.success(t('payment.successful'));
      else if (outcome.kind === 'pending') toast.info(t('payment.bankConfirming'));
      else if (outcome.kind === 'failed') toast.error(outcome.message);
    } catch (error) {
      toast.error(errorMessage(error, t('completePayment.failed')));
    } finally {
      setPaying(false);
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    }
  }

  return (
    <Button onClick={() => void pay()} disabled={paying}>
      <CreditCardIcon aria-hidden="true" />
      {paying ? t('completePayment.opening') : t('completePayment.button')}
    </Button>
  );
}
