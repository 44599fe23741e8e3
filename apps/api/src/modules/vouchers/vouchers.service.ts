import type { Voucher, VoucherBody } from '@durio/shared/schemas/vouchers';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { recordAdminChange } from '../../audit/admin-changes';
import type { Db, Tx } from '../../db/client';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/postgres-errors';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { orders } from '../orders/orders.schema';
import { termsColumnsOf, termsReplyOf, type DiscountTakings } from './discount-terms-columns';
import { vouchers } from './vouchers.schema';

/* The owner's voucher codes (docs/product/fees.md, "Discounts"): created, changed, paused and ended in the console. */

type VoucherRow = typeof vouchers.$inferSelect;

export const voucherRefusalsForOwner = {
  notFound: 'Voucher not found',
  codeTaken: 'Another voucher has this code',
} as const;

function toVoucher(row: VoucherRow, takings?: DiscountTakings): Voucher {
  return {
    id: row.id,
    code: row.code,
    ...termsReplyOf(row, takings),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    usesTaken: row.usesTaken,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toColumns(body: VoucherBody): Omit<typeof vouchers.$inferInsert, 'id'> {
  return {
    code: body.code,
    ...termsColumnsOf(body),
    usageLimit: body.usageLimit,
    perCustomerLimit: body.perCustomerLimit,
    firstOrderOnly: body.firstOrderOnly,
  };
}

/** A write that would give two vouchers one code is refused with 409 rather than a database error. */
async function refusingTakenCode<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (postgresErrorCode(err) === UNIQUE_VIOLATION) throw new ConflictError(voucherRefusalsForOwner.codeTaken);
    throw err;
  }
}

export function createVouchersService({ db, clock }: { db: Db; clock: Clock }) {
  async function requireVoucher(tx: Db | Tx, id: string): Promise<VoucherRow> {
    const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, id));
    if (!row) throw new NotFoundError(voucherRefusalsForOwner.notFound);
    return row;
  }

  return {
    /** Every code, the newest first, with the uses taken and what its paid orders brought. */
    async list(): Promise<Voucher[]> {
      const kept = sql`${orders.paymentStatus} = 'PAID' and ${orders.status} <> 'CANCELLED'`;
      const [rows, takings] = await Promise.all([
        db.select().from(vouchers).orderBy(desc(vouchers.createdAt), desc(vouchers.id)),
        db
          .select({
            voucherId: orders.voucherId,
            paidOrders: sql<number>`count(*)`.mapWith(Number),
            revenueSen: sql<number>`sum(coalesce(${orders.weighedTotalSen}, ${orders.totalSen}))`.mapWith(Number),
            discountSen: sql<number>`sum(coalesce(${orders.weighedDiscountSen}, ${orders.discountSen}))`.mapWith(Number),
          })
          .from(orders)
          .where(and(isNotNull(orders.voucherId), kept))
          .groupBy(orders.voucherId),
      ]);
      const byVoucher = new Map(takings.map((row) => [row.voucherId!, row]));
      return rows.map((row) => toVoucher(row, byVoucher.get(row.id)));
    },

    async create(adminId: string, body: VoucherBody): Promise<Voucher> {
      return refusingTakenCode(
        db.transaction(async (tx) => {
          const [created] = await tx.insert(vouchers).values(toColumns(body)).returning();
          await recordAdminChange(tx, { actorId: adminId, entity: 'voucher', entityId: created!.id, action: 'created', before: null, after: toVoucher(created!) });
          return toVoucher(created!);
        }),
      );
    },

    /**
     * New terms apply to the next checkouts; orders placed keep the discount they were given, and the uses taken stay
     * counted (a limit lowered under them lets no more orders use it).
     */
    async update(adminId: string, id: string, body: VoucherBody): Promise<Voucher> {
      return refusingTakenCode(
        db.transaction(async (tx) => {
          const before = await requireVoucher(tx, id);
          const [updated] = await tx
            .update(vouchers)
            .set({ ...toColumns(body), updatedAt: clock.now() })
            .where(eq(vouchers.id, id))
            .returning();
          await recordAdminChange(tx, { actorId: adminId, entity: 'voucher', entityId: id, action: 'updated', before: toVoucher(before), after: toVoucher(updated!) });
          return toVoucher(updated!);
        }),
      );
    },
  };
}
