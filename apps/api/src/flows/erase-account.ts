import { forgetMailTo } from '../mail/outbox';
import { forgetAlertsOf } from '../modules/alerts/public';
import { deleteAccount, listAccountsDueForErasure, lockAccountDueForErasure } from '../modules/auth/public';
import { anonymiseOrdersOf } from '../modules/orders/public';
import { erasureCutoff, listDataExportFilesOf } from '../modules/profile/public';
import { anonymiseReviewsOf } from '../modules/reviews/public';
import type { FlowDeps } from './flow-deps';

/** Accounts erased per sweep; the rest wait for the next one. */
const BATCH = 50;

/** What erased customers are called on the orders and reviews the shop keeps. */
export const FORMER_CUSTOMER = 'Former customer';

/**
 * Erase accounts (docs/product/accounts-and-tokens.md): 30 days after their owner asked, unless they cancelled.
 * Orders stay for the shop's books but lose the person; reviews keep their text under 'Former customer'; the
 * mail sent to the person goes; deleting the account removes the rest. Each account in one transaction.
 */
export function createEraseAccount({ db, clock, storage, log }: FlowDeps) {
  /** Erases every account that is due now; returns how many. */
  async function eraseDueAccounts(): Promise<number> {
    const now = clock.now();
    const cutoff = erasureCutoff(now);
    let erased = 0;
    // 1. The accounts whose 30 days are up.
    for (const userId of await listAccountsDueForErasure(db, cutoff, BATCH)) {
      const exportFileKeys = await db.transaction(async (tx) => {
        // 2. Still due (a cancel may have come in since it was listed), and locked while it is erased.
        const account = await lockAccountDueForErasure(tx, userId, cutoff);
        if (!account) return null;
        const exportFiles = await listDataExportFilesOf(tx, account.id);
        // 3. Orders and reviews lose the person; their alerts and the mail to them go; then the account itself.
        await anonymiseOrdersOf(tx, account.id, { name: FORMER_CUSTOMER, at: now });
        await anonymiseReviewsOf(tx, account.id, FORMER_CUSTOMER);
        await forgetAlertsOf(tx, { userId: account.id, email: account.email });
        await forgetMailTo(tx, account.email);
        await deleteAccount(tx, account.id);
        return exportFiles;
      });
      if (!exportFileKeys) continue;
      erased += 1;
      // 4. The copies of their data they asked for and never downloaded, after the commit (no file call in a transaction).
      if (exportFileKeys.length > 0) {
        await storage.delete(exportFileKeys).catch((err: unknown) => log?.warn({ err }, 'could not remove the data exports of an erased account'));
      }
    }
    return erased;
  }

  return { eraseDueAccounts };
}
