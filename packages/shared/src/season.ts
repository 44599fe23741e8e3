/**
 * The season rule (docs/product/the-season.md): whether a variety, a farm's variety or a tree is in season on a
 * Malaysian calendar day, from the farm's harvest windows and the tree's own next drop. Dates are 'YYYY-MM-DD'
 * Malaysian days, which compare as strings; months are 'YYYY-MM'.
 */

export interface HarvestWindowDates {
  startsOn: string;
  endsOn: string;
  /** The best weeks of the window, inside it; null when the farm has not said. */
  peakStartsOn: string | null;
  peakEndsOn: string | null;
}

export const seasonStates = ['in-season', 'coming', 'out-of-season'] as const;

export type Season =
  /** Fruit is falling now, until `until`; `peak` in the window's best weeks. */
  | { state: 'in-season'; until: string; peak: boolean }
  /** The next fruit is expected from `from`: a window's start, or a tree's own next drop. */
  | { state: 'coming'; from: string }
  /** No window now and none known ahead. */
  | { state: 'out-of-season' };

export type MonthLevel = 'peak' | 'season' | 'none';

const OUT_OF_SEASON: Season = { state: 'out-of-season' };

const isPeak = (day: string, w: HarvestWindowDates) =>
  w.peakStartsOn !== null && w.peakEndsOn !== null && w.peakStartsOn <= day && day <= w.peakEndsOn;

/**
 * The season of fruit from `windows` on `today`. A tree's `nextDrop` still ahead wins over a window open now:
 * that tree's fruit is not falling yet, whatever its neighbours do.
 */
export function seasonOn(today: string, windows: readonly HarvestWindowDates[], nextDrop: string | null = null): Season {
  if (nextDrop !== null && nextDrop > today) return { state: 'coming', from: nextDrop };
  const open = windows.filter((w) => w.startsOn <= today && today <= w.endsOn);
  if (open.length > 0) {
    return {
      state: 'in-season',
      until: open.map((w) => w.endsOn).reduce((a, b) => (a > b ? a : b)),
      peak: open.some((w) => isPeak(today, w)),
    };
  }
  const starts = windows.map((w) => w.startsOn).filter((start) => start > today);
  if (starts.length === 0) return OUT_OF_SEASON;
  return { state: 'coming', from: starts.reduce((a, b) => (a < b ? a : b)) };
}

/**
 * Several seasons read as one (a variety over all its farms, a farm over its varieties): in season when any is,
 * until the last of them ends; else coming from the first that comes.
 */
export function combinedSeason(seasons: readonly Season[]): Season {
  const inSeason = seasons.filter((s) => s.state === 'in-season');
  if (inSeason.length > 0) {
    return {
      state: 'in-season',
      until: inSeason.map((s) => s.until).reduce((a, b) => (a > b ? a : b)),
      peak: inSeason.some((s) => s.peak),
    };
  }
  const coming = seasons.filter((s) => s.state === 'coming').map((s) => s.from);
  if (coming.length === 0) return OUT_OF_SEASON;
  return { state: 'coming', from: coming.reduce((a, b) => (a < b ? a : b)) };
}

/** The `count` months from the month of `today` on, 'YYYY-MM'. */
export function monthsFrom(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const y = year + Math.floor((month + i) / 12);
    const m = ((month + i) % 12) + 1;
    return `${y}-${String(m).padStart(2, '0')}`;
  });
}

const overlapsMonth = (month: string, from: string, to: string) => from.slice(0, 7) <= month && month <= to.slice(0, 7);

/** How a month of the calendar is marked for `windows`: 'peak' when any window's best weeks touch it. */
export function monthLevel(month: string, windows: readonly HarvestWindowDates[]): MonthLevel {
  let level: MonthLevel = 'none';
  for (const w of windows) {
    if (w.peakStartsOn !== null && w.peakEndsOn !== null && overlapsMonth(month, w.peakStartsOn, w.peakEndsOn)) return 'peak';
    if (overlapsMonth(month, w.startsOn, w.endsOn)) level = 'season';
  }
  return level;
}

/** What is wrong with a window's dates, as one of `harvestWindowRefusals`' keys; undefined when they hold. */
export function harvestWindowDatesProblem(
  w: HarvestWindowDates,
): 'endsBeforeStart' | 'tooLong' | 'peakOutsideWindow' | 'peakHalfGiven' | undefined {
  if (w.endsOn < w.startsOn) return 'endsBeforeStart';
  if (daysBetween(w.startsOn, w.endsOn) >= MAX_WINDOW_DAYS) return 'tooLong';
  if ((w.peakStartsOn === null) !== (w.peakEndsOn === null)) return 'peakHalfGiven';
  if (w.peakStartsOn !== null && w.peakEndsOn !== null) {
    if (w.peakEndsOn < w.peakStartsOn || w.peakStartsOn < w.startsOn || w.peakEndsOn > w.endsOn) return 'peakOutsideWindow';
  }
  return undefined;
}

/** The words of a refused window (the API's message; the console knows them by these words). */
export const harvestWindowRefusals = {
  endsBeforeStart: 'A harvest window must end on or after the day it starts',
  peakHalfGiven: 'Give both the first and the last day of the peak, or neither',
  peakOutsideWindow: 'The peak must lie inside the harvest window',
  overlaps: 'This farm already has a harvest window for this variety on some of these days',
  tooLong: 'A harvest window lasts at most 6 months',
  hasPreorders: 'This harvest window has pre-order offers: it cannot be removed',
} as const;

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** Longest window the shop accepts: durians fall for weeks, not years (a typo like 2072 is caught). */
export const MAX_WINDOW_DAYS = 183;
