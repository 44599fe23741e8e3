import { formatRm, senToRm } from '@durio/shared/money';
import { canTakeSubstitute } from '@durio/shared/preorder-filling';
import type { Order, UnfilledChoice } from '@durio/shared/schemas/orders';
import { choiceRefusals } from '@durio/shared/schemas/preorders';
import { hasStock, takeStock } from '../modules/catalogue/public';
import type { Tx } from '../db/client';
import { ConflictError } from '../lib/errors';
import { malaysianDate } from '../lib/malaysia-dates';
import {
  addOrderUpdate,
  createOrdersService,
  CUSTOMER_ACTOR,
  enqueueOrderNoticeMail,
  findOwnOrder,
  moveOrder,
  removeUnfilledFruits,
  SYSTEM_ACTOR,
} from '../modules/orders/public';
import { claimPaymentLease, openRefund, orderPaymentOf } from '../modules/payments/public';
import {
  choiceDeadline,
  choicesPastDue,
  findOpenChoice,
  markChoiceOffered,
  preordersToOfferChoice,
  recordChoice,
  type OpenChoice,
} from '../modules/preorders/public';
import type { CancelOrder } from './cancel-order';
import type { FlowDeps } from './flow-deps';
import type { RefundPayment } from './refund-payment';

/** Pre-orders looked at per sweep and step; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/** What one sweep did: choices offered, and refunds made because nobody answered in time. */
export interface WindowEndSweep {
  offered: number;
  refunded: number;
}

/** Who answers: the customer on their order page, or the shop once the days to answer are over. */
type Answerer = 'customer' | 'system';

/**
 * A pre-order's window ends (docs/product/the-season.md, When the window ends): a paid pre-order with fruit still on
 * the tree is offered, once, a fruit of the same variety and grade from another tree of the farm or a refund of that
 * fruit; the customer answers on the order page, or the shop refunds after three days, once. Background work runs
 * from the database by conditional updates, so several processes sweep at once and a crash repeats nothing: the
 * answer is recorded in the transaction that carries it out, and a refund it opens is finished by the reconciler.
 */
export function createEndPreorderWindows(
  deps: FlowDeps,
  { cancelOrder, settleOpenRefunds }: Pick<CancelOrder, 'cancelOrder'> & Pick<RefundPayment, 'settleOpenRefunds'>,
) {
  const { db, clock, log, mail, storage, paymentLeaseMs } = deps;
  const links = { publicUrl: mail.publicUrl, storage };
  const orders = createOrdersService({ db, clock, storage, config: { publicUrl: mail.publicUrl }, mailer: mail });

  /** Offers the choice for one pre-order, once: the Order Update and the e-mail in the transaction that marks it. */
  async function offerChoice(orderId: string): Promise<boolean> {
    const now = clock.now();
    const offered = await db.transaction(async (tx) => {
      if (!(await markChoiceOffered(tx, orderId, now))) return false;
      const open = await findOpenChoice(tx, orderId);
      if (!open) return false;
      await addOrderUpdate(tx, {
        orderId,
        status: open.status,
        message: `The harvest window has ended with ${open.unfilled} of your ${open.fruits} fruits still on the tree: choose a fruit from another tree or a refund`,
        updatedBy: SYSTEM_ACTOR,
        at: now,
      });
      const substituteAvailable = canTakeSubstitute(open) && (await hasStock(tx, open.productId, open.unfilled));
      await enqueueOrderNoticeMail(tx, orderId, { kind: 'preorder-choice', unfilled: open.unfilled, decideBy: choiceDeadline(now), substituteAvailable }, links);
      return true;
    });
    if (offered) mail.kick();
    return offered;
  }

  /**
   * Tells the customer what their answer did, in its transaction: a paid order is now packed (PROCESSING), one
   * already packed or sent with the fruit that dropped hears it in an Order Update.
   */
  async function carryOut(tx: Tx, answered: OpenChoice, message: string, by: string, at: Date): Promise<void> {
    if (answered.status === 'PAID') {
      const moved = await moveOrder(tx, { orderId: answered.orderId, to: 'PROCESSING', by: 'system', from: ['PAID'], message, updatedBy: by, at });
      if (!moved) throw new ConflictError(choiceRefusals.nothingToChoose);
      return;
    }
    await addOrderUpdate(tx, { orderId: answered.orderId, status: answered.status, message, updatedBy: by, at });
  }

  /**
   * The fruit comes from another tree of the farm: off the product's stock, while the order is still to be weighed
   * and packed (409 otherwise, nothing changed); it counts as filled and the order is packed.
   */
  async function substitute(open: OpenChoice, by: string): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const locked = await findOpenChoice(tx, open.orderId, 'lock');
      if (!locked) throw new ConflictError(choiceRefusals.nothingToChoose);
      if (!canTakeSubstitute(locked)) throw new ConflictError(choiceRefusals.substituteTooLate);
      if (!(await takeStock(tx, locked.productId, locked.unfilled))) throw new ConflictError(choiceRefusals.noSubstitute);
      if (!(await recordChoice(tx, locked.orderId, 'substitute', locked.unfilled))) throw new ConflictError(choiceRefusals.nothingToChoose);
      const message = `You chose fruit from another tree of the farm for the ${locked.unfilled} that did not drop: we are packing your order`;
      await carryOut(tx, locked, message, by, now);
      await enqueueOrderNoticeMail(tx, locked.orderId, { kind: 'preorder-substituted', fruits: locked.unfilled }, links);
    });
    mail.kick();
  }

  /**
   * The unfilled fruit is refunded. With none of the fruit dropped, the order is cancelled and refunded whole (the
   * one cancel, which gives the money back). With some dropped, the line keeps those, the order costs what they cost,
   * the difference is opened as a refund in the ledger, and a paid order is packed.
   */
  async function refund(open: OpenChoice, by: string): Promise<boolean> {
    if (open.fruitsFilled === 0) {
      const outcome = await cancelOrder({
        orderId: open.orderId,
        by: 'system',
        from: ['PAID'],
        message: 'No fruit dropped before the harvest window ended: the pre-order is cancelled and refunded',
        updatedBy: by,
        alsoInTransaction: (tx) => recordChoice(tx, open.orderId, 'refund', open.unfilled),
      });
      return outcome.kind === 'cancelled';
    }
    const now = clock.now();
    const refunding = await db.transaction(async (tx) => {
      const locked = await findOpenChoice(tx, open.orderId, 'lock');
      if (!locked || locked.fruitsFilled === 0 || !(await recordChoice(tx, locked.orderId, 'refund', locked.unfilled))) return undefined;
      const { refundSen } = await removeUnfilledFruits(tx, { orderId: locked.orderId, unfilled: locked.unfilled, at: now });
      const payment = await orderPaymentOf(tx, locked.orderId);
      const opened = payment && refundSen > 0;
      if (opened) await openRefund(tx, { paymentId: payment.id, orderId: locked.orderId, reason: 'unfilled', amountSen: refundSen, at: now });
      const leased = opened ? await claimPaymentLease(tx, payment.id, now, paymentLeaseMs) : false;
      const message = `${locked.unfilled} of your ${locked.fruits} fruits did not drop before the harvest window ended: ${formatRm(senToRm(refundSen))} goes back to your card`;
      await carryOut(tx, locked, message, by, now);
      await enqueueOrderNoticeMail(tx, locked.orderId, { kind: 'preorder-refunded', fruits: locked.unfilled, amountSen: refundSen }, links);
      return { paymentId: leased ? payment!.id : null };
    });
    if (!refunding) return false;
    mail.kick();
    // After the commit: the gateway gives it back; a failure leaves it open, and the reconciler finishes it.
    if (refunding.paymentId) {
      await settleOpenRefunds(refunding.paymentId).catch((err: unknown) => {
        log?.warn({ err, orderId: open.orderId }, 'the refund of unfilled fruit failed; the reconciler retries it');
      });
    }
    return true;
  }

  async function answer(open: OpenChoice, choice: UnfilledChoice, by: Answerer): Promise<boolean> {
    const updatedBy = by === 'customer' ? CUSTOMER_ACTOR : SYSTEM_ACTOR;
    if (choice === 'substitute') {
      await substitute(open, updatedBy);
      return true;
    }
    return refund(open, updatedBy);
  }

  /** The customer answers (POST /durian/orders/{id}/preorder-choice): their own pre-order, while it waits for an answer. */
  async function chooseForUnfilledFruit(userId: string, orderId: string, choice: UnfilledChoice): Promise<Order> {
    await findOwnOrder(db, userId, orderId);
    const open = await findOpenChoice(db, orderId);
    if (!open || !(await answer(open, choice, 'customer'))) throw new ConflictError(choiceRefusals.nothingToChoose);
    return orders.getOwnOrder(userId, orderId);
  }

  /** One sweep: offer the choice where a window ended yesterday or before, and refund where nobody answered in time. */
  async function endPreorderWindowsOnce(): Promise<WindowEndSweep> {
    const now = clock.now();
    const sweep: WindowEndSweep = { offered: 0, refunded: 0 };
    for (const orderId of await preordersToOfferChoice(db, malaysianDate(now), SWEEP_BATCH)) {
      if (await offerChoice(orderId)) sweep.offered += 1;
    }
    for (const orderId of await choicesPastDue(db, now, SWEEP_BATCH)) {
      try {
        const open = await findOpenChoice(db, orderId);
        if (open && (await answer(open, 'refund', 'system'))) sweep.refunded += 1;
      } catch (err) {
        // The gateway could not be asked: the next sweep tries again; nothing was half done.
        log?.warn({ err, orderId }, 'could not refund an unanswered pre-order; retrying on the next sweep');
      }
    }
    return sweep;
  }

  return { chooseForUnfilledFruit, endPreorderWindowsOnce };
}

export type EndPreorderWindows = ReturnType<typeof createEndPreorderWindows>;
