import {
  changePasswordBodySchema,
  emailTokenQuerySchema,
  forgotPasswordBodySchema,
  jwksReplySchema,
  loginBodySchema,
  logoutBodySchema,
  powersyncTokenReplySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionReplySchema,
  tokenPairSchema,
} from '@durio/shared/schemas/auth';
import { errorReplySchema, messageReplySchema } from '@durio/shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { bearerToken } from '../../lib/authenticate';
import { createAuthService } from './auth.service';

const tags = ['auth'];
const bearer = [{ bearer: [] }];

/** Login is limited per client address and e-mail, so one shopper's typos do not lock out a shared network. */
const loginRateKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email : ''}`;
};

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const auth = createAuthService({
    db: ctx.db,
    clock: ctx.clock,
    keys: ctx.keys,
    mailer: ctx.mailer,
    config: ctx.config,
  });
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.post(
    '/auth/register',
    {
      config: perMinute(5),
      schema: {
        tags,
        summary: 'Create a customer account, e-mail its verification link and sign it in',
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

  app.get(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: "Follow an e-mail verification link; redirects to the web app with ?emailVerified=1 or 0",
        querystring: emailTokenQuerySchema,
        response: { 302: z.null().describe('Redirect to /?emailVerified=1 (verified) or 0 (bad, expired or used link)') },
      },
    },
    async (request, reply) => {
      const verified = await auth.verifyEmail(request.query.token);
      return reply.redirect(`/?emailVerified=${verified ? 1 : 0}`, 302);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: perMinute(5),
      schema: {
        tags,
        summary: 'E-mail a password reset link (the same answer whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: messageReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => auth.forgotPassword(request.body.email),
  );

  app.get(
    '/auth/reset-password',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Check that a password reset link is still usable',
        querystring: emailTokenQuerySchema,
        response: { 200: messageReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) => auth.checkResetToken(request.query.token),
  );

  app.post(
    '/auth/reset-password',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Set a new password with a reset link (newPassword, or password as the reset screen sends)',
        body: resetPasswordBodySchema,
        response: { 200: messageReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request) =>
      auth.resetPassword({
        token: request.body.token,
        // The schema makes sure one of the two is there.
        newPassword: (request.body.newPassword ?? request.body.password)!,
      }),
  );

  app.post(
    '/auth/generate-powersync-token',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        tags,
        summary: 'A 5-minute token for the PowerSync service, signed with the access-token keys',
        security: bearer,
        response: { 200: powersyncTokenReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => auth.powersyncToken(request.auth.userId),
  );
};
