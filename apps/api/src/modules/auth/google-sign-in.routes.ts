import { defaultLanguage, isLanguage, languageCookie, localizePath, splitLanguage } from '@durio/shared/languages';
import { sessionReplySchema } from '@durio/shared/schemas/auth';
import { messageReplySchema } from '@durio/shared/schemas/common';
import {
  googleCallbackQuerySchema,
  googleLinkBodySchema,
  googleSessionBodySchema,
  googleStartQuerySchema,
} from '@durio/shared/schemas/google-sign-in';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError, BadRequestError, NotFoundError } from '../../lib/errors';
import { bearerSecurity, errorReplies, publicSecurity } from '../../lib/route-schemas';
import { createGoogleSignIn, GOOGLE_FAILED, safeReturnTo, type GoogleSignIn } from './google-sign-in';

const tags = ['auth'];
/** Both cookies are read only by these routes, so they go nowhere else. */
const COOKIE_PATH = '/api/v1/auth/google';
const STATE_COOKIE = 'durio_google_state';
const LINK_COOKIE = 'durio_google_link';
const TEN_MINUTES = 600;

export const GOOGLE_UNVERIFIED =
  'Google has not verified this e-mail address, so it cannot join your account. Sign in with your password.';

/** A browser's navigation asks for a page; an API caller gets the refusal as JSON. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

export const googleSignInRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const settings = ctx.config.google;
  const google: GoogleSignIn | undefined =
    settings && createGoogleSignIn({ db: ctx.db, clock: ctx.clock, keys: ctx.keys, mailer: ctx.mailer, settings, publicUrl: ctx.config.publicUrl });
  // Without a client id and secret the shop has no Google sign-in: every route answers 404 (and app-config says so);
  // those that need a token ask for it first, as every such route does (apps/api/src/openapi.test.ts).
  const configured = (): GoogleSignIn => {
    if (!google) throw new NotFoundError('Google sign-in is not configured');
    return google;
  };
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  // httpOnly: no script reads them; SameSite=Lax: sent on the provider's top-level redirect back, not on a
  // cross-site POST; Secure whenever the shop is served over https.
  const setCookie = (reply: FastifyReply, name: string, value: string, maxAge: number) =>
    reply.header(
      'set-cookie',
      serializeCookie(name, value, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.publicUrl.startsWith('https:'),
        maxAge,
      }),
    );
  const cookie = (request: FastifyRequest, name: string) => parseCookies(request.headers.cookie ?? '')[name];

  app.get(
    '/auth/google/start',
    {
      config: perMinute(10),
      schema: {
        operationId: 'startGoogleSignIn',
        tags,
        summary: 'Redirect to Google to sign in (PKCE, state and nonce); 404 when Google sign-in is not configured',
        security: publicSecurity,
        querystring: googleStartQuerySchema,
        response: {
          302: z.null().describe("Redirect to the provider's sign-in page"),
          ...errorReplies(400, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const service = configured();
      let started: Awaited<ReturnType<GoogleSignIn['start']>>;
      try {
        started = await service.start(request.query.returnTo);
      } catch (error) {
        // A shopper who pressed the button is sent back to sign in with the password, told why, rather than shown
        // an error reply; an API caller gets the 503 itself.
        if (!(error instanceof AppError && error.statusCode === 503) || !wantsPage(request)) throw error;
        const language = splitLanguage(safeReturnTo(request.query.returnTo)).language;
        return reply.redirect(localizePath(language, '/login?error=google-unavailable'), 302);
      }
      setCookie(reply, STATE_COOKIE, started.state, TEN_MINUTES);
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      config: perMinute(10),
      schema: {
        operationId: 'finishGoogleSignIn',
        tags,
        summary: 'Where Google sends the shopper back: signs in, or asks to prove the account with its password first',
        security: publicSecurity,
        querystring: googleCallbackQuerySchema,
        response: {
          302: z
            .null()
            .describe(
              'Redirect to returnTo with #googleSignIn=<ticket> (redeem it at /auth/google/session), to /login?link=google ' +
                '(an account with this e-mail: sign in with its password, then POST /auth/google/link), or to ' +
                '/login?error=google-failed or google-unverified',
            ),
          ...errorReplies(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const service = configured();
      const outcome = await service.finish(new URL(request.url, ctx.config.publicUrl), cookie(request, STATE_COOKIE));
      // The start is spent whatever came of it.
      setCookie(reply, STATE_COOKIE, '', 0);
      // The sign-in page in the language of the page the sign-in began on; when that is not known (no start
      // found), in the one the language switcher remembers.
      const chosen = cookie(request, languageCookie);
      const language =
        outcome.kind !== 'signed-in' && outcome.returnTo ? splitLanguage(outcome.returnTo).language : isLanguage(chosen) ? chosen : defaultLanguage;
      const loginPage = (query: string) => localizePath(language, `/login?${query}`);
      switch (outcome.kind) {
        case 'signed-in':
          // In the fragment, which no server receives or logs; the web app trades it for tokens at once.
          return reply.redirect(`${outcome.returnTo}#googleSignIn=${outcome.sessionTicket}`, 302);
        case 'link-needed':
          setCookie(reply, LINK_COOKIE, outcome.linkToken, TEN_MINUTES);
          return reply.redirect(loginPage('link=google'), 302);
        case 'refused':
          request.log.warn({ reason: outcome.detail }, 'Google sign-in refused');
          if (!wantsPage(request)) throw new BadRequestError(outcome.reason === 'unverified' ? GOOGLE_UNVERIFIED : GOOGLE_FAILED);
          return reply.redirect(loginPage(`error=${outcome.reason === 'unverified' ? 'google-unverified' : 'google-failed'}`), 302);
      }
    },
  );

  app.post(
    '/auth/google/session',
    {
      config: perMinute(10),
      schema: {
        operationId: 'redeemGoogleSignIn',
        tags,
        summary: "Trade a finished Google sign-in's single-use ticket for the shop's access and refresh tokens",
        security: publicSecurity,
        body: googleSessionBodySchema,
        response: { 200: sessionReplySchema, ...errorReplies(400, 401, 404, 429) },
      },
    },
    async (request) => configured().redeemSession(request.body.ticket),
  );

  app.post(
    '/auth/google/link',
    {
      config: perMinute(10),
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'linkGoogleAccount',
        tags,
        summary: 'Join the Google account waiting to be linked to the account just signed in to with its password',
        security: bearerSecurity,
        // Fastify gives null when no body is sent at all.
        body: googleLinkBodySchema.nullish(),
        response: { 200: messageReplySchema, ...errorReplies(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const result = await configured().completeLink(request.auth, request.body?.linkToken ?? cookie(request, LINK_COOKIE));
      setCookie(reply, LINK_COOKIE, '', 0);
      return result;
    },
  );

  app.delete(
    '/auth/google',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'unlinkGoogleAccount',
        tags,
        summary: 'Unlink Google from the account (only while it has a password)',
        security: bearerSecurity,
        response: { 200: messageReplySchema, ...errorReplies(401, 404, 409) },
      },
    },
    async (request) => configured().unlink(request.auth.userId),
  );
};
