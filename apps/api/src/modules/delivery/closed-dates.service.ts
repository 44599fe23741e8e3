import { asc, eq } from 'drizzle-orm';
import type { ClosedDate } from '@durio/shared/schemas/delivery-zones';
import type { Db, Tx } from '../../db/client';
import { recordAdminChange } from '../../audit/admin-changes';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { deliveryClosedDates } from './delivery.schema';

/** Whether the shop closed that day for deliveries. */
export async function isClosedDate(db: Db | Tx, date: string): Promise<boolean> {
  const [row] = await db.select({ day: deliveryClosedDates.day }).from(deliveryClosedDates).where(eq(deliveryClosedDates.day, date));
  return Boolean(row);
}

/**
 * Public holidays and other days the shop does not deliver anywhere (docs/product/delivery.md, "Dates and slots"),
 * as the owner enters them: no run is offered on them. Orders already booked on a day closed later keep it; the
 * owner moves them.
 */
export function createClosedDatesService({ db }: { db: Db }) {
  return {
    async list(): Promise<ClosedDate[]> {
      const rows = await db.select().from(deliveryClosedDates).orderBy(asc(deliveryClosedDates.day));
      return rows.map((row) => ({ date: row.day, name: row.name }));
    },

    async add(adminId: string, body: ClosedDate): Promise<ClosedDate> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(deliveryClosedDates).values({ day: body.date, name: body.name }).onConflictDoNothing().returning();
        if (!row) throw new ConflictError('That day is already closed');
        await recordAdminChange(tx, { actorId: adminId, entity: 'closed day', entityId: row.day, action: 'created', before: null, after: body });
        return { date: row.day, name: row.name };
      });
    },

    async remove(adminId: string, date: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(deliveryClosedDates).where(eq(deliveryClosedDates.day, date)).returning();
        if (!row) throw new NotFoundError('That day is not closed');
        await recordAdminChange(tx, { actorId: adminId, entity: 'closed day', entityId: date, action: 'deleted', before: { date, name: row.name }, after: null });
      });
    },
  };
}
