import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { sharedOrLocalRateLimitStore } from './rate-limit-store';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in a minute.';

/**
 * Makes `config.rateLimit` on a route work for every route registered after it in `app`'s scope; no route
 * is limited without one. The counters are kept in Redis when REDIS_URL is set, so every API process
 * counts together, and in this process while Redis cannot count them (rate-limit-store.ts); without Redis, in
 * this process. RATE_LIMIT=off leaves every route unlimited.
 */
export async function registerRateLimits(app: FastifyInstance, ctx: Pick<AppContext, 'config' | 'redis'>): Promise<void> {
  const { config, redis } = ctx;
  if (!config.rateLimit) return;
  await app.register(rateLimit, {
    global: false,
    ...(redis && { store: sharedOrLocalRateLimitStore(redis, `${config.redisKeyPrefix}rate-limit:`, app.log) }),
    errorResponseBuilder: () => new AppError(429, TOO_MANY_ATTEMPTS),
  });
}
