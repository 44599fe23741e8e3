import { createCancelOrder } from './cancel-order';
import { createDecideClaim } from './decide-claim';
import { createEndPreorderWindows } from './end-preorder-windows';
import { createEraseAccount } from './erase-account';
import { createExpireCredit } from './expire-credit';
import { createExpireOrders } from './expire-orders';
import { createExportAccountData } from './export-account-data';
import type { FlowDeps } from './flow-deps';
import { createNotifyStockAlerts } from './notify-stock-alerts';
import { createPlaceOrder } from './place-order';
import { createReconcilePayments } from './reconcile-payments';
import { createRecordDrop } from './record-drop';
import { createRefundPayment } from './refund-payment';
import { createSendLowStockDigest } from './send-low-stock-digest';
import { createSettlePayment } from './settle-payment';
import { createStartPayment } from './start-payment';
import { createWeighOrder } from './weigh-order';

/**
 * The processes that span modules, each built once here and shared by the routes that start them and the
 * background jobs (ARCHITECTURE.md: Buying a durian). Flows call modules' public.ts; modules never call flows.
 */
export function createFlows(deps: FlowDeps) {
  const refunds = createRefundPayment(deps);
  const { refundPayment, settleOpenRefunds } = refunds;
  const settlePayment = createSettlePayment(deps, refunds);
  const { cancelOrder, settleIfPaid, cancelOwnOrder, cancelOrderAsAdmin } = createCancelOrder(deps, { settlePayment, refundPayment });
  const { placeOrder, placePreorder } = createPlaceOrder(deps, { settleIfPaid, payOrderTx: settlePayment.payOrderTx });
  const { expireOnce } = createExpireOrders(deps, { cancelOrder });
  const { reconcileOnce, firstCheckAt } = createReconcilePayments(deps, { settlePayment, refundPayment, settleOpenRefunds });
  const { startPayment } = createStartPayment(deps, { firstCheckAt });
  const { weighOrder } = createWeighOrder(deps, refunds);
  const { decideClaim } = createDecideClaim(deps, refunds);
  const { eraseDueAccounts } = createEraseAccount(deps);
  const { sendLowStockDigestOnce } = createSendLowStockDigest(deps);
  const { notifyStockAlertsOnce } = createNotifyStockAlerts(deps);
  const { recordDrop } = createRecordDrop(deps);
  const { chooseForUnfilledFruit, endPreorderWindowsOnce } = createEndPreorderWindows(deps, { cancelOrder, settleOpenRefunds });
  const { expireCreditOnce } = createExpireCredit(deps);
  const { exportAccountDataOnce } = createExportAccountData(deps);
  return {
    placeOrder,
    placePreorder,
    startPayment,
    settlePayment,
    refundPayment,
    cancelOrder,
    cancelOwnOrder,
    cancelOrderAsAdmin,
    weighOrder,
    decideClaim,
    settleIfPaid,
    expireOnce,
    reconcileOnce,
    firstReconcileCheckAt: firstCheckAt,
    eraseDueAccounts,
    sendLowStockDigestOnce,
    notifyStockAlertsOnce,
    recordDrop,
    chooseForUnfilledFruit,
    endPreorderWindowsOnce,
    expireCreditOnce,
    exportAccountDataOnce,
  };
}

export type Flows = ReturnType<typeof createFlows>;
