import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request itself and says so (true), or leaves it to Fastify (false). */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

interface FastifyHttpOptions {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify makes itself (HTTP/1, its time-outs), which asks `answer()`
 * first and hands Fastify only what it left. The app's catalogue read cache answers its API hits there
 * (lib/catalogue-read-cache.ts); `answer` is a function, as the cache is made after Fastify.
 */
export function answeringFirst(answer: () => EarlyAnswer): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    // Fastify hands its own options, its defaults filled in: the same settings its server would have had.
    const options = fastifyOptions as FastifyHttpOptions;
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!answer()(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
