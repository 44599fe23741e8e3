import { deliveryPromiseOf, type PromiseZone } from '@durio/shared/delivery-promise';
import { rmToSen, senToRm } from '@durio/shared/money';
import type { ShopFees } from '@durio/shared/pricing';
import type { AdminShopSettings, DeliveryPromise, ShopContact, ShopSettings, UpdateShopSettingsBody } from '@durio/shared/schemas/settings';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { shopSettings } from './settings.schema';
import type { Clock } from '../../lib/clock';
import { recordAdminChange } from '../../audit/admin-changes';
import { readDeliveryZones } from '../delivery/public';

const SETTINGS_ID = 1;

type SettingsRow = typeof shopSettings.$inferSelect;

/** The one settings row; created with the defaults of docs/product/fees.md the first time it is read. */
async function readSettingsRow(db: Db | Tx): Promise<SettingsRow> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ID));
  if (row) return row;
  await db.insert(shopSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
  const [created] = await db.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ID));
  return created!;
}

/** The shop's fee and tax settings `priceOrder` takes with the zone's delivery fees; callable inside a transaction. */
export async function getShopFees(db: Db | Tx): Promise<ShopFees> {
  const row = await readSettingsRow(db);
  return {
    handlingFeeLightSen: row.handlingFeeLightSen,
    handlingFeeHeavySen: row.handlingFeeHeavySen,
    handlingWeightLimitGrams: row.handlingWeightLimitGrams,
    taxRateBps: row.taxRateBps,
  };
}

/** The console's settings: the low-stock level (a product with this many or fewer left) and where the season starts (a date, or null for the latest 1 June). */
export async function getDashboardSettings(db: Db | Tx): Promise<{ lowStockLevel: number; seasonStart: string | null }> {
  const row = await readSettingsRow(db);
  return { lowStockLevel: row.lowStockLevel, seasonStart: row.seasonStart };
}

/** The shop's own details (legal name, address, e-mail, phone) that every e-mail's footer shows; callable inside a transaction. */
export async function getShopContact(db: Db | Tx): Promise<ShopContact> {
  return toShopContact(await readSettingsRow(db));
}

/** How many hours after payment a pickup is ready (docs/product/delivery.md, "Pickup days"); callable inside a transaction. */
export async function getPickupReadyHours(db: Db | Tx): Promise<number> {
  return (await readSettingsRow(db)).pickupReadyHours;
}

/** How many hours after delivery a customer may claim under the fruit guarantee (docs/product/fruit-guarantee.md); callable inside a transaction. */
export async function getGuaranteeHours(db: Db | Tx): Promise<number> {
  return (await readSettingsRow(db)).guaranteeHours;
}

/** How many months store credit lasts after the customer's latest credit movement (docs/product/store-credit.md, Expiry); callable inside a transaction. */
export async function getCreditMonths(db: Db | Tx): Promise<number> {
  return (await readSettingsRow(db)).creditMonths;
}

/** The delivery promise every page and e-mail states, the zones' times (docs/product/cart-and-checkout.md); callable inside a transaction. */
export async function getDeliveryPromise(db: Db | Tx): Promise<DeliveryPromise> {
  // One query after the other: a transaction's connection takes one at a time (pg refuses to queue them itself).
  const row = await readSettingsRow(db);
  const zones = await readDeliveryZones(db);
  return deliveryPromiseOf(zones, row.pickupReadyHours);
}

function toShopContact(row: SettingsRow): ShopContact {
  return { legalName: row.legalName, addressLines: row.addressLines, email: row.contactEmail, phone: row.contactPhone };
}

function toShopSettings(row: SettingsRow, zones: readonly PromiseZone[]): ShopSettings {
  return {
    handlingFeeLight: senToRm(row.handlingFeeLightSen),
    handlingFeeHeavy: senToRm(row.handlingFeeHeavySen),
    handlingWeightLimitKg: row.handlingWeightLimitGrams / 1000,
    taxRatePercent: row.taxRateBps / 100,
    deliveryPromise: deliveryPromiseOf(zones, row.pickupReadyHours),
    guaranteeHours: row.guaranteeHours,
    shop: toShopContact(row),
  };
}

function toAdminSettings(row: SettingsRow, zones: readonly PromiseZone[]): AdminShopSettings {
  return { ...toShopSettings(row, zones), lowStockLevel: row.lowStockLevel, seasonStart: row.seasonStart, creditMonths: row.creditMonths };
}

/** The payload (RM, kg, percent) as columns (sen, grams, basis points); what the payload leaves out stays out. */
function toColumns(body: UpdateShopSettingsBody): Partial<typeof shopSettings.$inferInsert> {
  const columns: Partial<typeof shopSettings.$inferInsert> = {
    handlingFeeLightSen: body.handlingFeeLight === undefined ? undefined : rmToSen(body.handlingFeeLight),
    handlingFeeHeavySen: body.handlingFeeHeavy === undefined ? undefined : rmToSen(body.handlingFeeHeavy),
    handlingWeightLimitGrams: body.handlingWeightLimitKg === undefined ? undefined : Math.round(body.handlingWeightLimitKg * 1000),
    taxRateBps: body.taxRatePercent === undefined ? undefined : Math.round(body.taxRatePercent * 100),
    lowStockLevel: body.lowStockLevel,
    seasonStart: body.seasonStart,
    pickupReadyHours: body.deliveryPromise?.pickupReadyHours,
    guaranteeHours: body.guaranteeHours,
    creditMonths: body.creditMonths,
    legalName: body.shop?.legalName,
    addressLines: body.shop?.addressLines,
    contactEmail: body.shop?.email,
    contactPhone: body.shop?.phone,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

export function createSettingsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** What anyone may read: the fees the cart prices with, and the shop's details. */
    async getShopSettings(): Promise<ShopSettings> {
      const [row, zones] = await Promise.all([readSettingsRow(db), readDeliveryZones(db)]);
      return toShopSettings(row, zones);
    },

    async getAdminSettings(): Promise<AdminShopSettings> {
      const [row, zones] = await Promise.all([readSettingsRow(db), readDeliveryZones(db)]);
      return toAdminSettings(row, zones);
    },

    /**
     * Changes settings from now on (docs/product/fees.md): carts price with the new fees at once, orders already made
     * keep the amounts written on them. Recorded in the admin history.
     */
    async updateSettings(adminId: string, body: UpdateShopSettingsBody): Promise<AdminShopSettings> {
      return db.transaction(async (tx) => {
        const zones = await readDeliveryZones(tx);
        const before = toAdminSettings(await readSettingsRow(tx), zones);
        const [row] = await tx
          .update(shopSettings)
          .set({ ...toColumns(body), updatedAt: clock.now() })
          .where(eq(shopSettings.id, SETTINGS_ID))
          .returning();
        const after = toAdminSettings(row!, zones);
        await recordAdminChange(tx, { actorId: adminId, entity: 'settings', entityId: 'shop', action: 'updated', before, after });
        return after;
      });
    },
  };
}
