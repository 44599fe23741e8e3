import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PUBLIC_CATALOGUE_ROUTE } from '../modules/web/cache-headers';

/** Enough for every list, filter and page visitors ask for in a second, bounded whatever they ask. */
const MAX_ENTRIES = 2000;

/**
 * Visitors' catalogue reads answered from memory for `ttlMs` (issue 11): the same replies the routes give,
 * without the database. Only requests without credentials (an admin sees unverified farms in the same
 * calls), only the public catalogue's routes, only 200 replies. A write this process answers successfully
 * empties the cache, so the next read here sees it; another process's copy is at most `ttlMs` old, and orders
 * re-check stock and prices whatever a page showed.
 */
export function registerCatalogueReadCache(api: FastifyInstance, ttlMs: number) {
  if (ttlMs <= 0) return;
  const cache = new LRUCache<string, { body: unknown }>({ max: MAX_ENTRIES, ttl: ttlMs });
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.headers.authorization === undefined &&
    PUBLIC_CATALOGUE_ROUTE.test(request.routeOptions.url ?? '');

  api.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const hit = cache.get(request.url);
    // Sent through the route's own serializer and the usual onSend hooks (headers, compression).
    if (hit) return reply.header('x-catalogue-cache', 'hit').send(hit.body);
  });

  api.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode === 200 && cacheable(request) && !reply.hasHeader('x-catalogue-cache')) {
      cache.set(request.url, { body: payload });
    }
    return payload;
  });

  api.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.clear();
  });
}
