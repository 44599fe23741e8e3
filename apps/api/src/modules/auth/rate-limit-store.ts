import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Rate-limit counts shared by every copy in Redis, and kept by this copy alone while Redis cannot count them
 * (docs/product/running.md, "When a part fails"; docs/decisions/044): a sign-in stays limited, per copy, instead of
 * going unlimited or failing. A Redis that is not connected is not asked, so no request waits for it; the first count
 * it takes again puts the shared counts back. Both kinds of count are the library's own stores.
 */
export function sharedOrLocalRateLimitStore(redis: Redis, nameSpace: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let shared = true;
  // Until its first connection is made a command waits for it (a copy just started); once it has been ready, a Redis
  // that is not is down, and so is one whose first connection failed.
  let connectedOnce = redis.status === 'ready';
  redis.once('ready', () => {
    connectedOnce = true;
  });
  const redisDown = () =>
    redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end' || (connectedOnce && redis.status !== 'ready');
  const countedIn = (inRedis: boolean, error?: unknown) => {
    if (inRedis === shared) return;
    shared = inRedis;
    if (inRedis) log.info('rate limits are counted in Redis again, across the copies');
    else log.warn({ err: error }, 'Redis cannot count rate limits: each copy counts its own until it can');
  };

  function pair(inRedis: FastifyRateLimitStore, local: FastifyRateLimitStore): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow, max) {
        if (redisDown()) {
          countedIn(false);
          local.incr(key, callback, timeWindow, max);
          return;
        }
        inRedis.incr(
          key,
          (error, result) => {
            if (error) {
              countedIn(false, error);
              local.incr(key, callback, timeWindow, max);
              return;
            }
            countedIn(true);
            callback(null, result);
          },
          timeWindow,
          max,
        );
      },
      child: (routeOptions) => pair(inRedis.child(routeOptions), local.child(routeOptions)),
    };
  }

  // The plugin calls `new` on what it is given: a constructor that answers the pair.
  // It is given the plugin's resolved settings, of which these two shape the counts.
  return function SharedOrLocalStore(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    const continueExceeding = options.continueExceeding ?? false;
    const exponentialBackoff = options.exponentialBackoff ?? false;
    return pair(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff));
  } as unknown as FastifyRateLimitStoreCtor;
}
