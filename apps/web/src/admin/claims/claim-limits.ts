import { rmToSen, senToRm } from '@durio/shared/money';
import type { AdminClaim, ClaimOutcome } from '@durio/shared/schemas/claims';

/*
 * What the approve dialog offers for a claim (docs/product/fruit-guarantee.md): never more than the line was paid,
 * and to the card never more than it has left, as the server decides; the card only when it has something left.
 */

export interface ClaimLimits {
  /** The most that may go back, RM, for each outcome. */
  max: Record<ClaimOutcome, number>;
  /** The card has nothing left to refund (an order store credit paid, or refunded already): credit only. */
  cardAvailable: boolean;
  /** Where the money goes unless the owner chooses: where the customer asked, the card only when it can. */
  defaultOutcome: ClaimOutcome;
}

export function claimLimits(claim: Pick<AdminClaim, 'paid' | 'cardRefundable' | 'wants'>): ClaimLimits {
  const paidSen = rmToSen(claim.paid);
  const toCardSen = Math.min(paidSen, rmToSen(claim.cardRefundable));
  return {
    max: { card: senToRm(toCardSen), credit: senToRm(paidSen) },
    cardAvailable: toCardSen > 0,
    defaultOutcome: claim.wants === 'card' && toCardSen > 0 ? 'card' : 'credit',
  };
}

/** Why the amount typed cannot be given, as a message key of the `admin` catalogue, or null when it can. */
export function amountProblem(amount: number, outcome: ClaimOutcome, limits: ClaimLimits): 'claims.approve.amountRequired' | 'claims.approve.tooMuch' | null {
  if (!Number.isFinite(amount) || amount <= 0 || rmToSen(amount) / 100 !== amount) return 'claims.approve.amountRequired';
  return amount > limits.max[outcome] ? 'claims.approve.tooMuch' : null;
}
