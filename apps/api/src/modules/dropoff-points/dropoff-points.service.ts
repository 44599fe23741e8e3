import { and, asc, count, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Language } from '@durio/shared/languages';
import type { DropoffPoint } from '@durio/shared/schemas/addresses';
import type { AdminDropoffPoint, DropoffPointBody, UpdateDropoffPointBody } from '@durio/shared/schemas/farm-admin';
import type { OrderStatus } from '@durio/shared/order-status';
import type { Db } from '../../db/client';
import { dropoffPoints } from './dropoff-points.schema';
import { orders } from '../orders/orders.schema';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { recordAdminChange } from '../../audit/admin-changes';
import { mergeTranslations, translated } from '../../lib/content-language';
import { openPickupDays } from '@durio/shared/delivery-days';
import { closedDatesAhead } from '../delivery/public';
import { getPickupReadyHours } from '../settings/public';

/** Orders still to be collected: not yet handed over (DELIVERED) or cancelled. */
const openStatuses: OrderStatus[] = ['PENDING', 'PAID', 'PROCESSING', 'SHIPPED'];

type PointRow = typeof dropoffPoints.$inferSelect;

/** What a pickup's days are worked out from: when an order is ready, and the days the shop closed. */
interface PickupCalendar {
  readyHours: number;
  closedDates: ReadonlySet<string>;
  now: Date;
}

function publicView(p: Omit<PointRow, 'translations'>, calendar: PickupCalendar): DropoffPoint {
  return {
    id: p.id,
    name: p.name,
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2,
    city: p.city,
    state: p.state,
    postalCode: p.postalCode,
    openingHours: p.openingHours,
    phone: p.phone,
    openWeekdays: p.openWeekdays,
    pickupDays: openPickupDays(p, calendar.readyHours, calendar.closedDates, calendar.now),
  };
}

/** Pickup locations: the active ones for checkout, all of them for the admin (docs/product/admin-console.md). */
export function createDropoffPointsService({ db, clock }: { db: Db; clock: Clock }) {
  async function pickupCalendar(): Promise<PickupCalendar> {
    const now = clock.now();
    const [readyHours, closedDates] = await Promise.all([getPickupReadyHours(db), closedDatesAhead(db, now)]);
    return { readyHours, closedDates, now };
  }

  async function openOrderCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: orders.dropoffPointId, n: count() })
      .from(orders)
      .where(and(inArray(orders.dropoffPointId, ids), inArray(orders.status, openStatuses)))
      .groupBy(orders.dropoffPointId);
    return new Map(rows.map((r) => [r.id!, r.n]));
  }

  async function adminView(row: PointRow): Promise<AdminDropoffPoint> {
    const [counts, calendar] = await Promise.all([openOrderCounts([row.id]), pickupCalendar()]);
    return { ...publicView(row, calendar), active: row.active, openOrders: counts.get(row.id) ?? 0, translations: row.translations };
  }

  async function requirePoint(id: string): Promise<PointRow> {
    const [row] = await db.select().from(dropoffPoints).where(eq(dropoffPoints.id, id));
    if (!row) throw new NotFoundError('Drop-off point not found');
    return row;
  }

  return {
    /**
     * The points checkout offers, each named in `lang` where it has that name, English otherwise (decision record
     * 036), by that name; the address stays as written.
     */
    async listActive(lang: Language): Promise<DropoffPoint[]> {
      const { translations: _translations, ...columns } = getTableColumns(dropoffPoints);
      const name = translated<string>(dropoffPoints.name, dropoffPoints.translations, 'name', lang);
      const [rows, calendar] = await Promise.all([
        db.select({ ...columns, name }).from(dropoffPoints).where(eq(dropoffPoints.active, true)).orderBy(asc(name), asc(dropoffPoints.id)),
        pickupCalendar(),
      ]);
      return rows.map((row) => publicView(row, calendar));
    },

    async listAll(): Promise<AdminDropoffPoint[]> {
      const rows = await db.select().from(dropoffPoints).orderBy(asc(dropoffPoints.name));
      const [counts, calendar] = await Promise.all([openOrderCounts(rows.map((r) => r.id)), pickupCalendar()]);
      return rows.map((r) => ({ ...publicView(r, calendar), active: r.active, openOrders: counts.get(r.id) ?? 0, translations: r.translations }));
    },

    async create(adminId: string, body: DropoffPointBody): Promise<AdminDropoffPoint> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(dropoffPoints)
          .values({ ...body, translations: mergeTranslations(undefined, body.translations) })
          .returning();
        await recordAdminChange(tx, { actorId: adminId, entity: 'dropoff point', entityId: created!.id, action: 'created', before: null, after: created! });
        return created!;
      });
      return adminView(row);
    },

    /**
     * Edits apply to checkouts from now on; orders keep the address (and name) they were placed with. Translations
     * are merged over the stored ones, an empty text removing one.
     */
    async update(adminId: string, id: string, body: UpdateDropoffPointBody): Promise<AdminDropoffPoint> {
      const current = await requirePoint(id);
      const row = await db.transaction(async (tx) => {
        const { translations, ...fields } = body;
        const [updated] = await tx
          .update(dropoffPoints)
          .set({
            ...fields,
            ...(translations !== undefined ? { translations: mergeTranslations(current.translations, translations) } : {}),
            updatedAt: clock.now(),
          })
          .where(eq(dropoffPoints.id, id))
          .returning();
        const action = body.active === false && current.active ? 'deactivated' : body.active && !current.active ? 'activated' : 'updated';
        await recordAdminChange(tx, { actorId: adminId, entity: 'dropoff point', entityId: id, action, before: current, after: updated! });
        return updated!;
      });
      return adminView(row);
    },

    /** Refused while orders wait to be collected there; past orders keep their copy of the address. */
    async remove(adminId: string, id: string): Promise<void> {
      const current = await requirePoint(id);
      const open = (await openOrderCounts([id])).get(id) ?? 0;
      if (open > 0) {
        throw new ConflictError(
          `This drop-off point has ${open} open ${open === 1 ? 'order' : 'orders'} to collect; deactivate it instead`,
          { openOrders: open },
        );
      }
      await db.transaction(async (tx) => {
        await tx.delete(dropoffPoints).where(eq(dropoffPoints.id, id));
        await recordAdminChange(tx, { actorId: adminId, entity: 'dropoff point', entityId: id, action: 'deleted', before: current, after: null });
      });
    },
  };
}
