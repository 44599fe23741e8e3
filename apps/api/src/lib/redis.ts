import { Redis } from 'ioredis';

/**
 * The one Redis connection of this copy (REDIS_URL): rate-limit counters shared by every copy, and the
 * readiness check. A request must not wait for a Redis that is down: a command fails after a second, and
 * the client reconnects on its own.
 */
export function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  redis.on('error', () => {}); // reconnects by itself; each failed command is reported to its caller
  return redis;
}
