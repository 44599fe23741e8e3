import type { SeasonCalendar } from '@durio/shared/schemas/season';
import { describe, expect, it } from 'vitest';
import type { Season } from '@durio/shared/season';
import { calendarMonths, calendarRows, comingNext, inSeasonNow } from './calendar-rows';

const months = ['2026-11', '2026-12', '2027-01', '2027-02'];
let farms = 0;
/** A farm of the calendar, its own season as given. */
const farm = (name: string, season: Season = { state: 'out-of-season' }) => ({
  id: `00000000-0000-4000-8000-${String((farms += 1)).padStart(12, '0')}`,
  name,
  season,
});
const inSeason = (until: string): Season => ({ state: 'in-season', until, peak: false });
const raub = farm('Raub Heritage', inSeason('2027-01-31'));
const bentong = farm('Bentong Hills', { state: 'coming', from: '2027-03-01' });
const muar = farm('Muar Sultan', inSeason('2026-12-31'));

const calendar: SeasonCalendar = {
  today: '2026-11-28',
  months,
  varieties: [
    {
      variety: 'Musang King',
      season: { state: 'in-season', until: '2027-01-31', peak: true },
      regions: [
        { state: 'Johor', months: ['peak', 'season', 'season', 'none'], farms: [muar] },
        { state: 'Pahang', months: ['season', 'peak', 'season', 'none'], farms: [raub, bentong] },
      ],
    },
    {
      variety: 'Black Thorn',
      season: inSeason('2026-12-15'),
      regions: [{ state: 'Penang', months: ['season', 'season', 'none', 'none'], farms: [farm('Balik Pulau', inSeason('2026-12-15'))] }],
    },
    {
      variety: 'Tekka',
      season: { state: 'coming', from: '2027-02-10' },
      regions: [{ state: 'Perak', months: ['none', 'none', 'none', 'season'], farms: [farm('Kinta', { state: 'coming', from: '2027-02-10' })] }],
    },
    {
      variety: 'D24',
      season: { state: 'coming', from: '2027-01-05' },
      regions: [{ state: 'Johor', months: ['none', 'none'], farms: [farm('Kluang', { state: 'coming', from: '2027-01-05' })] }],
    },
    { variety: 'XO', season: { state: 'out-of-season' }, regions: [] },
  ],
};

describe('the harvest calendar as the season page shows it', () => {
  it('says in season today what is, the one ending soonest first, with its peak and the farms where it falls', () => {
    expect(inSeasonNow(calendar).map(({ variety, until, peak }) => ({ variety, until, peak }))).toEqual([
      { variety: 'Black Thorn', until: '2026-12-15', peak: false },
      { variety: 'Musang King', until: '2027-01-31', peak: true },
    ]);
    // Bentong's Musang King is still to come: it is not where the variety falls today.
    expect(inSeasonNow(calendar)[1]!.farms).toEqual([
      { id: muar.id, name: 'Muar Sultan' },
      { id: raub.id, name: 'Raub Heritage' },
    ]);
  });

  it('lists what comes next by the day it is expected, soonest first, and nothing in season or out of it', () => {
    expect(comingNext(calendar).map(({ variety, from, farms: [first] }) => [variety, from, first?.name])).toEqual([
      ['D24', '2027-01-05', 'Kluang'],
      ['Tekka', '2027-02-10', 'Kinta'],
    ]);
  });

  it('draws a group of rows per variety, a row per region, a cell per month in the order of the months', () => {
    const rows = calendarRows(calendar);
    expect(rows.map((group) => [group.variety, group.rows.map((row) => row.state)])).toEqual([
      ['Musang King', ['Johor', 'Pahang']],
      ['Black Thorn', ['Penang']],
      ['Tekka', ['Perak']],
      ['D24', ['Johor']],
    ]);
    expect(rows[0]!.rows[1]).toEqual({
      state: 'Pahang',
      cells: [
        { month: '2026-11', level: 'season' },
        { month: '2026-12', level: 'peak' },
        { month: '2027-01', level: 'season' },
        { month: '2027-02', level: 'none' },
      ],
    });
  });

  it('reads a region with fewer months than the calendar as no harvest in the missing ones', () => {
    expect(calendarRows(calendar)[3]!.rows[0]!.cells.map((cell) => cell.level)).toEqual(['none', 'none', 'none', 'none']);
  });

  it('gives the first month and each January their year', () => {
    expect(calendarMonths(calendar)).toEqual([
      { month: '2026-11', showsYear: true },
      { month: '2026-12', showsYear: false },
      { month: '2027-01', showsYear: true },
      { month: '2027-02', showsYear: false },
    ]);
  });

  it('has nothing to say of an empty calendar', () => {
    const empty = { today: '2026-11-28', months, varieties: [] };
    expect([calendarRows(empty), inSeasonNow(empty), comingNext(empty)]).toEqual([[], [], []]);
  });
});
