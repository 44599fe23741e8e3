import { localizePath } from '@durio/shared/languages';
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
import { messageReplySchema } from '@durio/shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { bearerToken } from '../../lib/authenticate';
import { bearerSecurity, errorReplies, publicSecurity, type SecurityRequirements } from '../../lib/route-schemas';
import { createAuthService } from './auth.service';
import { googleSignInRoutes } from './google-sign-in.routes';

const tags = ['auth'];
/** The refresh token goes in the Authorization header (logout also takes it in the body). */
const refreshTokenSecurity: SecurityRequirements = [{ refreshToken: [] }];

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
        operationId: 'registerAccount',
        tags,
        summary: 'Create a customer account, e-mail its verification link and sign it in',
        security: publicSecurity,
        body: registerBodySchema,
        response: { 201: sessionReplySchema, ...errorReplies(400, 409, 429) },
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
        operationId: 'logIn',
        tags,
        summary: 'Sign in with e-mail and password',
        security: publicSecurity,
        body: loginBodySchema,
        response: { 200: sessionReplySchema, ...errorReplies(400, 401, 429) },
      },
    },
    async (request) => auth.login(request.body),
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        operationId: 'refreshTokens',
        tags,
        summary: 'Trade a refresh token (Bearer) for a new access and refresh token',
        security: refreshTokenSecurity,
        response: { 200: tokenPairSchema, ...errorReplies(401) },
      },
    },
    async (request) => auth.refresh(bearerToken(request)),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        operationId: 'logOut',
        tags,
        summary: 'End the sign-in of a refresh token (body or Bearer)',
        security: [...refreshTokenSecurity, {}],
        // Fastify gives null when no body is sent at all.
        body: logoutBodySchema.nullish(),
        response: { 204: z.null().describe('Signed out'), ...errorReplies(400, 401) },
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
      schema: {
        operationId: 'listSigningKeys',
        tags,
        summary: 'Public keys that verify access tokens',
        security: publicSecurity,
        response: { 200: jwksReplySchema },
      },
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
        operationId: 'changePassword',
        tags,
        summary: 'Change the password and sign out every other session',
        security: bearerSecurity,
        body: changePasswordBodySchema,
        response: { 200: messageReplySchema, ...errorReplies(400, 401) },
      },
    },
    async (request) => auth.changePassword(request.auth, request.body),
  );

  app.get(
    '/auth/verify-email',
    {
      schema: {
        operationId: 'verifyEmail',
        tags,
        summary: "Follow an e-mail verification link; redirects to the web app with ?emailVerified=1 or 0",
        security: publicSecurity,
        querystring: emailTokenQuerySchema,
        response: {
          302: z.null().describe("Redirect to the home page in the user's language with ?emailVerified=1 (verified) or 0 (bad, expired or used link)"),
          ...errorReplies(400),
        },
      },
    },
    async (request, reply) => {
      const { verified, language } = await auth.verifyEmail(request.query.token);
      return reply.redirect(localizePath(language, `/?emailVerified=${verified ? 1 : 0}`), 302);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: perMinute(5),
      schema: {
        operationId: 'requestPasswordReset',
        tags,
        summary: 'E-mail a password reset link (the same answer whether or not the account exists)',
        security: publicSecurity,
        body: forgotPasswordBodySchema,
        response: { 200: messageReplySchema, ...errorReplies(400, 429) },
      },
    },
    async (request) => auth.forgotPassword(request.body),
  );

  app.get(
    '/auth/reset-password',
    {
      config: perMinute(10),
      schema: {
        operationId: 'checkPasswordResetLink',
        tags,
        summary: 'Check that a password reset link is still usable',
        security: publicSecurity,
        querystring: emailTokenQuerySchema,
        response: { 200: messageReplySchema, ...errorReplies(400, 429) },
      },
    },
    async (request) => auth.checkResetToken(request.query.token),
  );

  app.post(
    '/auth/reset-password',
    {
      config: perMinute(10),
      schema: {
        operationId: 'resetPassword',
        tags,
        summary: 'Set a new password with a reset link (newPassword, or password as the reset screen sends)',
        security: publicSecurity,
        body: resetPasswordBodySchema,
        response: { 200: messageReplySchema, ...errorReplies(400, 429) },
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
        operationId: 'createPowersyncToken',
        tags,
        summary: 'A 5-minute token for the PowerSync service, signed with the access-token keys',
        security: bearerSecurity,
        response: { 200: powersyncTokenReplySchema, ...errorReplies(401) },
      },
    },
    async (request) => auth.powersyncToken(request.auth.userId),
  );

  // Sign in with Google: its own routes, answering 404 unless GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.
  await app.register(googleSignInRoutes, { ctx });
};
