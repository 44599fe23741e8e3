import { describe, expect, it } from 'vitest';
import { clockStartingAt } from './clock';

describe('a clock starting at a chosen instant', () => {
  it('reads that instant at first and runs on with real time', () => {
    let real = Date.parse('2026-11-28T12:00:00Z');
    const clock = clockStartingAt(new Date('2027-05-03T01:00:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2027-05-03T01:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2027-05-03T01:01:30.000Z');
  });
});
