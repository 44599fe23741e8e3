import type { FastifyInstance } from 'fastify';

/**
 * The public catalogue's read calls: the same for every visitor, so browsers and shared caches may keep
 * them a minute. Matched on the route's pattern, not the URL, so '/durian/:id/products' counts too. One
 * pre-order offer is read as its tree's and farm's offers are (under trees/ and farms/); the console's calls
 * under preorder-offers/ are not matched.
 */
export const PUBLIC_CATALOGUE_ROUTE =
  /^\/api\/v1\/durian\/(products|farms|trees|gallery|categories|search|season)(\/|$)|^\/api\/v1\/durian\/:id\/(products|categories)$|^\/api\/v1\/durian\/preorder-offers\/:id$/;

export const PUBLIC_CACHE = 'public, max-age=60';
export const PRIVATE_CACHE = 'private, no-store';

/**
 * Cache-Control for every API reply that did not set its own. A request that carries credentials is
 * answered `private, no-store` whatever the route: an admin sees unverified farms in the same calls the
 * public reads, and a cart, order or profile must never sit in a shared cache. Public catalogue reads are
 * cacheable for a minute (with `Vary: Authorization`); anything else the API answers is not stored.
 */
export function registerCacheHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/api/')) return payload;

    if (request.headers.authorization !== undefined || request.auth !== undefined) {
      reply.header('Cache-Control', PRIVATE_CACHE);
    } else if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode === 200 &&
      PUBLIC_CATALOGUE_ROUTE.test(request.routeOptions.url ?? '')
    ) {
      const vary = reply.getHeader('vary');
      reply.header('Cache-Control', PUBLIC_CACHE).header('Vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
    } else {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
