import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinedSeason, harvestWindowDatesProblem, monthLevel, monthsFrom, seasonOn, type HarvestWindowDates } from './season';

const window = (startsOn: string, endsOn: string, peak: [string, string] | null = null): HarvestWindowDates => ({
  startsOn,
  endsOn,
  peakStartsOn: peak?.[0] ?? null,
  peakEndsOn: peak?.[1] ?? null,
});
const musangKing = window('2027-06-01', '2027-08-31', ['2027-07-01', '2027-07-31']);

describe('seasonOn', () => {
  it('is in season from the first day to the last, at the peak in its weeks', () => {
    expect(seasonOn('2027-05-31', [musangKing])).toEqual({ state: 'coming', from: '2027-06-01' });
    expect(seasonOn('2027-06-01', [musangKing])).toEqual({ state: 'in-season', until: '2027-08-31', peak: false });
    expect(seasonOn('2027-07-01', [musangKing])).toEqual({ state: 'in-season', until: '2027-08-31', peak: true });
    expect(seasonOn('2027-07-31', [musangKing])).toEqual({ state: 'in-season', until: '2027-08-31', peak: true });
    expect(seasonOn('2027-08-31', [musangKing])).toEqual({ state: 'in-season', until: '2027-08-31', peak: false });
    expect(seasonOn('2027-09-01', [musangKing])).toEqual({ state: 'out-of-season' });
  });

  it('comes from the earliest window ahead', () => {
    const windows = [window('2028-06-01', '2028-08-31'), window('2027-12-01', '2028-01-31'), musangKing];
    expect(seasonOn('2027-09-01', windows)).toEqual({ state: 'coming', from: '2027-12-01' });
  });

  it('lets a tree’s next drop ahead win over a window open now, and forgets one that has passed', () => {
    expect(seasonOn('2027-07-01', [musangKing], '2027-07-10')).toEqual({ state: 'coming', from: '2027-07-10' });
    expect(seasonOn('2027-07-10', [musangKing], '2027-07-10')).toEqual({ state: 'in-season', until: '2027-08-31', peak: true });
    expect(seasonOn('2027-09-10', [], '2027-07-10')).toEqual({ state: 'out-of-season' });
  });

  it('never says in season on a day no window holds, nor coming from a day that has passed', () => {
    const day = fc.date({ min: new Date('2026-01-01'), max: new Date('2029-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const windowArb = fc.tuple(day, day).map(([a, b]) => window(a < b ? a : b, a < b ? b : a));
    fc.assert(
      fc.property(day, fc.array(windowArb, { maxLength: 5 }), fc.option(day, { nil: null }), (today, windows, nextDrop) => {
        const season = seasonOn(today, windows, nextDrop);
        if (season.state === 'in-season') {
          expect(windows.some((w) => w.startsOn <= today && today <= w.endsOn)).toBe(true);
          expect(season.until >= today).toBe(true);
        }
        if (season.state === 'coming') expect(season.from > today).toBe(true);
        if (season.state === 'out-of-season') expect(windows.every((w) => w.endsOn < today)).toBe(true);
      }),
    );
  });
});

describe('combinedSeason', () => {
  it('is in season when any is, until the last ends; else coming from the first', () => {
    expect(
      combinedSeason([
        { state: 'in-season', until: '2027-08-31', peak: false },
        { state: 'in-season', until: '2027-09-15', peak: true },
        { state: 'coming', from: '2027-07-01' },
      ]),
    ).toEqual({ state: 'in-season', until: '2027-09-15', peak: true });
    expect(combinedSeason([{ state: 'out-of-season' }, { state: 'coming', from: '2027-12-01' }, { state: 'coming', from: '2027-10-01' }])).toEqual({
      state: 'coming',
      from: '2027-10-01',
    });
    expect(combinedSeason([])).toEqual({ state: 'out-of-season' });
  });
});

describe('the calendar’s months', () => {
  it('runs twelve months over the turn of the year', () => {
    expect(monthsFrom('2027-11-28', 4)).toEqual(['2027-11', '2027-12', '2028-01', '2028-02']);
  });

  it('marks a month the peak touches as peak, one the window touches as season', () => {
    expect(['2027-05', '2027-06', '2027-07', '2027-08', '2027-09'].map((m) => monthLevel(m, [musangKing]))).toEqual([
      'none',
      'season',
      'peak',
      'season',
      'none',
    ]);
    expect(monthLevel('2028-01', [window('2027-12-15', '2028-01-10')])).toBe('season');
  });
});

describe('a window’s dates', () => {
  it.each([
    [window('2027-06-01', '2027-05-31'), 'endsBeforeStart'],
    [window('2027-06-01', '2027-12-01'), 'tooLong'],
    [{ ...musangKing, peakEndsOn: null }, 'peakHalfGiven'],
    [window('2027-06-01', '2027-08-31', ['2027-05-30', '2027-07-01']), 'peakOutsideWindow'],
    [window('2027-06-01', '2027-08-31', ['2027-07-10', '2027-07-01']), 'peakOutsideWindow'],
    [musangKing, undefined],
    [window('2027-06-01', '2027-06-01', ['2027-06-01', '2027-06-01']), undefined],
  ])('%o: %s', (dates, problem) => {
    expect(harvestWindowDatesProblem(dates)).toBe(problem);
  });

});
