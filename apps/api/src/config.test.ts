import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('SEED_DEMO_DATA', () => {
  it('loads the demo data by default, except in production, where the demo accounts must be asked for', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'on' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'off' }).seedDemoData).toBe(false);
  });

  it('refuses a value that is not a switch', () => {
    expect(() => loadConfig({ SEED_DEMO_DATA: 'yes please' })).toThrow(/SEED_DEMO_DATA/);
  });
});

describe('CLOCK_START', () => {
  it('starts the clock of a test server at a chosen instant, and cannot be set in production', () => {
    expect(loadConfig({ CLOCK_START: '2027-05-03T09:00:00+08:00' }).clockStart).toEqual(new Date('2027-05-03T01:00:00Z'));
    expect(loadConfig({}).clockStart).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_START: '2027-05-03T09:00:00+08:00' })).toThrow(/CLOCK_START is for tests/);
    expect(() => loadConfig({ CLOCK_START: 'nine in the morning' })).toThrow(/CLOCK_START/);
  });
});
