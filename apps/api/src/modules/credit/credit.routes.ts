import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@durio/shared/schemas/common';
import { issueCreditBodySchema, storeCreditSchema } from '@durio/shared/schemas/credit';
import type { AppContext } from '../../app-context';
import { bearerSecurity as security, errorReplies } from '../../lib/route-schemas';
import { createCreditService } from './credit.service';

const tags = ['credit'];

/** Store credit (docs/product/store-credit.md): the customer reads their own; an admin reads and issues a customer's. */
export const creditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credit = createCreditService({ db: ctx.db, clock: ctx.clock });

  app.get(
    '/durian/credit',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'getMyCredit',
        tags,
        summary: 'My store credit: the balance and every entry, the newest first',
        security,
        response: { 200: storeCreditSchema, ...errorReplies(401) },
      },
    },
    async (request) => credit.readOwn(request.auth.userId),
  );

  app.get(
    '/durian/customers/:id/credit',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'getCustomerCredit',
        tags,
        summary: "A customer's store credit (admin)",
        security,
        params: idParamsSchema,
        response: { 200: storeCreditSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => credit.readCustomer(request.params.id),
  );

  app.post(
    '/durian/customers/:id/credit',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'issueCustomerCredit',
        tags,
        summary: 'Give a customer store credit with the reason they will read (admin); recorded in the history',
        security,
        params: idParamsSchema,
        body: issueCreditBodySchema,
        response: { 201: storeCreditSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await credit.issue(request.auth.userId, request.params.id, request.body)),
  );
};
