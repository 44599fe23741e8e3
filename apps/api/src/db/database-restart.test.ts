import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestUser, type TestUser } from '../test-support/factories';
import { startTcpRelay } from '../test-support/tcp-relay';
import { createTestApp, usesPostgres, type TestApp } from '../test-support/test-app';
import { openDatabase, type Database } from './client';
import { isDatabaseUnreachable } from './unreachable';

/*
 * The database away for a moment (docs/product/running.md, "When a part fails"): a copy of the shop reaches PostgreSQL
 * through a relay the test cuts, as a restart or a network fault would. Requests in the gap answer 503 at once with a
 * Retry-After; once it is back, the copy serves again by itself.
 */
describe.skipIf(!usesPostgres)('a copy whose database restarts', () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof startTcpRelay>>;
  let database: Database;
  let copy: FastifyInstance;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createTestUser(t);
    const url = new URL(t.databaseUrl!);
    relay = await startTcpRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = relay.host;
    url.port = String(relay.port);
    database = await openDatabase({ url: url.href });
    copy = await buildApp({ config: t.config, database, keys: t.keys });
    await copy.ready();
  });
  afterAll(async () => {
    await copy?.close();
    await database?.close();
    await relay?.cut();
    await t?.close();
  });

  // A customer's own profile: read from the database every time (the catalogue's pages may be answered from memory).
  const profile = () => copy.inject({ method: 'GET', url: '/api/v1/user-profile', headers: customer.headers });

  it('answers 503 with a Retry-After while the database is away, and serves again once it is back', async () => {
    expect((await profile()).statusCode).toBe(200);

    await relay.cut();
    const started = Date.now();
    const inTheGap = await profile();
    expect(inTheGap.statusCode).toBe(503);
    expect(inTheGap.headers['retry-after']).toBe('5');
    expect(inTheGap.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The shop cannot reach its database for a moment. Please try again shortly.',
    });
    expect(Date.now() - started).toBeLessThan(6_000);
    expect((await copy.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    await relay.restore();
    await expect.poll(async () => (await profile()).statusCode, { timeout: 15_000 }).toBe(200);
    await expect.poll(async () => (await copy.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 5_000 }).toBe(200);
  });

  it('lives through PostgreSQL ending a connection lent to a transaction between two of its queries', async () => {
    // What a shutdown does to every connection (57P01): the one lent out gets it as an 'error' event, no query running.
    const ended = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: [{ pid: number }] };
      const { pid } = rows[0];
      await t.db.execute(sql`select pg_terminate_backend(${pid})`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(ended).rejects.toSatisfy(isDatabaseUnreachable);
    // The process is alive (an unhandled 'error' event would have ended it) and the copy serves again.
    await expect.poll(async () => (await profile()).statusCode, { timeout: 15_000 }).toBe(200);
  });
});

describe('what counts as the database being away', () => {
  it('knows the driver’s connection failures and PostgreSQL’s shutdown codes, also wrapped, and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnreachable(refused)).toBe(true);
    expect(isDatabaseUnreachable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnreachable(new Error('something else'))).toBe(false);
  });
});
