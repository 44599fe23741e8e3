import rateLimit from '@fastify/rate-limit';
import {
  changePasswordBodySchema,
  jwksReplySchema,
  loginBodySchema,
  logoutBodySchema,
  registerBodySchema,
  sessionReplySchema,
  tokenPairSchema,
} from '@durio/shared/schemas/auth';
import { errorReplySchema, messageReplySchema } from '@durio/shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { bearerToken } from '../../lib/authenticate';
import { AppError } from '../../lib/errors';
import { createAuthService } from './auth.service';

const tags = ['auth'];
const bearer = [{ bearer: [] }];
const TOO_MANY = 'Too many attempts. Please try again in a minute.';

/** Login is limited per client address and e-mail, so one shopper's typos do not lock out a shared network. */
const loginRateKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email : ''}`;
};

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const auth = createAuthService({ db: ctx.db, clock: ctx.clock, keys: ctx.keys });

  if (ctx.config.rateLimit) {
    // Registered here, not app-wide: only the routes below that name a `config.rateLimit` are limited.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError(429, TOO_MANY),
    });
  }

  app.post(
    '/auth/register',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Create a customer account and sign it in',
        body: registerBodySchema,
        response: { 201: sessionReplySchema, 400: errorReplySchema, 409: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  app.post(
    '/auth/login',
    {
      // preHandler: the key needs the parsed e-mail, which onRequest (the default) does not have yet.
      config: { rateLimit: { max: 10, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: loginRateKey } },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: sessionReplySchema, 400: errorReplySchema, 401: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => auth.login(request.body),
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        tags,
        summary: 'Trade a refresh token (Bearer) for a new access and refresh token',
        security: bearer,
        response: { 200: tokenPairSchema, 401: errorReplySchema },
      },
    },
    async (request) => auth.refresh(bearerToken(request)),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'End the sign-in of a refresh token (body or Bearer)',
        security: bearer,
        // Fastify gives null when no body is sent at all.
        body: logoutBodySchema.nullish(),
        response: { 204: z.null().describe('Signed out'), 401: errorReplySchema },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body?.refresh_token ?? bearerToken(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/.well-known/jwks.json',
    {
      schema: { tags, summary: 'Public keys that verify access tokens', response: { 200: jwksReplySchema } },
    },
    async (_request, reply) => {
      // Short enough that a rotated key reaches verifiers within minutes.
      reply.header('cache-control', 'public, max-age=300');
      return { keys: [ctx.keys.publicJwk] };
    },
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        tags,
        summary: 'Change the password and sign out every other session',
        security: bearer,
        body: changePasswordBodySchema,
        response: { 200: messageReplySchema, 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => auth.changePassword(request.auth, request.body),
  );
};
