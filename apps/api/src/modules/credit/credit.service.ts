import { rmToSen } from '@durio/shared/money';
import type { IssueCreditBody, StoreCredit } from '@durio/shared/schemas/credit';
import { and, eq } from 'drizzle-orm';
import { recordAdminChange } from '../../audit/admin-changes';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { users } from '../auth/auth.schema';
import { getCreditMonths } from '../settings/public';
import { addCredit, readCredit } from './credit-ledger';

/* Store credit as the customer reads it and the owner gives it (docs/product/store-credit.md). */

export function createCreditService({ db, clock }: { db: Db; clock: Clock }) {
  /** Only a customer holds credit; any other id is answered as a missing customer. */
  async function requireCustomer(userId: string): Promise<void> {
    const [customer] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, 'CUSTOMER')));
    if (!customer) throw new NotFoundError('Customer not found');
  }

  /** The balance, its expiry under the shop's current setting, and the entries. */
  async function creditOf(dbOrTx: Db | Tx, userId: string): Promise<StoreCredit> {
    return readCredit(dbOrTx, userId, await getCreditMonths(dbOrTx));
  }

  return {
    readOwn: (userId: string): Promise<StoreCredit> => creditOf(db, userId),

    async readCustomer(userId: string): Promise<StoreCredit> {
      await requireCustomer(userId);
      return creditOf(db, userId);
    },

    /** Credit the shop gives, with the reason the customer reads; recorded in the admin history. */
    async issue(adminId: string, userId: string, body: IssueCreditBody): Promise<StoreCredit> {
      await requireCustomer(userId);
      return db.transaction(async (tx) => {
        const before = await creditOf(tx, userId);
        await addCredit(tx, { userId, kind: 'issued', amountSen: rmToSen(body.amount), reason: body.reason, by: adminId, at: clock.now() });
        const after = await creditOf(tx, userId);
        await recordAdminChange(tx, {
          actorId: adminId,
          entity: 'customer',
          entityId: userId,
          action: 'credit issued',
          before: { creditBalance: before.balance },
          after: { creditBalance: after.balance, issued: body.amount, reason: body.reason },
        });
        return after;
      });
    },
  };
}
