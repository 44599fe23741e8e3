import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisAvailable, testRedisUrl } from '../../test-support/redis';
import { startTcpRelay } from '../../test-support/tcp-relay';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe.skipIf(!testRedisAvailable)('rate limits shared through Redis (REDIS_URL)', () => {
  // A prefix of its own, so parallel runs and other data in this Redis are left alone.
  const prefix = `durio-test-${randomUUID()}:`;
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    const env = { RATE_LIMIT: 'on', REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix };
    [first, second] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    redis = new Redis(testRedisUrl);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await Promise.all([first.close(), second.close()]);
  });

  it('counts the attempts made on two API processes together', async () => {
    const register = (app: TestApp, n: number) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: `shared-${n}@example.my` },
        remoteAddress: '192.0.2.44',
      });
    for (let n = 0; n < 5; n++) {
      expect((await register(n % 2 === 0 ? first : second, n)).statusCode).toBe(200);
    }

    const res = await register(first, 5);

    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Please try again in a minute.',
    });
    expect((await register(second, 6)).statusCode).toBe(429);
    const keys = await redis.keys(`${prefix}rate-limit:*`);
    expect(keys.some((k) => k.includes('/api/v1/auth/forgot-password') && k.endsWith('192.0.2.44'))).toBe(true);
  });
});

describe.skipIf(!testRedisAvailable)('rate limits while Redis is down (docs/product/running.md, "When a part fails")', () => {
  const prefix = `durio-test-${randomUUID()}:`;
  let relay: Awaited<ReturnType<typeof startTcpRelay>>;
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    const target = new URL(testRedisUrl);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 6379) });
    t = await createTestApp({ env: { RATE_LIMIT: 'on', REDIS_URL: `redis://${relay.host}:${relay.port}`, REDIS_KEY_PREFIX: prefix } });
    redis = new Redis(testRedisUrl);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await t.close();
    await relay.cut().catch(() => {});
  });

  const askReset = (address: string, n: number) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: `down-${n}@example.my` }, remoteAddress: address });
  const readyz = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).json<{ status: string }>();

  it('counts in this copy while Redis is away, says so on /readyz, and counts in Redis again once it is back', async () => {
    await relay.cut();
    await expect.poll(() => t.app.ctx.redis!.status, { timeout: 5_000 }).not.toBe('ready');

    // Still limited, at once (no request waits for the absent Redis): five, then 429.
    const started = Date.now();
    for (let n = 0; n < 5; n++) expect((await askReset('192.0.2.61', n)).statusCode).toBe(200);
    expect((await askReset('192.0.2.61', 5)).statusCode).toBe(429);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await readyz()).toMatchObject({ status: 'degraded', checks: { database: 'ok', redis: 'failing' } });
    expect(await redis.keys(`${prefix}rate-limit:*192.0.2.61`)).toEqual([]);

    // Back: the next counts are shared again, in Redis.
    await relay.restore();
    await expect.poll(() => t.app.ctx.redis!.status, { timeout: 10_000 }).toBe('ready');
    expect((await askReset('192.0.2.62', 0)).statusCode).toBe(200);
    expect(await redis.keys(`${prefix}rate-limit:*192.0.2.62`)).toHaveLength(1);
    await expect.poll(async () => (await readyz()).status, { timeout: 5_000 }).toBe('ready');
  });
});
