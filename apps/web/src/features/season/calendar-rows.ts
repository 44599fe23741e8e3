import type { SeasonCalendar } from '@durio/shared/schemas/season';
import type { MonthLevel, Season } from '@durio/shared/season';

/*
 * The harvest calendar's reply read the way the season page shows it (docs/product/the-season.md): what is in season
 * today, what comes next, and the table of months, a group of rows per variety and a row per region (state).
 */

type CalendarVariety = SeasonCalendar['varieties'][number];
type FarmRef = { id: string; name: string };

export interface CalendarCell {
  /** 'YYYY-MM'. */
  month: string;
  level: MonthLevel;
}

export interface CalendarRegionRow {
  state: string;
  /** One cell per month of the calendar, in its order. */
  cells: CalendarCell[];
}

export interface CalendarVarietyRows {
  variety: string;
  rows: CalendarRegionRow[];
}

export interface CalendarMonth {
  month: string;
  /** The first month shown and every January say their year: the twelve months cross into the next one. */
  showsYear: boolean;
}

/** The months of the table's head, in order. */
export function calendarMonths(calendar: Pick<SeasonCalendar, 'months'>): CalendarMonth[] {
  return calendar.months.map((month, index) => ({ month, showsYear: index === 0 || month.endsWith('-01') }));
}

/**
 * The table's rows: the varieties in the reply's order (in season first), each with a row per region, each row a cell
 * per month of the calendar. A region whose months are fewer than the calendar's reads the missing ones as no harvest.
 */
export function calendarRows(calendar: Pick<SeasonCalendar, 'months' | 'varieties'>): CalendarVarietyRows[] {
  return calendar.varieties
    .filter((variety) => variety.regions.length > 0)
    .map((variety) => ({
      variety: variety.variety,
      rows: variety.regions.map((region) => ({
        state: region.state,
        cells: calendar.months.map((month, index) => ({ month, level: region.months[index] ?? 'none' })),
      })),
    }));
}

/** The variety's farms whose own season is `state`, each once, in the reply's order. */
function farmsIn(variety: CalendarVariety, state: Season['state']): FarmRef[] {
  const farms = new Map<string, FarmRef>();
  for (const region of variety.regions) {
    for (const farm of region.farms) if (farm.season.state === state) farms.set(farm.id, { id: farm.id, name: farm.name });
  }
  return [...farms.values()];
}

export interface InSeasonVariety {
  variety: string;
  /** The last day of its harvest at any farm. */
  until: string;
  peak: boolean;
  /** The farms where it is falling now. */
  farms: FarmRef[];
}

/** The varieties in season today, the one ending soonest first. */
export function inSeasonNow(calendar: Pick<SeasonCalendar, 'varieties'>): InSeasonVariety[] {
  return calendar.varieties
    .flatMap((variety) =>
      variety.season.state === 'in-season'
        ? [{ variety: variety.variety, until: variety.season.until, peak: variety.season.peak, farms: farmsIn(variety, 'in-season') }]
        : [],
    )
    .sort((a, b) => a.until.localeCompare(b.until) || a.variety.localeCompare(b.variety));
}

export interface ComingVariety {
  variety: string;
  /** The first day its fruit is expected at any farm. */
  from: string;
  /** The farms that expect it. */
  farms: FarmRef[];
}

/** The varieties not in season yet whose next harvest is known, the soonest first. */
export function comingNext(calendar: Pick<SeasonCalendar, 'varieties'>): ComingVariety[] {
  return calendar.varieties
    .flatMap((variety) =>
      variety.season.state === 'coming' ? [{ variety: variety.variety, from: variety.season.from, farms: farmsIn(variety, 'coming') }] : [],
    )
    .sort((a, b) => a.from.localeCompare(b.from) || a.variety.localeCompare(b.variety));
}
