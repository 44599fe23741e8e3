import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Language } from '@durio/shared/languages';
import { malaysianStates } from '@durio/shared/malaysian-postcodes';
import { rmToSen, senToRm } from '@durio/shared/money';
import type { AdminDeliveryZone, DeliveryZone, DeliveryZoneBody } from '@durio/shared/schemas/delivery-zones';
import type { Db, Tx } from '../../db/client';
import { recordAdminChange } from '../../audit/admin-changes';
import type { Clock } from '../../lib/clock';
import { mergeTranslations, translated } from '../../lib/content-language';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { deliveryZones } from './delivery.schema';

type ZoneRow = typeof deliveryZones.$inferSelect;

function publicView(row: Omit<ZoneRow, 'translations' | 'createdAt' | 'updatedAt'>): DeliveryZone {
  return {
    id: row.id,
    name: row.name,
    states: row.states,
    postcodeRanges: row.postcodeRanges,
    deliveryFee: senToRm(row.deliveryFeeSen),
    freeDeliveryOver: senToRm(row.freeDeliveryOverSen),
    forms: row.forms,
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

/** Every zone, oldest first: the few rows a checkout reads to find its address's zone. */
export async function readDeliveryZones(db: Db | Tx): Promise<ZoneRow[]> {
  return db.select().from(deliveryZones).orderBy(asc(deliveryZones.createdAt), asc(deliveryZones.id));
}

/** The owner's delivery zones (docs/product/delivery.md): anyone reads them, the admin edits them. */
export function createDeliveryZonesService({ db, clock }: { db: Db; clock: Clock }) {
  /** Writes wait for each other, so two edits cannot each miss the overlap the other makes; reads go on. */
  async function othersLocked(tx: Tx, exceptId: string | null): Promise<ZoneRow[]> {
    await tx.execute(sql`lock table ${deliveryZones} in exclusive mode`);
    return (await readDeliveryZones(tx)).filter((row) => row.id !== exceptId);
  }

  async function requireZone(id: string): Promise<ZoneRow> {
    const [row] = await db.select().from(deliveryZones).where(eq(deliveryZones.id, id));
    if (!row) throw new NotFoundError('Delivery zone not found');
    return row;
  }

  return {
    /** Each zone named in `lang` where it has that name, English otherwise. */
    async list(lang: Language): Promise<DeliveryZone[]> {
      const { translations: _translations, ...columns } = getTableColumns(deliveryZones);
      const name = translated<string>(deliveryZones.name, deliveryZones.translations, 'name', lang);
      const rows = await db
        .select({ ...columns, name })
        .from(deliveryZones)
        .orderBy(asc(deliveryZones.createdAt), asc(deliveryZones.id));
      return rows.map(publicView);
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
        return adminView(created!);
      });
    },

    /** A new fee or area applies to carts and checkouts from now on; orders keep the fee they were placed with. */
    async update(adminId: string, id: string, body: DeliveryZoneBody): Promise<AdminDeliveryZone> {
      const current = await requireZone(id);
      return db.transaction(async (tx) => {
        refuseOverlap(body, await othersLocked(tx, id));
        const [updated] = await tx
          .update(deliveryZones)
          .set({ ...toColumns(body), translations: mergeTranslations(current.translations, body.translations), updatedAt: clock.now() })
          .where(eq(deliveryZones.id, id))
          .returning();
        if (!updated) throw new NotFoundError('Delivery zone not found');
        await recordAdminChange(tx, { actorId: adminId, entity: 'delivery zone', entityId: id, action: 'updated', before: current, after: updated });
        return adminView(updated);
      });
    },

    /** The shop stops delivering there; orders already placed keep their address and fee. */
    async remove(adminId: string, id: string): Promise<void> {
      const current = await requireZone(id);
      await db.transaction(async (tx) => {
        await tx.delete(deliveryZones).where(eq(deliveryZones.id, id));
        await recordAdminChange(tx, { actorId: adminId, entity: 'delivery zone', entityId: id, action: 'deleted', before: current, after: null });
      });
    },
  };
}
