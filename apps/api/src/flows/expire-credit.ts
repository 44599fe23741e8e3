import { expireDueCredit } from '../modules/credit/public';
import { getCreditMonths } from '../modules/settings/public';
import type { FlowDeps } from './flow-deps';

/** Balances expired per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Store credit expires (docs/product/store-credit.md, Expiry): a balance that has not moved for the shop's
 * `creditMonths` goes, whole, as one 'expired' entry. Background work from the database by a conditional update, so
 * several copies of the server sweep at once and a checkout may spend at the same moment: each balance expires once.
 */
export function createExpireCredit({ db, clock }: Pick<FlowDeps, 'db' | 'clock'>) {
  /** One sweep: how many customers' credit expired. */
  async function expireCreditOnce(): Promise<number> {
    // 1. The months as the owner set them now: a change applies to every balance from the next sweep.
    const creditMonths = await getCreditMonths(db);
    // 2. The balances due, expired by the one statement that checks each is still due.
    const expired = await expireDueCredit(db, { creditMonths, now: clock.now(), limit: SWEEP_BATCH });
    return expired.length;
  }

  return { expireCreditOnce };
}

export type ExpireCredit = ReturnType<typeof createExpireCredit>;
