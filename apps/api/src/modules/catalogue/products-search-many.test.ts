import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@durio/shared/schemas/catalogue';
import { createTestFarm } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// More matches than the shop sorts after reading them all (products.service.ts FEW_MATCHES): these pages are
// read along an index instead, and must come out exactly as the few-match way would give them.
const MANY = 3000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const gombak = await createTestFarm(t.db, { name: 'Gombak Slopes', location: 'Gombak, Selangor', state: 'Selangor' });
  const durianHill = await createTestFarm(t.db, { name: 'Durian Hill', location: 'Raub, Pahang', state: 'Pahang' });
  // Product n is n minutes old; every third is found by its farm's words only ('durian hill').
  await t.db.execute(sql`
    insert into products (name, description, variety, price_sen, stock, farm_id, created_at)
    select case when n % 3 = 0 then 'Box ' || n else 'Hill Box ' || n end, 'Picked this morning.', 'D24',
           1000 + n, 5, case when n % 3 = 0 then ${durianHill.id}::uuid else ${gombak.id}::uuid end,
           timestamptz '2026-01-01' - make_interval(mins => n)
    from generate_series(1, ${MANY}) n`);
});
afterAll(async () => {
  await t.close();
});

const page = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/durian/products?search=hill${query}` });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ data: Product[]; total: number }>();
  return { names: body.data.map((p) => p.name), total: body.total };
};

/** Hill boxes (own words) newest first, then the Durian Hill farm's boxes newest first. */
const expected = [
  ...Array.from({ length: MANY }, (_, i) => i + 1).filter((n) => n % 3 !== 0).map((n) => `Hill Box ${n}`),
  ...Array.from({ length: MANY }, (_, i) => i + 1).filter((n) => n % 3 === 0).map((n) => `Box ${n}`),
];

describe('a search that matches many products', () => {
  it('lists own-word matches first, then farm matches, newest first in each, on every page', async () => {
    expect(await page('&take=5')).toEqual({ names: expected.slice(0, 5), total: MANY });
    // The page where the two kinds meet (2000 own-word matches), one in the farm matches only, the last.
    expect((await page('&take=10&skip=1995')).names).toEqual(expected.slice(1995, 2005));
    expect((await page('&take=3&skip=2500')).names).toEqual(expected.slice(2500, 2503));
    expect((await page('&take=10&skip=2995')).names).toEqual(expected.slice(2995));
  });

  it('sorts many matches the way it sorts a few', async () => {
    expect((await page('&sort=price-asc&take=3')).names).toEqual(['Hill Box 1', 'Hill Box 2', 'Box 3']);
    expect((await page('&sort=price-desc&take=2&skip=1')).names).toEqual(['Hill Box 2999', 'Hill Box 2998']);
  });
});
