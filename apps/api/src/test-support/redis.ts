import { Redis } from 'ioredis';

/** The local Redis unless TEST_REDIS_URL names another; when that is set it must answer. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(testRedisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Whether the tests that need Redis run: always in CI (TEST_REDIS_URL), else when one answers here. */
export const testRedisAvailable = Boolean(process.env.TEST_REDIS_URL) || (await redisAnswers());
