import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a caller's id may look like: short, and nothing that could forge a log line or a header. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's X-Request-Id when it is well formed (a proxy's or a client's id
 * ties our log lines to theirs), else a new UUID. Fastify's own `requestIdHeader` would take the header
 * as it comes, unchecked, so it stays off and this reads the header itself.
 */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every reply, errors and 404s included, names its request id; each log line of it carries `reqId`. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
