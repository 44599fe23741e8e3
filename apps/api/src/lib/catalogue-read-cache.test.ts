import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { products } from '../db/schema';
import { createTestFarm, createTestProduct, createTestUser, type TestUser } from '../test-support/factories';
import { createTestApp, type TestApp } from '../test-support/test-app';

const TTL_MS = 1000;
let t: TestApp;
/** A second copy of the shop on the same database: another process behind the load balancer. */
let other: FastifyInstance;
let admin: TestUser;
let productId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: String(TTL_MS) } });
  other = await buildApp({ config: t.config, database: t.database, keys: t.keys });
  await other.ready();
  admin = await createTestUser(t, { role: 'ADMIN' });
  const farm = await createTestFarm(t.db, { verificationStatus: 'VERIFIED' });
  productId = (await createTestProduct(t.db, { farmId: farm.id, priceSen: 5000 })).id;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const read = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/v1/durian/products/${productId}`, headers });
const priceOf = async (app: FastifyInstance, headers?: Record<string, string>) => (await read(app, headers)).json().price as number;

describe("visitors' catalogue reads from memory", () => {
  it('serves a repeated read from memory, and from the database again once the second is over', async () => {
    await read(t.app);
    // Changed behind the API's back: only the cache's lifetime hides it.
    await t.db.update(products).set({ priceSen: 5100 }).where(eq(products.id, productId));
    const hit = await read(t.app);
    expect(hit.headers['x-catalogue-cache']).toBe('hit');
    expect(hit.json().price).toBe(50);
    expect(hit.headers['cache-control']).toBe('public, max-age=60');

    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 100));
    expect(await priceOf(t.app)).toBe(51);
  });

  it('shows a write to the next read of the same process at once, and on another process within a second', async () => {
    expect(await priceOf(t.app)).toBe(51);
    expect(await priceOf(other)).toBe(51);

    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/durian/products/${productId}`, headers: admin.headers, payload: { price: 55 } });
    expect(put.statusCode).toBe(200);

    expect(await priceOf(t.app)).toBe(55);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 100));
    expect(await priceOf(other)).toBe(55);
  });

  it('never serves a signed-in caller from it', async () => {
    await read(t.app);
    const signedIn = await read(t.app, admin.headers);
    expect(signedIn.headers['x-catalogue-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });
});
