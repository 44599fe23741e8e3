import {
  marketingConsentStateSchema,
  setMarketingConsentBodySchema,
  unsubscribeTokenParamsSchema,
} from '@durio/shared/schemas/marketing-consent';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { bearerSecurity, errorReplies, publicSecurity } from '../../lib/route-schemas';
import { createConsentService } from './consent.service';
import { unsubscribeSecret } from './unsubscribe-links';

const tags = ['profile'];
const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/**
 * Counted per link, not per address: one-click unsubscribes come from the mail providers' servers, many customers
 * behind one address, and a guessed link is refused by its signature anyway. This bounds the rows one link can write.
 */
const perLink = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: { params: unknown }) => `unsubscribe|${(request.params as { token?: string }).token ?? ''}`,
};

/** Marketing e-mails only with consent (docs/product/your-data.md, "Consent"). */
export const consentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const consent = createConsentService({ db: ctx.db, clock: ctx.clock, unsubscribeSecret: unsubscribeSecret(ctx.config) });

  app.put(
    '/durian/profile/marketing-consent',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'setMarketingConsent',
        tags,
        summary:
          'Say yes or no to marketing e-mails: recorded with the sentence shown, its language and the time (the latest change of mind wins)',
        security: bearerSecurity,
        body: setMarketingConsentBodySchema,
        response: { 200: marketingConsentStateSchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => consent.setMarketingConsent(request.auth.userId, request.body),
  );

  app.get(
    '/unsubscribe/:token',
    {
      config: { rateLimit: perLink },
      schema: {
        operationId: 'showMarketingUnsubscribe',
        tags,
        summary: "A marketing e-mail's unsubscribe link opened in a browser: a page that asks, changing nothing (404 when the link is not valid)",
        security: publicSecurity,
        params: unsubscribeTokenParamsSchema,
        response: { 200: htmlPage('The page asking to confirm'), ...errorReplies(400, 404, 429) },
      },
    },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(await consent.unsubscribePage(request.params.token)),
  );

  // RFC 8058: a mail program's unsubscribe button POSTs `List-Unsubscribe=One-Click` as a form to the header's
  // address; the body says nothing the token does not, so it is read and left.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      oneClick.addContentTypeParser(type, { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
    }
    oneClick.post(
      '/unsubscribe/:token',
      {
        config: { rateLimit: perLink },
        schema: {
          operationId: 'unsubscribeMarketing',
          tags,
          summary:
            'Stop marketing e-mails in one click, from the link or the mail program’s own button (RFC 8058); no sign-in: the signed link is the key (404 when it is not valid)',
          security: publicSecurity,
          params: unsubscribeTokenParamsSchema,
          response: { 200: htmlPage('Unsubscribed: the page that says so'), ...errorReplies(400, 404, 429) },
        },
      },
      async (request, reply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(await consent.unsubscribe(request.params.token)),
    );
  });
};
