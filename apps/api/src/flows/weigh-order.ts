import { splitRefund } from '@durio/shared/credit';
import { formatRm, senToRm } from '@durio/shared/money';
import { priceWeighedOrder } from '@durio/shared/pricing';
import { weighingRefusals, type AdminOrder, type WeighOrderBody } from '@durio/shared/schemas/orders';
import { recordAdminChange } from '../audit/admin-changes';
import { BadRequestError, ConflictError } from '../lib/errors';
import { findDisplayName } from '../modules/auth/public';
import {
  addOrderUpdate,
  createOrdersService,
  enqueueOrderWeighedMail,
  findOrderToWeigh,
  recordWeighing,
} from '../modules/orders/public';
import { claimPaymentLease, openRefund, orderPaymentOf } from '../modules/payments/public';
import { addCredit } from '../modules/credit/public';
import { fruitsStillOnTree } from '../modules/preorders/public';
import type { FlowDeps } from './flow-deps';
import type { RefundPayment } from './refund-payment';

const { notWeighable: NOT_WEIGHABLE, nothingToWeigh: NOTHING_TO_WEIGH, alreadyWeighed: ALREADY_WEIGHED, weighEveryFruit: WEIGH_EVERY_FRUIT, underweight: UNDERWEIGHT } =
  weighingRefusals;

/**
 * Weigh an order's fruit (docs/product/selling-by-weight.md): the admin enters each fruit's weight while the order
 * is PROCESSING; the order's final price is set once, the difference goes back to the card as a partial refund,
 * exactly once, and the customer gets the weighed invoice. Fees stay as charged.
 */
export function createWeighOrder(deps: FlowDeps, { settleOpenRefunds }: Pick<RefundPayment, 'settleOpenRefunds'>) {
  const { db, clock, log, mail, storage, paymentLeaseMs } = deps;
  const orders = createOrdersService({ db, clock, storage, config: { publicUrl: mail.publicUrl }, mailer: mail });

  async function weighOrder(adminId: string, orderId: string, body: WeighOrderBody): Promise<AdminOrder> {
    // 1. An order being processed, with fruit priced by weight not yet weighed (404, 409 otherwise).
    const { order, lines } = await findOrderToWeigh(db, orderId);
    const weighable = lines.filter((line) => line.pricePerKgSen !== null);
    if (weighable.length === 0) throw new ConflictError(NOTHING_TO_WEIGH);
    if (order.weighedAt) throw new ConflictError(ALREADY_WEIGHED);
    if (order.status !== 'PROCESSING') throw new ConflictError(NOT_WEIGHABLE);

    // 2. One weight a fruit, for exactly the weight-priced lines (400); a fruit under its range only when confirmed.
    //    A pre-order's fruit still on the tree is not weighed (docs/product/the-season.md): its one line weighs what fell.
    const toCome = await fruitsStillOnTree(db, orderId);
    const sent = new Map(body.lines.map((line) => [line.itemId, line.weights.map((kg) => Math.round(kg * 1000))]));
    const everyFruit =
      sent.size === body.lines.length &&
      sent.size === weighable.length &&
      weighable.every((line) => sent.get(line.id)?.length === line.quantity - toCome);
    if (!everyFruit) throw new BadRequestError(WEIGH_EVERY_FRUIT);
    const underweight = weighable.some((line) => sent.get(line.id)!.some((grams) => grams < (line.minWeightGrams ?? 0)));
    if (underweight && !body.confirmUnderweight) throw new ConflictError(UNDERWEIGHT);

    // 3. The final price by the one pricing rule: each fruit at its weight, never above what it was charged.
    const weighed = priceWeighedOrder(
      order,
      lines.map((line) => ({ ...line, fruitWeightsGrams: sent.get(line.id) ?? null, fruitsToCome: toCome })),
    );
    const now = clock.now();
    const by = (await findDisplayName(db, adminId)) ?? 'Admin';

    // 4. One transaction: the weights and final price are written once (a second save, or a second admin at
    //    once, finds them written and changes nothing), the refund of the difference is opened in the ledger with
    //    the payment's lease taken, the customer reads it in the Order Updates, and the weighed invoice is queued.
    const { recorded, refunding } = await db.transaction(async (tx) => {
      const recorded = await recordWeighing(tx, {
        orderId,
        at: now,
        lines: weighable.map((line) => ({ id: line.id, fruitWeightsGrams: sent.get(line.id)!, weighedTotalSen: weighed.lineTotalsSen[lines.indexOf(line)]! })),
        subtotalSen: weighed.subtotalSen,
        discountSen: weighed.discountSen,
        taxSen: weighed.taxSen,
        totalSen: weighed.totalSen,
      });
      if (!recorded) return { recorded: false, refunding: null };
      const payment = await orderPaymentOf(tx, orderId);
      // The difference goes back the way it was paid (docs/product/store-credit.md): to the card up to what the card
      // paid, the rest to the store credit it was paid with.
      const { toCardSen, toCreditSen } = splitRefund({ refundSen: weighed.refundSen, cardPaidSen: payment?.amountSen ?? 0, creditPaidSen: order.creditSen });
      const refund =
        payment && toCardSen > 0 ? await openRefund(tx, { paymentId: payment.id, orderId, reason: 'weighing', amountSen: toCardSen, at: now }) : null;
      const leased = refund && payment ? await claimPaymentLease(tx, payment.id, now, paymentLeaseMs) : false;
      if (toCreditSen > 0 && order.userId) {
        await addCredit(tx, { userId: order.userId, kind: 'returned', amountSen: toCreditSen, orderId, at: now });
      }
      await addOrderUpdate(tx, {
        orderId,
        status: order.status,
        message: weighedMessage(weighed.totalSen, toCardSen, toCreditSen),
        updatedBy: by,
        at: now,
      });
      await enqueueOrderWeighedMail(tx, orderId, { publicUrl: mail.publicUrl, storage });
      await recordAdminChange(tx, {
        actorId: adminId,
        entity: 'order',
        entityId: orderId,
        action: 'weighed',
        before: { totalSen: order.totalSen },
        after: { totalSen: weighed.totalSen, refundSen: weighed.refundSen, weights: Object.fromEntries(sent) },
      });
      return { recorded: true, refunding: leased ? payment!.id : null };
    });
    if (!recorded) throw new ConflictError(ALREADY_WEIGHED);
    mail.kick();

    // 5. After the commit: the gateway gives the difference back. A failure leaves the refund open in the ledger,
    //    and the reconciler finishes it once the lease runs out.
    if (refunding) {
      await settleOpenRefunds(refunding).catch((err: unknown) => {
        log?.warn({ err, orderId }, 'the weighing refund failed; the reconciler retries it');
      });
    }
    return orders.getOrderForAdmin(orderId);
  }

  return { weighOrder };
}

export type WeighOrder = ReturnType<typeof createWeighOrder>;

/** The Order Update of a weighing: the weighed total, and where the difference goes. */
function weighedMessage(totalSen: number, toCardSen: number, toCreditSen: number): string {
  const rm = (sen: number) => formatRm(senToRm(sen));
  const weighed = `Your fruit was weighed: ${rm(totalSen)} in all`;
  if (toCardSen > 0 && toCreditSen > 0) return `${weighed}, ${rm(toCardSen)} goes back to your card and ${rm(toCreditSen)} to your store credit`;
  if (toCreditSen > 0) return `${weighed}, ${rm(toCreditSen)} goes back to your store credit`;
  if (toCardSen > 0) return `${weighed}, ${rm(toCardSen)} goes back to your card`;
  return weighed;
}
