import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { buffer as readAll } from 'node:stream/consumers';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import { decodeJwt } from 'jose';
import { LRUCache } from 'lru-cache';
import { PUBLIC_CATALOGUE_ROUTE } from './cache-headers';
import type { CatalogueChanges } from './catalogue-changes';
import { bearerToken } from './authenticate';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

/** A header's name then its value, one after the other: what Node's `writeHead` takes with the least work. */
type FlatHeaders = (string | number | string[])[];

/** A reply as it left the shop, headers and (maybe compressed) bytes, sent again as it is. */
interface StoredReply {
  status: number;
  headers: FlatHeaders;
  /** The same, less what a 304 of @fastify/etag leaves out: there is no body to describe. */
  notModifiedHeaders: FlatHeaders;
  body: Buffer;
  etag: string | undefined;
  /** An API read, sent before Fastify sees the request; a page goes through the home page's language choice first. */
  early: boolean;
}

/** Bounded in bytes, not entries: a burst of distinct searches must not hold the process's memory. */
const MAX_BYTES = 64 * 1024 * 1024;
/**
 * The web app's catch-all route: every page's HTML is the same for every visitor (`/` too: a visit to it in
 * Malay or Chinese is redirected before this cache is asked, modules/web/language-choice.ts).
 */
const PAGE_ROUTE = '/*';
/** Headers that belong to one request, not to the stored reply. */
const PER_REQUEST_HEADERS = [REQUEST_ID_HEADER, 'set-cookie'];
const BODY_HEADERS = ['content-length', 'content-encoding', 'content-type'];

/** The body's digest, the same for a reply from the cache as for the route's own (see @fastify/etag's hashFn). */
export const bodyDigest = (body: string | Buffer) => createHash('sha1').update(body).digest('base64');

/**
 * The delivery days of a postcode and the delivery zones: what every shopper's checkout and product page ask, the
 * same for all. Browsers do not keep them (they change as runs fill up, and a day's cut-off passes); this cache
 * does for its second, as it does stock (docs/product/delivery.md, "How fresh the days are").
 */
const DELIVERY_READ_ROUTES = ['/api/v1/durian/delivery-days', '/api/v1/durian/delivery-zones'];

const isApiRoute = (route: string) => PUBLIC_CATALOGUE_ROUTE.test(route) || DELIVERY_READ_ROUTES.includes(route);
const isCacheableRoute = (route: string) => route === PAGE_ROUTE || isApiRoute(route);

/**
 * Whether a token's holder sees the public catalogue, remembered per token: reading its claims on every read
 * cost a signed-in shopper's hit a quarter of its speed (bench/README.md). Bounded, as tokens are many.
 */
const seesPublicByToken = new LRUCache<string, boolean>({ max: 10_000 });

/**
 * Whether the caller sees the public catalogue: a visitor, or a signed-in shopper (the web app sends its
 * token with every call). Only an admin is answered differently (farms not yet verified), so a token that
 * claims the admin's role is never served from here; its signature is the route's to check. A forged token
 * that claims another role gets the public catalogue, which anyone may read.
 */
function seesPublicCatalogue(headers: IncomingHttpHeaders): boolean {
  const token = bearerToken({ headers });
  if (token === undefined) return headers.authorization === undefined;
  let seesPublic = seesPublicByToken.get(token);
  if (seesPublic === undefined) {
    try {
      seesPublic = decodeJwt(token).role !== 'ADMIN';
    } catch {
      seesPublic = true; // not a JWT: the route answers as to a visitor
    }
    seesPublicByToken.set(token, seesPublic);
  }
  return seesPublic;
}

/**
 * One stored reply per URL, whether the caller sent credentials (Cache-Control differs) and Accept-Encoding
 * (the bytes differ): each variant is stored by the first request that asks for it.
 */
const variantKey = (url: string, headers: IncomingHttpHeaders) =>
  `${url}\n${headers.authorization === undefined ? 0 : 1}\n${headers['accept-encoding'] ?? ''}`;

function matchesEtag(headers: IncomingHttpHeaders, etag: string | undefined): boolean {
  const asked = headers['if-none-match'];
  if (!asked || !etag) return false;
  return asked.trim() === '*' || asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<Buffer> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * The bytes of a reply as they leave: compression hands on a stream (every browser asks for it), which is
 * read to its end here so the compressed bytes are stored too, and a hit never compresses again.
 */
async function replyBytes(payload: unknown): Promise<Buffer | undefined> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  // A stream of Node's or of the readable-stream package (which compression uses): both can be iterated.
  if (isAsyncIterable(payload)) return readAll(payload);
  return undefined;
}

/**
 * Writes the stored reply straight to the socket: no hook, no serializer, no compression runs. A cookie an
 * earlier hook set for this request (the home page's language choice, modules/web/language-choice.ts) is sent
 * with it.
 */
function writeStored(
  response: ServerResponse,
  request: { headers: IncomingHttpHeaders; id: string; cookie?: string | number | string[] },
  stored: StoredReply,
) {
  const notModified = matchesEtag(request.headers, stored.etag);
  const headers = (notModified ? stored.notModifiedHeaders : stored.headers).concat(REQUEST_ID_HEADER, request.id, 'x-catalogue-cache', 'hit');
  if (request.cookie !== undefined) headers.push('set-cookie', request.cookie);
  if (notModified) response.writeHead(304, headers).end();
  else response.writeHead(stored.status, headers).end(stored.body);
}

/** A stored reply sent from within Fastify's hooks (a page, or a read Fastify was given by `inject`). */
function sendStored(request: FastifyRequest, reply: FastifyReply, stored: StoredReply) {
  const cookie = reply.getHeader('set-cookie');
  reply.hijack();
  writeStored(reply.raw, { headers: request.headers, id: request.id, cookie }, stored);
}

/**
 * Catalogue reads and pages answered from memory for `ttlMs` (decision records 018 and 019): the
 * bytes and headers the shop sent, written straight to the socket before any other hook runs, so a hit costs
 * about what a bare Fastify server's reply does. Only GETs of the public catalogue's API routes and the web
 * app's pages, answered 200 or 404, for callers who see the public catalogue (not an admin).
 *
 * Kept right by the writes: a change announced by any copy (catalogue-changes.ts) empties this cache;
 * stock moved by orders shows within `ttlMs`. A read that started before a change and finished after it
 * is not kept, so a slow query cannot put an old price back.
 */
export interface CatalogueReadCache {
  /** Keeps the replies of the cacheable routes; called after compression is registered, which it must follow. */
  registerStore(app: FastifyInstance): void;
  /**
   * Answers a catalogue API read kept in memory before Fastify sees the request (its routing, request and reply
   * objects were most of a hit's cost): true when it did. The HTTP server asks it first (lib/answer-first.ts).
   */
  answerEarly(request: IncomingMessage, response: ServerResponse): boolean;
}

/** A read of the route under way, and its reply once kept (undefined: not kept, read the route yourself). */
interface Flight {
  stored: Promise<StoredReply | undefined>;
  settle(kept: StoredReply | undefined): void;
}

export async function registerCatalogueReadCache(
  app: FastifyInstance,
  options: { ttlMs: number; changes: CatalogueChanges },
): Promise<CatalogueReadCache> {
  const { ttlMs, changes } = options;
  if (ttlMs <= 0) return { registerStore: () => {}, answerEarly: () => false };

  const cache = new LRUCache<string, StoredReply>({
    ttl: ttlMs,
    maxSize: MAX_BYTES,
    sizeCalculation: (stored) => stored.body.length + 1024,
  });
  let generation = 0;
  /**
   * The one read of the route per stored variant that is under way: requests for the same variant that arrive
   * meanwhile wait for its reply instead of reading the database too. Without it every entry's expiry let
   * every request in flight (50 under load) run the route at once, each second.
   */
  const inFlight = new Map<string, Flight>();
  await changes.subscribe(() => {
    generation += 1;
    cache.clear();
    // Replies begun before the change are not kept; whoever waits for one reads the route itself.
    for (const flight of [...inFlight.values()]) flight.settle(undefined);
  });
  /** The generation a miss started in and the read others wait for, for the requests whose reply may be stored. */
  const misses = new WeakMap<FastifyRequest, { generation: number; flight: Flight }>();

  function startFlight(key: string, reply: FastifyReply): Flight {
    let resolve!: (stored: StoredReply | undefined) => void;
    const stored = new Promise<StoredReply | undefined>((done) => (resolve = done));
    const flight: Flight = {
      stored,
      settle(kept) {
        if (inFlight.get(key) === flight) inFlight.delete(key);
        resolve(kept);
      },
    };
    inFlight.set(key, flight);
    // Whatever becomes of the request (an error, a dropped connection), the waiting ones are let go.
    reply.raw.once('close', () => flight.settle(undefined));
    return flight;
  }

  // Registered before every other hook (request id, helmet, the routes' own): a hit stops here.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || !seesPublicCatalogue(request.headers)) return done();
    const key = variantKey(request.url, request.headers);
    const stored = cache.get(key);
    if (stored) return sendStored(request, reply, stored);
    if (!isCacheableRoute(request.routeOptions.url ?? '')) return done();
    const flight = inFlight.get(key);
    if (flight) {
      void flight.stored.then((kept) => (kept ? sendStored(request, reply, kept) : done()));
      return;
    }
    misses.set(request, { generation, flight: startFlight(key, reply) });
    done();
  });

  /** Keeps the reply when it may be kept, and hands it to the requests waiting for it (or lets them go). */
  const store: onSendAsyncHookHandler = async (request, reply, payload) => {
    const miss = misses.get(request);
    if (miss === undefined) return payload;
    let kept: StoredReply | undefined;
    try {
      if (miss.generation !== generation || (reply.statusCode !== 200 && reply.statusCode !== 404)) return payload;
      const body = await replyBytes(payload).catch((err: unknown) => {
        // The error's reply is not compressed: it must not say it is.
        reply.removeHeader('content-encoding');
        throw err;
      });
      // Another copy's or this one's write may have come while a compressed reply was read.
      if (body === undefined || miss.generation !== generation) return body ?? payload;
      const headers = Object.entries({ ...reply.getHeaders(), 'content-length': body.length }).filter(
        (header): header is [string, string | number | string[]] => header[1] !== undefined && !PER_REQUEST_HEADERS.includes(header[0]),
      );
      const etag = reply.getHeader('etag');
      kept = {
        status: reply.statusCode,
        headers: headers.flat(),
        notModifiedHeaders: headers.filter(([name]) => !BODY_HEADERS.includes(name)).flat(),
        body,
        etag: typeof etag === 'string' ? etag : undefined,
        early: isApiRoute(request.routeOptions.url ?? ''),
      };
      cache.set(variantKey(request.url, request.headers), kept);
      return body;
    } finally {
      miss.flight.settle(kept);
    }
  };

  // Once the copy stops, Fastify answers: it closes the connections a stopping server must not keep alive.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  return {
    answerEarly(request, response) {
      if (closing || request.method !== 'GET' || request.url === undefined || !seesPublicCatalogue(request.headers)) return false;
      const stored = cache.get(variantKey(request.url, request.headers));
      if (!stored?.early) return false;
      writeStored(response, { headers: request.headers, id: requestIdFor(request) }, stored);
      return true;
    },
    registerStore(after) {
      // The last onSend hook of each cacheable route (a route's hooks run after the app's, and this one is
      // added after compression's), so it keeps the bytes and headers exactly as they leave.
      after.addHook('onRoute', (route) => {
        if (isCacheableRoute(route.url)) route.onSend = [...[route.onSend ?? []].flat(), store];
      });
    },
  };
}
