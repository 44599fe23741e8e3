import { asc, inArray } from 'drizzle-orm';
import { combinedSeason, seasonOn, type HarvestWindowDates, type Season } from '@durio/shared/season';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { groupBy } from '../../lib/group-by';
import { malaysianDate } from '../../lib/malaysia-dates';
import { harvestWindows } from './catalogue.schema';

export type HarvestWindowRow = typeof harvestWindows.$inferSelect;

/** A variety as windows, trees and products are matched on it: the same whatever its case or outer spaces. */
export const varietyKey = (variety: string) => variety.trim().toLowerCase();

/** The windows of one farm's variety, as the season rule reads them. */
export const windowsOfVariety = (windows: readonly HarvestWindowRow[], variety: string): HarvestWindowDates[] =>
  windows.filter((w) => varietyKey(w.variety) === varietyKey(variety));

/**
 * The season of products, farms and trees on the Malaysian day the clock says (docs/product/the-season.md),
 * read with one query however many farms a reply holds.
 */
export function createSeasonReader({ db, clock }: { db: Db; clock: Clock }) {
  const today = () => malaysianDate(clock.now());

  /** The harvest windows of the farms, by farm, earliest first. */
  async function windowsByFarm(farmIds: readonly string[]): Promise<Map<string, HarvestWindowRow[]>> {
    if (farmIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(harvestWindows)
      .where(inArray(harvestWindows.farmId, [...new Set(farmIds)]))
      .orderBy(asc(harvestWindows.startsOn), asc(harvestWindows.id));
    return groupBy(rows, (row) => row.farmId);
  }

  return {
    today,
    windowsByFarm,

    /**
     * The season of fruit of each `{farmId, variety}` (a product, a tree), in the order given: the tree's own next
     * drop while it is ahead, else the farm's windows for the variety.
     */
    async seasonsOf(fruits: readonly { farmId: string; variety: string; nextDropOn?: string | null }[]): Promise<Season[]> {
      const byFarm = await windowsByFarm(fruits.map((f) => f.farmId));
      const day = today();
      return fruits.map((f) => seasonOn(day, windowsOfVariety(byFarm.get(f.farmId) ?? [], f.variety), f.nextDropOn ?? null));
    },

    /** A farm's season over all its varieties: in season when any of them is. */
    async seasonOfFarm(farmId: string): Promise<Season> {
      const windows = (await windowsByFarm([farmId])).get(farmId) ?? [];
      const day = today();
      const varieties = [...new Set(windows.map((w) => varietyKey(w.variety)))];
      return combinedSeason(varieties.map((v) => seasonOn(day, windowsOfVariety(windows, v))));
    },
  };
}

export type SeasonReader = ReturnType<typeof createSeasonReader>;
