import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in a minute.';

/**
 * Makes `config.rateLimit` on a route work for every route registered after it in `app`'s scope; no route
 * is limited without one. The counters are kept in Redis when REDIS_URL is set, so every API process
 * counts together (a count Redis cannot take is skipped: the request goes on); otherwise in this process.
 * RATE_LIMIT=off leaves every route unlimited.
 */
export async function registerRateLimits(app: FastifyInstance, ctx: Pick<AppContext, 'config' | 'redis'>): Promise<void> {
  const { config, redis } = ctx;
  if (!config.rateLimit) return;
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:`, skipOnError: true }),
    errorResponseBuilder: () => new AppError(429, TOO_MANY_ATTEMPTS),
  });
}
