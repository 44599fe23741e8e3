import { malaysianDate } from '../../lib/malaysia-dates';

/**
 * When durians fall in each region of the demo farms, as a Malaysian grower would put it: the peninsula's main
 * season in the middle of the year (Penang first, the east coast last), and the smaller year-end fruiting of the
 * south and the central highlands. Month-days, repeated every year; a window that crosses the new year ends in
 * the next one.
 */
interface Fruiting {
  starts: string;
  ends: string;
  peak?: [string, string];
}

const mainSeason = (starts: string, ends: string, peak: [string, string]): Fruiting => ({ starts, ends, peak });

const fruitingByState: Record<string, Fruiting[]> = {
  Penang: [mainSeason('05-25', '08-10', ['06-20', '07-20'])],
  Kedah: [mainSeason('05-20', '07-31', ['06-15', '07-10'])],
  Perak: [mainSeason('06-10', '08-20', ['07-01', '07-31']), { starts: '12-01', ends: '01-20' }],
  Pahang: [mainSeason('06-15', '08-31', ['07-10', '08-10']), { starts: '11-20', ends: '01-10', peak: ['12-10', '12-31'] }],
  Selangor: [mainSeason('06-01', '08-15', ['07-01', '07-31'])],
  'Negeri Sembilan': [mainSeason('06-01', '08-15', ['07-01', '07-31'])],
  Melaka: [mainSeason('06-01', '08-10', ['06-25', '07-25'])],
  Johor: [mainSeason('06-01', '07-31', ['06-20', '07-20']), { starts: '11-15', ends: '01-31', peak: ['12-15', '01-05'] }],
  Kelantan: [mainSeason('07-20', '09-30', ['08-15', '09-15'])],
  Terengganu: [mainSeason('07-25', '09-30', ['08-15', '09-15'])],
};

export interface DemoWindow {
  startsOn: string;
  endsOn: string;
  peakStartsOn: string | null;
  peakEndsOn: string | null;
}

/** The day `days` after `day`, 'YYYY-MM-DD'. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The date of `monthDay` in `year`, or in the next year when it comes before `after` (a window over the new year). */
const dated = (year: number, monthDay: string, after?: string) =>
  `${after !== undefined && monthDay < after ? year + 1 : year}-${monthDay}`;

/**
 * The windows of a farm in `state` around the seed day: the one open now and those of the next twelve months,
 * and the last one that ended, so the console shows a past harvest too.
 */
export function demoWindowsFor(state: string, now: Date): DemoWindow[] {
  const today = malaysianDate(now);
  const year = Number(today.slice(0, 4));
  const windows = [year - 1, year, year + 1].flatMap((y) =>
    (fruitingByState[state] ?? []).map((f) => ({
      startsOn: dated(y, f.starts),
      endsOn: dated(y, f.ends, f.starts),
      peakStartsOn: f.peak ? dated(y, f.peak[0], f.starts) : null,
      peakEndsOn: f.peak ? dated(y, f.peak[1], f.starts) : null,
    })),
  );
  const inAYear = `${year + 1}${today.slice(4)}`;
  const ahead = windows.filter((w) => w.endsOn >= today && w.startsOn <= inAYear);
  const past = windows.filter((w) => w.endsOn < today).sort((a, b) => b.endsOn.localeCompare(a.endsOn))[0];
  return [...(past ? [past] : []), ...ahead];
}
