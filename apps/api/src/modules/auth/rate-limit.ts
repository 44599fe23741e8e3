import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in a minute.';

/**
 * Makes `config.rateLimit` on a route work for every route registered after it in `app`'s scope; no route
 * is limited without one. The counters are kept in Redis when REDIS_URL is set, so every API process
 * counts together; otherwise in this process. RATE_LIMIT=off leaves every route unlimited.
 */
export async function registerRateLimits(app: FastifyInstance, ctx: Pick<AppContext, 'config'>): Promise<void> {
  const { config } = ctx;
  if (!config.rateLimit) return;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        // A request must not wait for a Redis that is down: its count fails and the request goes on.
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        commandTimeout: 1_000,
      })
    : undefined;
  if (redis) {
    redis.on('error', () => {}); // reconnects on its own; failed counts are skipped (skipOnError)
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:`, skipOnError: true }),
    errorResponseBuilder: () => new AppError(429, TOO_MANY_ATTEMPTS),
  });
}
