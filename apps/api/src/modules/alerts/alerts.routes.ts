import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertListReplySchema,
  alertSchema,
  alertTokenSchema,
  createAlertBodySchema,
  createAlertReplySchema,
  waitingAlertsReplySchema,
} from '@durio/shared/schemas/alerts';
import { idParamsSchema } from '@durio/shared/schemas/common';
import type { AppContext } from '../../app-context';
import { verifyAccessToken } from '../../lib/access-token';
import { bearerToken } from '../../lib/authenticate';
import { UnauthorizedError } from '../../lib/errors';
import { bearerSecurity, errorReplies, noContentSchema, optionalBearerSecurity, publicSecurity } from '../../lib/route-schemas';
import { createAlertsService } from './alerts.service';

const tags = ['alerts'];

/** "Tell me when" (docs/product/the-season.md): asking, confirming, ending, and the owner's view of who waits. */
export const alertsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const alerts = createAlertsService({ db: ctx.db, clock: ctx.clock, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl });

  app.post(
    '/durian/alerts',
    {
      // Each visitor's request may e-mail an address: as few as a contact form's.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        operationId: 'createAlert',
        tags,
        summary:
          'Ask to be told when a product, a tree’s fruit or a variety can be ordered; a visitor confirms by e-mail (202), a customer with a confirmed address has it at once (201)',
        security: optionalBearerSecurity,
        body: createAlertBodySchema,
        response: { 201: createAlertReplySchema, 202: createAlertReplySchema, ...errorReplies(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const claims = token ? await verifyAccessToken(ctx.keys, token) : undefined;
      if (claims === null) throw new UnauthorizedError('Unauthorized');
      const created = await alerts.createAlert(claims?.userId, request.body);
      return reply.status(created.status === 'active' ? 201 : 202).send(created);
    },
  );

  app.post(
    '/durian/alerts/confirm',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        operationId: 'confirmAlert',
        tags,
        summary: 'Start an alert from the link its e-mail carried (the visitor’s consent)',
        security: publicSecurity,
        body: alertTokenSchema,
        response: { 200: alertSchema, ...errorReplies(400, 404, 429) },
      },
    },
    async (request) => alerts.confirm(request.body.token),
  );

  // RFC 8058: a mail program's unsubscribe button POSTs `List-Unsubscribe=One-Click` as a form to the header's
  // address; the body says nothing the token does not, so it is read and left.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      oneClick.addContentTypeParser(type, { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
    }
    oneClick.post(
      '/durian/alerts/unsubscribe',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          operationId: 'unsubscribeAlert',
          tags,
          summary: 'End an alert in one click, from its e-mail’s link or the mail program’s own button (RFC 8058)',
          security: publicSecurity,
          querystring: alertTokenSchema,
          response: { 204: noContentSchema, ...errorReplies(400, 404, 429) },
        },
      },
      async (request, reply) => {
        await alerts.unsubscribe(request.query.token);
        return reply.status(204).send(null);
      },
    );
  });

  app.get(
    '/durian/alerts',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'listMyAlerts',
        tags,
        summary: 'The signed-in customer’s alerts, newest first',
        security: bearerSecurity,
        response: { 200: alertListReplySchema, ...errorReplies(401) },
      },
    },
    async (request) => ({ data: await alerts.listMine(request.auth.userId) }),
  );

  app.delete(
    '/durian/alerts/:id',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'cancelMyAlert',
        tags,
        summary: 'End one of the signed-in customer’s alerts',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await alerts.cancelMine(request.auth.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/durian/alerts/admin/waiting',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'listWaitingAlerts',
        tags,
        summary: 'What shoppers wait to be told about (confirmed, not yet told), most asked first (admin and staff)',
        security: bearerSecurity,
        querystring: z.object({}),
        response: { 200: waitingAlertsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => alerts.waiting(),
  );
};
