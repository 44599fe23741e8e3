import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { PUBLIC_CATALOGUE_ROUTE } from '../modules/web/cache-headers';

/** A reply as it left the route, before compression: sent again as it is, with its ETag. */
interface CachedReply {
  status: number;
  contentType: string;
  body: string;
  etag: string | undefined;
  /** The compressed bytes sent for each Accept-Encoding seen, so a browser's hit is not compressed again. */
  compressed: Map<string, { encoding: string; bytes: Buffer }>;
}

/** The copies of the shop on one database tell each other on this channel that the catalogue changed. */
const CHANGES_CHANNEL = 'durio_catalogue_changed';
/** Bounded in bytes, not entries: a burst of distinct searches must not hold the process's memory. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Browsers send a handful of Accept-Encoding values; more than this are compressed each time. */
const MAX_ENCODINGS = 4;
/** The web app's catch-all route: every page's HTML is the same for every visitor. */
const PAGE_ROUTE = '/*';

/**
 * Writes that change nothing a visitor of the catalogue sees: the shopper's own account, cart, favourites
 * and addresses, a contact message, starting a payment, an upload not yet attached to anything. Every other
 * successful write (products, farms, trees, reviews, settings, orders moving stock, a display name shown on
 * reviews) empties the cache.
 */
const PRIVATE_WRITE =
  /^\/api\/v1\/(auth|durian\/cart|user-profile\/(addresses|favorites|installation)|contact|payments\/initiate|s3file)(\/|$)/;

/** The body's digest, the same for a reply from the cache as for the route's own (see @fastify/etag's hashFn). */
export const bodyDigest = (body: string | Buffer) => createHash('sha1').update(body).digest('base64');

export interface CatalogueReadCache {
  /** Empties this copy's cache and every other copy's on the same database. */
  changed(): void;
  /** Keeps the compressed bytes of replies; registered after compression, which it must follow. */
  registerAfterCompression(app: FastifyInstance): void;
  close(): Promise<void>;
}

/**
 * Visitors' catalogue reads and pages answered from memory for `ttlMs` (issue 11; decision record 018): the
 * same bytes the route sent, without the database or the serializer. Only GETs without credentials (an admin
 * sees unverified farms in the same calls), only the public catalogue's API routes and the web app's pages,
 * only 200 and 404 replies.
 *
 * Kept right by the writes: a successful write through any copy of the shop empties this copy's cache at
 * once and the others' as soon as PostgreSQL delivers the NOTIFY (milliseconds); what changes outside a
 * request (an unpaid order expiring gives its stock back) shows within `ttlMs`. Orders re-check stock and
 * prices whatever a page showed.
 */
export async function registerCatalogueReadCache(
  app: FastifyInstance,
  options: { ttlMs: number; database: Database; log: FastifyBaseLogger },
): Promise<CatalogueReadCache> {
  const { ttlMs, database, log } = options;
  if (ttlMs <= 0) return { changed: () => {}, registerAfterCompression: () => {}, close: async () => {} };

  const cache = new LRUCache<string, CachedReply>({
    ttl: ttlMs,
    maxSize: MAX_BYTES,
    // Counted once, when stored: the body, and as much again for the compressed copies added later.
    sizeCalculation: (reply) => 2 * reply.body.length + 200,
  });
  // A read that started before a change may finish after it: it is not kept (see `generationAtStart`).
  let generation = 0;
  const generationAtStart = new WeakMap<FastifyRequest, number>();
  /** The entry whose compressed copy for this request's Accept-Encoding is still to be kept. */
  const missingCompression = new WeakMap<FastifyRequest, CachedReply>();
  function forget() {
    generation += 1;
    cache.clear();
  }

  const thisCopy = randomUUID();
  const unlisten = await database.listen(CHANGES_CHANNEL, (from) => {
    if (from !== thisCopy) forget();
  });
  function changed() {
    forget();
    database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${thisCopy})`).catch((error: unknown) => {
      // The other copies' entries still expire within ttlMs.
      log.warn({ err: error }, 'could not tell the other copies that the catalogue changed');
    });
  }

  const cacheable = (request: FastifyRequest) => {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return false;
    const route = request.routeOptions.url ?? '';
    return route === PAGE_ROUTE || PUBLIC_CATALOGUE_ROUTE.test(route);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const hit = cache.get(request.url);
    if (!hit) {
      generationAtStart.set(request, generation);
      return;
    }
    // The usual onSend hooks still run: ETag and 304, Cache-Control, and compression unless it was kept.
    reply.status(hit.status).type(hit.contentType).header('x-catalogue-cache', 'hit');
    if (hit.etag) reply.header('etag', hit.etag);
    const compressed = hit.compressed.get(request.headers['accept-encoding'] ?? '');
    if (compressed) {
      reply.header('content-encoding', compressed.encoding).header('vary', 'accept-encoding');
      return reply.send(compressed.bytes);
    }
    missingCompression.set(request, hit);
    return reply.send(hit.body);
  });

  // Registered before compression, so the body is still the route's text.
  app.addHook('onSend', async (request, reply, payload) => {
    const started = generationAtStart.get(request);
    if (started === undefined || started !== generation || typeof payload !== 'string') return payload;
    if (reply.statusCode !== 200 && reply.statusCode !== 404) return payload;
    const etag = reply.getHeader('etag');
    const entry: CachedReply = {
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type')),
      body: payload,
      etag: typeof etag === 'string' ? etag : undefined,
      compressed: new Map(),
    };
    cache.set(request.url, entry);
    missingCompression.set(request, entry);
    return payload;
  });

  function registerAfterCompression(after: FastifyInstance) {
    after.addHook('onSend', async (request, reply, payload) => {
      const entry = missingCompression.get(request);
      const encoding = reply.getHeader('content-encoding');
      if (entry && Buffer.isBuffer(payload) && typeof encoding === 'string' && entry.compressed.size < MAX_ENCODINGS) {
        entry.compressed.set(request.headers['accept-encoding'] ?? '', { encoding, bytes: payload });
      }
      return payload;
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (!PRIVATE_WRITE.test(request.routeOptions.url ?? '')) changed();
  });

  return { changed, registerAfterCompression, close: unlisten };
}
