import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisAvailable, testRedisUrl } from '../../test-support/redis';
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
