import { formatRm, rmToSen, senToRm } from '@durio/shared/money';
import { linePaidSen } from '@durio/shared/pricing';
import { claimRefusals, type AdminClaim, type DecideClaimBody } from '@durio/shared/schemas/claims';
import { recordAdminChange } from '../audit/admin-changes';
import { ConflictError } from '../lib/errors';
import { findDisplayName } from '../modules/auth/public';
import { createClaimsService, lockClaim, recordDecision } from '../modules/claims/public';
import { addCredit } from '../modules/credit/public';
import { addOrderUpdate, enqueueOrderNoticeMail, findOrderStatus } from '../modules/orders/public';
import { claimPaymentLease, openRefund, orderPaymentOf, refundedOf } from '../modules/payments/public';
import type { FlowDeps } from './flow-deps';
import type { RefundPayment } from './refund-payment';

/**
 * Decide a fruit-guarantee claim (docs/product/fruit-guarantee.md): approve money back to the card (a partial refund
 * through the gateway, opened in the ledger and finished after the commit, or by the reconciler) or as store credit,
 * never more than the line was paid nor than the card has left; or decline with a reason. The customer reads it in the
 * Order Updates and by e-mail, and the console's history records it, all in the one transaction that decides it.
 */
export function createDecideClaim(deps: FlowDeps, { settleOpenRefunds }: Pick<RefundPayment, 'settleOpenRefunds'>) {
  const { db, clock, mail, storage, log, paymentLeaseMs } = deps;
  const claims = createClaimsService({ db, clock, storage });

  async function decideClaim(adminId: string, claimId: string, body: DecideClaimBody): Promise<AdminClaim> {
    const by = (await findDisplayName(db, adminId)) ?? 'Admin';
    const now = clock.now();
    const refunding = await db.transaction(async (tx) => {
      // 1. The claim, locked, still open (404, 409), and what its line was paid.
      const { claim, item } = await lockClaim(tx, claimId);
      if (claim.status !== 'OPEN') throw new ConflictError(claimRefusals.decided);
      const product = item.productName;
      let message: string;
      let paymentToRefund: string | null = null;
      if (body.decision === 'approve') {
        // 2. Never more than the line was paid, nor than the card has left when it goes to the card.
        const amountSen = rmToSen(body.amount);
        if (amountSen > linePaidSen(item)) throw new ConflictError(claimRefusals.moreThanPaid);
        if (body.outcome === 'card') {
          const payment = await orderPaymentOf(tx, claim.orderId);
          const left = payment ? payment.amountSen - (await refundedOf(tx, payment.id)) : 0;
          if (!payment || amountSen > left) throw new ConflictError(claimRefusals.cardShort);
          await openRefund(tx, { paymentId: payment.id, orderId: claim.orderId, reason: 'guarantee', amountSen, at: now });
          if (await claimPaymentLease(tx, payment.id, now, paymentLeaseMs)) paymentToRefund = payment.id;
        } else if (claim.userId) {
          await addCredit(tx, { userId: claim.userId, kind: 'issued', amountSen, reason: `Fruit guarantee: ${product}`, orderId: claim.orderId, by: adminId, at: now });
        }
        await recordDecision(tx, { claimId, by: adminId, at: now, status: 'APPROVED', outcome: body.outcome, amountSen });
        const amount = formatRm(senToRm(amountSen));
        message = `Fruit guarantee for ${product}: ${amount} ${body.outcome === 'card' ? 'goes back to your card' : 'added to your store credit'}`;
        await enqueueOrderNoticeMail(tx, claim.orderId, { kind: 'claim-approved', product, amountSen, to: body.outcome }, { publicUrl: mail.publicUrl, storage });
      } else {
        await recordDecision(tx, { claimId, by: adminId, at: now, status: 'DECLINED', declineReason: body.reason });
        message = `Fruit guarantee for ${product} declined: ${body.reason}`;
        await enqueueOrderNoticeMail(tx, claim.orderId, { kind: 'claim-declined', product, reason: body.reason }, { publicUrl: mail.publicUrl, storage });
      }
      // 3. The customer reads it on the order; the console's history keeps who decided what.
      await addOrderUpdate(tx, { orderId: claim.orderId, status: (await findOrderStatus(tx, claim.orderId)) ?? 'DELIVERED', message, updatedBy: by, at: now });
      await recordAdminChange(tx, {
        actorId: adminId,
        entity: 'order',
        entityId: claim.orderId,
        action: body.decision === 'approve' ? 'claim approved' : 'claim declined',
        before: { claim: claim.id, status: 'OPEN' },
        after: body.decision === 'approve' ? { claim: claim.id, outcome: body.outcome, amount: body.amount } : { claim: claim.id, reason: body.reason },
      });
      return paymentToRefund;
    });
    mail.kick();

    // 4. After the commit: the gateway gives the card's part back; a failure leaves it open for the reconciler.
    if (refunding) {
      await settleOpenRefunds(refunding).catch((err: unknown) => {
        log?.warn({ err, claimId }, 'the guarantee refund failed; the reconciler retries it');
      });
    }
    return claims.get(claimId);
  }

  return { decideClaim };
}
