import { createCancelOrder } from './cancel-order';
import { createExpireOrders } from './expire-orders';
import type { FlowDeps } from './flow-deps';
import { createReconcilePayments } from './reconcile-payments';
import { createRefundPayment } from './refund-payment';
import { createSettlePayment } from './settle-payment';

/**
 * The processes that span modules, each built once here and shared by the services and background jobs
 * that start them (ARCHITECTURE.md: Buying a durian).
 */
export function createFlows(deps: FlowDeps & { orderExpiryMinutes: number }) {
  const { refundPayment } = createRefundPayment(deps);
  const settlePayment = createSettlePayment(deps, { refundPayment });
  const { cancelOrder, settleIfPaid } = createCancelOrder(deps, { settlePayment, refundPayment });
  const { expireOnce } = createExpireOrders(deps, { cancelOrder }, { orderExpiryMinutes: deps.orderExpiryMinutes });
  const { reconcileOnce, firstCheckAt } = createReconcilePayments(deps, { settlePayment, refundPayment });
  return {
    settlePayment,
    refundPayment,
    cancelOrder,
    settleIfPaid,
    expireOnce,
    reconcileOnce,
    firstReconcileCheckAt: firstCheckAt,
  };
}

export type Flows = ReturnType<typeof createFlows>;
