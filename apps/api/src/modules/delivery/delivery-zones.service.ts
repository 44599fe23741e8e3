import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Language } from '@durio/shared/languages';
import { malaysianStates } from '@durio/shared/malaysian-postcodes';
import { rmToSen, senToRm } from '@durio/shared/money';
import type { AdminDeliveryZone, DeliveryZone, DeliveryZoneBody, ZoneCalendarBody } from '@durio/shared/schemas/delivery-zones';
import type { Db, Tx } from '../../db/client';
import { recordAdminChange } from '../../audit/admin-changes';
import type { Clock } from '../../lib/clock';
import { mergeTranslations, translated } from '../../lib/content-language';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { malaysianNow } from '@durio/shared/delivery-days';
import { deliverySlotBookings, deliverySlots, deliveryZones } from './delivery.schema';

type SlotRow = typeof deliverySlots.$inferSelect;
/** A zone with its delivery runs, earliest first. */
export type ZoneRow = typeof deliveryZones.$inferSelect & { slots: SlotRow[] };

function publicView(row: ZoneRow): DeliveryZone {
  return {
    id: row.id,
    name: row.name,
    states: row.states,
    postcodeRanges: row.postcodeRanges,
    deliveryFee: senToRm(row.deliveryFeeSen),
    freeDeliveryOver: senToRm(row.freeDeliveryOverSen),
    forms: row.forms,
    leadDays: row.leadDays,
    cutoff: row.cutoff,
    closedWeekdays: row.closedWeekdays,
    slots: row.slots.map((slot) => ({ id: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt, capacity: slot.capacity })),
  };
}

const adminView = (row: ZoneRow): AdminDeliveryZone => ({ ...publicView(row), translations: row.translations });

const stateName = (key: string) => malaysianStates.find((state) => state.key === key)?.name ?? key;

/**
 * Each state and each postcode belongs to one zone at most, so an address has one fee whichever zone is read first
 * (docs/product/delivery.md). A range may lie inside another zone's state: the range wins there.
 */
function refuseOverlap(body: DeliveryZoneBody, others: readonly ZoneRow[]): void {
  for (const other of others) {
    const state = body.states.find((key) => other.states.includes(key));
    if (state) throw new ConflictError(`${stateName(state)} is already in the zone ${other.name}`);
    for (const range of body.postcodeRanges) {
      const clash = other.postcodeRanges.find((theirs) => range.from <= theirs.to && theirs.from <= range.to);
      if (clash) throw new ConflictError(`Postcodes ${range.from}–${range.to} overlap the zone ${other.name}`);
    }
  }
}

function toColumns(body: DeliveryZoneBody) {
  return {
    name: body.name,
    states: body.states,
    postcodeRanges: body.postcodeRanges,
    deliveryFeeSen: rmToSen(body.deliveryFee),
    freeDeliveryOverSen: rmToSen(body.freeDeliveryOver),
    forms: body.forms,
  };
}

/** Every zone with its runs, oldest first: the few rows a checkout reads to find its address's zone and book a run. */
export async function readDeliveryZones(db: Db | Tx): Promise<ZoneRow[]> {
  // One query after the other: a transaction's connection takes one at a time (pg refuses to queue them itself).
  const zones = await db.select().from(deliveryZones).orderBy(asc(deliveryZones.createdAt), asc(deliveryZones.id));
  const slots = await db.select().from(deliverySlots).orderBy(asc(deliverySlots.startsAt), asc(deliverySlots.endsAt), asc(deliverySlots.id));
  return zones.map((zone) => ({ ...zone, slots: slots.filter((slot) => slot.zoneId === zone.id) }));
}

/** The owner's delivery zones (docs/product/delivery.md): anyone reads them, the admin edits them. */
export function createDeliveryZonesService({ db, clock }: { db: Db; clock: Clock }) {
  /** Writes wait for each other, so two edits cannot each miss the overlap the other makes; reads go on. */
  async function othersLocked(tx: Tx, exceptId: string | null): Promise<ZoneRow[]> {
    await tx.execute(sql`lock table ${deliveryZones} in exclusive mode`);
    return (await readDeliveryZones(tx)).filter((row) => row.id !== exceptId);
  }

  async function requireZone(db: Db | Tx, id: string): Promise<ZoneRow> {
    const row = (await readDeliveryZones(db)).find((zone) => zone.id === id);
    if (!row) throw new NotFoundError('Delivery zone not found');
    return row;
  }

  return {
    /** Each zone named in `lang` where it has that name, English otherwise. */
    async list(lang: Language): Promise<DeliveryZone[]> {
      const [zones, names] = await Promise.all([readDeliveryZones(db), zoneNamesIn(db, lang)]);
      return zones.map((zone) => publicView({ ...zone, name: names.get(zone.id) ?? zone.name }));
    },

    async listForAdmin(): Promise<AdminDeliveryZone[]> {
      return (await readDeliveryZones(db)).map(adminView);
    },

    async create(adminId: string, body: DeliveryZoneBody): Promise<AdminDeliveryZone> {
      return db.transaction(async (tx) => {
        refuseOverlap(body, await othersLocked(tx, null));
        const [created] = await tx
          .insert(deliveryZones)
          .values({ ...toColumns(body), translations: mergeTranslations(undefined, body.translations) })
          .returning();
        await recordAdminChange(tx, { actorId: adminId, entity: 'delivery zone', entityId: created!.id, action: 'created', before: null, after: created! });
        return adminView({ ...created!, slots: [] });
      });
    },

    /** A new fee or area applies to carts and checkouts from now on; orders keep the fee they were placed with. */
    async update(adminId: string, id: string, body: DeliveryZoneBody): Promise<AdminDeliveryZone> {
      const current = await requireZone(db, id);
      return db.transaction(async (tx) => {
        refuseOverlap(body, await othersLocked(tx, id));
        const [updated] = await tx
          .update(deliveryZones)
          .set({ ...toColumns(body), translations: mergeTranslations(current.translations, body.translations), updatedAt: clock.now() })
          .where(eq(deliveryZones.id, id))
          .returning();
        if (!updated) throw new NotFoundError('Delivery zone not found');
        const { slots: _slots, ...before } = current;
        await recordAdminChange(tx, { actorId: adminId, entity: 'delivery zone', entityId: id, action: 'updated', before, after: updated });
        return adminView({ ...updated, slots: current.slots });
      });
    },

    /** The shop stops delivering there; orders already placed keep their address and fee. */
    async remove(adminId: string, id: string): Promise<void> {
      const current = await requireZone(db, id);
      await db.transaction(async (tx) => {
        await tx.delete(deliveryZones).where(eq(deliveryZones.id, id));
        await recordAdminChange(tx, { actorId: adminId, entity: 'delivery zone', entityId: id, action: 'deleted', before: current, after: null });
      });
    },

    /**
     * Sets the zone's calendar and runs at once (docs/product/delivery.md, "Dates and slots"): a run with an id is
     * changed, one without is added, one left out is removed, unless orders are booked in it on a coming day (409:
     * its capacity can go to 0 instead). A lower capacity keeps the bookings already taken.
     */
    async updateCalendar(adminId: string, id: string, body: ZoneCalendarBody): Promise<AdminDeliveryZone> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${deliveryZones} in exclusive mode`);
        const current = await requireZone(tx, id);
        const kept = body.slots.flatMap((slot) => (slot.id ? [slot.id] : []));
        const unknown = kept.find((slotId) => !current.slots.some((slot) => slot.id === slotId));
        if (unknown) throw new NotFoundError('Delivery slot not found');
        const removed = current.slots.filter((slot) => !kept.includes(slot.id));
        await refuseRemovingBookedRuns(tx, removed);

        const [zone] = await tx
          .update(deliveryZones)
          .set({ leadDays: body.leadDays, cutoff: body.cutoff, closedWeekdays: body.closedWeekdays, updatedAt: clock.now() })
          .where(eq(deliveryZones.id, id))
          .returning();
        if (removed.length > 0) await tx.delete(deliverySlots).where(inArray(deliverySlots.id, removed.map((slot) => slot.id)));
        for (const slot of body.slots) {
          const values = { startsAt: slot.startsAt, endsAt: slot.endsAt, capacity: slot.capacity };
          if (slot.id) await tx.update(deliverySlots).set(values).where(eq(deliverySlots.id, slot.id));
          else await tx.insert(deliverySlots).values({ ...values, zoneId: id });
        }
        const after = await requireZone(tx, id);
        await recordAdminChange(tx, {
          actorId: adminId,
          entity: 'delivery zone',
          entityId: id,
          action: 'updated',
          before: calendarOf(current),
          after: calendarOf({ ...after, ...zone! }),
        });
        return adminView(after);
      });
    },
  };

  /** A run with orders booked today or later stays: those orders were promised it. */
  async function refuseRemovingBookedRuns(tx: Tx, removed: readonly SlotRow[]): Promise<void> {
    if (removed.length === 0) return;
    const [booked] = await tx
      .select({ slotId: deliverySlotBookings.slotId })
      .from(deliverySlotBookings)
      .where(
        and(
          inArray(deliverySlotBookings.slotId, removed.map((slot) => slot.id)),
          gte(deliverySlotBookings.day, malaysianNow(clock.now()).date),
          gt(deliverySlotBookings.booked, 0),
        ),
      )
      .limit(1);
    const run = booked && removed.find((slot) => slot.id === booked.slotId);
    if (run) throw new ConflictError(`The ${run.startsAt}–${run.endsAt} run has orders booked on coming days; set its capacity to 0 instead`);
  }
}

/** What the history keeps of a calendar change. */
function calendarOf(zone: ZoneRow) {
  return {
    leadDays: zone.leadDays,
    cutoff: zone.cutoff,
    closedWeekdays: zone.closedWeekdays,
    slots: zone.slots.map((slot) => `${slot.startsAt}–${slot.endsAt} × ${slot.capacity}`),
  };
}

/** Each zone's name as `lang` reads it: its translation where it has one, else the English name. */
export async function zoneNamesIn(db: Db, lang: Language): Promise<Map<string, string>> {
  const name = translated<string>(deliveryZones.name, deliveryZones.translations, 'name', lang);
  const rows = await db.select({ id: deliveryZones.id, name }).from(deliveryZones);
  return new Map(rows.map((row) => [row.id, row.name]));
}
