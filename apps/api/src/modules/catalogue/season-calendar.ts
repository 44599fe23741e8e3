import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { combinedSeason, monthLevel, monthsFrom, seasonOn, type Season } from '@durio/shared/season';
import type { SeasonCalendar } from '@durio/shared/schemas/season';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { groupBy } from '../../lib/group-by';
import { malaysianDate } from '../../lib/malaysia-dates';
import { farms, harvestWindows } from './catalogue.schema';
import { varietyKey, type HarvestWindowRow } from './season-reader';

/** The calendar shows this many months, from the present one. */
export const CALENDAR_MONTHS = 12;

/** In season first (ending soonest first), then what comes (soonest first), then the rest. */
function seasonRank(season: Season): [number, string] {
  if (season.state === 'in-season') return [0, season.until];
  if (season.state === 'coming') return [1, season.from];
  return [2, ''];
}

const lastDayOf = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};

/**
 * The harvest calendar (docs/product/the-season.md): every variety the verified farms have a window for in the
 * twelve months from this one, each by region (the farm's state) month by month, with its season over all its
 * farms and each farm's own.
 */
export function createSeasonCalendar({ db, clock }: { db: Db; clock: Clock }) {
  return async function seasonCalendar(): Promise<SeasonCalendar> {
    const today = malaysianDate(clock.now());
    const months = monthsFrom(today, CALENDAR_MONTHS);
    const rows = await db
      .select({ window: harvestWindows, farmName: farms.name, state: farms.state })
      .from(harvestWindows)
      .innerJoin(farms, eq(farms.id, harvestWindows.farmId))
      .where(
        and(
          eq(farms.verificationStatus, 'VERIFIED'),
          gte(harvestWindows.endsOn, `${months[0]}-01`),
          lte(harvestWindows.startsOn, lastDayOf(months.at(-1)!)),
        ),
      )
      .orderBy(asc(farms.state), asc(farms.name), asc(harvestWindows.startsOn));

    const varieties = [...groupBy(rows, (r) => varietyKey(r.window.variety)).values()].map((ofVariety) => {
      const regions = [...groupBy(ofVariety, (r) => r.state).entries()].map(([state, ofRegion]) => {
        const windows: HarvestWindowRow[] = ofRegion.map((r) => r.window);
        const farmsOfRegion = [...groupBy(ofRegion, (r) => r.window.farmId).values()].map((ofFarm) => ({
          id: ofFarm[0]!.window.farmId,
          name: ofFarm[0]!.farmName,
          season: seasonOn(today, ofFarm.map((r) => r.window)),
        }));
        return { state, months: months.map((month) => monthLevel(month, windows)), farms: farmsOfRegion };
      });
      const season = combinedSeason(regions.flatMap((region) => region.farms.map((farm) => farm.season)));
      return { variety: ofVariety[0]!.window.variety, season, regions };
    });

    varieties.sort((a, b) => {
      const [rankA, dayA] = seasonRank(a.season);
      const [rankB, dayB] = seasonRank(b.season);
      return rankA - rankB || dayA.localeCompare(dayB) || a.variety.localeCompare(b.variety);
    });
    return { today, months, varieties };
  };
}
