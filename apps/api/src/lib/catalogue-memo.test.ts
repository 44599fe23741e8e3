import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestFarm, createTestProduct, createTestUser, placeTestOrder, type TestUser } from '../test-support/factories';
import { createOtherCopy, createTestApp, type TestApp } from '../test-support/test-app';

// The read cache is off here, so every reply below is computed again; only the totals are remembered.
let t: TestApp;
let other: Awaited<ReturnType<typeof createOtherCopy>>;
let admin: TestUser;
let farmId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '0', CATALOGUE_TOTALS_CACHE_MS: '60000' } });
  other = await createOtherCopy(t);
  admin = await createTestUser(t, { role: 'ADMIN' });
  farmId = (await createTestFarm(t.db, { verificationStatus: 'VERIFIED' })).id;
  await createTestProduct(t.db, { farmId, variety: 'Musang King', priceSen: 5000 });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const totalOf = async (app: FastifyInstance, query = '') =>
  (await app.inject({ method: 'GET', url: `/api/v1/durian/products?take=1${query}` })).json().total as number;
const varietyCounts = async (app: FastifyInstance) =>
  Object.fromEntries(
    ((await app.inject({ method: 'GET', url: '/api/v1/durian/products/metadata' })).json().varieties as { name: string; count: number }[]).map(
      (v) => [v.name, v.count],
    ),
  );
const createThroughApi = async (app: FastifyInstance, name: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/durian/products',
    headers: admin.headers,
    payload: { name, description: 'Fresh from the farm.', variety: 'Musang King', price: 45, stock: 5, farmId },
  });
  expect(res.statusCode).toBe(201);
};

async function eventually(check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > 5000) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - start;
}

describe('list totals and filter choices kept until the catalogue changes', () => {
  it('keeps a total and the variety counts through a change made behind the shop, and drops them on a write through it', async () => {
    const total = await totalOf(t.app);
    const counts = await varietyCounts(t.app);
    await createTestProduct(t.db, { farmId, variety: 'Musang King' });
    expect(await totalOf(t.app)).toBe(total);
    expect(await varietyCounts(t.app)).toEqual(counts);
    // The page itself is read each time: only its total is remembered.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/durian/products?take=50' })).json().data).toHaveLength(total + 1);

    await createThroughApi(t.app, 'Musang King Tray');
    expect(await totalOf(t.app)).toBe(total + 2);
    expect((await varietyCounts(t.app))['Musang King']).toBe(counts['Musang King']! + 2);
  });

  it('keeps one total per filter, and drops every one when another copy writes', async () => {
    const all = await totalOf(t.app);
    const musang = await totalOf(t.app, '&search=musang');
    const cheap = await totalOf(t.app, '&maxPrice=46');
    expect(musang).toBe(all);
    expect(cheap).toBeLessThan(all);

    await createThroughApi(other.app, 'Musang King Whole');
    // Totals are kept 60 s here and `eventually` gives up after 5: only the other copy's change notice can have
    // dropped them, however slowly a loaded machine delivers it.
    await eventually(async () => (await totalOf(t.app)) === all + 1);
    expect(await totalOf(t.app, '&search=musang')).toBe(musang + 1);
    expect(await totalOf(t.app, '&maxPrice=46')).toBe(cheap + 1);
  });

  it('is not emptied by an order, which moves only stock', async () => {
    const total = await totalOf(t.app);
    await createTestProduct(t.db, { farmId });
    const product = await createTestProduct(t.db, { farmId, stock: 3 });
    await placeTestOrder(t, await createTestUser(t), [{ product, quantity: 1 }]);
    expect(await totalOf(t.app)).toBe(total);
  });
});
