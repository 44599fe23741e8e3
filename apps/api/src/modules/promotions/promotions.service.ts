import type { PromotionTerms } from '@durio/shared/promotions';
import type { Promotion, PromotionBody } from '@durio/shared/schemas/promotions';
import { asc, eq, sql } from 'drizzle-orm';
import { recordAdminChange } from '../../audit/admin-changes';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { orders } from '../orders/orders.schema';
import { termsColumnsOf, termsOf, termsReplyOf, type DiscountTakings } from '../vouchers/public';
import { promotions } from './promotions.schema';

/* The owner's automatic promotions (docs/product/fees.md, "Discounts"), and their terms as the cart and checkout apply them. */

type PromotionRow = typeof promotions.$inferSelect;

const byOwnersOrder = [asc(promotions.position), asc(promotions.createdAt), asc(promotions.id)] as const;

/** Each promotion's takings, read from the discounts its orders keep by the promotion's id. */
async function takingsByPromotion(db: Db): Promise<Map<string, DiscountTakings>> {
  const result = (await db.execute(sql`
    select discount->>'id' as id, count(*)::int as paid_orders,
      sum(coalesce(${orders.weighedTotalSen}, ${orders.totalSen}))::int as revenue_sen,
      sum((discount->>'amountSen')::int)::int as discount_sen
    from ${orders}, jsonb_array_elements(${orders.discounts}) as discount
    where ${orders.paymentStatus} = 'PAID' and ${orders.status} <> 'CANCELLED' and discount ? 'id'
    group by discount->>'id'`)) as unknown as { rows: { id: string; paid_orders: number; revenue_sen: number; discount_sen: number }[] };
  return new Map(result.rows.map((row) => [row.id, { paidOrders: Number(row.paid_orders), revenueSen: Number(row.revenue_sen), discountSen: Number(row.discount_sen) }]));
}

function toPromotion(row: PromotionRow, takings?: DiscountTakings): Promotion {
  return {
    id: row.id,
    name: row.name,
    ...termsReplyOf(row, takings),
    minQuantity: row.minQuantity,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toColumns(body: PromotionBody): Omit<typeof promotions.$inferInsert, 'id'> {
  return { name: body.name, ...termsColumnsOf(body), minQuantity: body.minQuantity, position: body.position };
}

/** The promotions not paused, in the owner's order, as the price rule reads them (their days are the rule's to judge). */
export async function readPromotionTerms(db: Db | Tx): Promise<PromotionTerms[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.paused, false))
    .orderBy(...byOwnersOrder);
  return rows.map((row) => ({ id: row.id, name: row.name, ...termsOf(row), minQuantity: row.minQuantity }));
}

export function createPromotionsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Every promotion in the owner's order, with what its paid orders brought. */
    async list(): Promise<Promotion[]> {
      const [rows, takings] = await Promise.all([db.select().from(promotions).orderBy(...byOwnersOrder), takingsByPromotion(db)]);
      return rows.map((row) => toPromotion(row, takings.get(row.id)));
    },

    async create(adminId: string, body: PromotionBody): Promise<Promotion> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(promotions).values(toColumns(body)).returning();
        await recordAdminChange(tx, { actorId: adminId, entity: 'promotion', entityId: created!.id, action: 'created', before: null, after: toPromotion(created!) });
        return toPromotion(created!);
      });
    },

    /** New terms apply to the next carts and checkouts; orders placed keep the discount they were given. */
    async update(adminId: string, id: string, body: PromotionBody): Promise<Promotion> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(promotions).where(eq(promotions.id, id));
        if (!before) throw new NotFoundError('Promotion not found');
        const [updated] = await tx
          .update(promotions)
          .set({ ...toColumns(body), updatedAt: clock.now() })
          .where(eq(promotions.id, id))
          .returning();
        await recordAdminChange(tx, { actorId: adminId, entity: 'promotion', entityId: id, action: 'updated', before: toPromotion(before), after: toPromotion(updated!) });
        return toPromotion(updated!);
      });
    },
  };
}
