import { senToRm } from '@durio/shared/money';
import type { PricingSettings } from '@durio/shared/pricing';
import type { ShopSettings } from '@durio/shared/schemas/settings';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { shopSettings } from '../../db/schema';

const SETTINGS_ID = 1;

/** The one settings row; created with the defaults of DECISIONS §4 the first time it is read. */
async function readSettingsRow(db: Db | Tx) {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ID));
  if (row) return row;
  await db.insert(shopSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
  const [created] = await db.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ID));
  return created!;
}

/** The fee and tax settings `priceOrder` takes; callable inside a transaction. */
export async function getPricingSettings(db: Db | Tx): Promise<PricingSettings> {
  const row = await readSettingsRow(db);
  return {
    deliveryFeeSen: row.deliveryFeeSen,
    freeDeliveryOverSen: row.freeDeliveryOverSen,
    handlingFeeLightSen: row.handlingFeeLightSen,
    handlingFeeHeavySen: row.handlingFeeHeavySen,
    handlingWeightLimitGrams: row.handlingWeightLimitGrams,
    taxRateBps: row.taxRateBps,
  };
}

export function toShopSettings(settings: PricingSettings): ShopSettings {
  return {
    deliveryFee: senToRm(settings.deliveryFeeSen),
    freeDeliveryOver: senToRm(settings.freeDeliveryOverSen),
    handlingFeeLight: senToRm(settings.handlingFeeLightSen),
    handlingFeeHeavy: senToRm(settings.handlingFeeHeavySen),
    handlingWeightLimitKg: settings.handlingWeightLimitGrams / 1000,
    taxRatePercent: settings.taxRateBps / 100,
  };
}

export function createSettingsService({ db }: { db: Db }) {
  async function getShopSettings(): Promise<ShopSettings> {
    return toShopSettings(await getPricingSettings(db));
  }
  return { getShopSettings };
}
