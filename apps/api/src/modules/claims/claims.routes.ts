import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@durio/shared/schemas/common';
import { adminClaimSchema, claimListQuerySchema, claimSchema, createClaimBodySchema, decideClaimBodySchema } from '@durio/shared/schemas/claims';
import type { AppContext } from '../../app-context';
import { bearerSecurity as security, errorReplies } from '../../lib/route-schemas';
import { createClaimsService } from './claims.service';

const tags = ['claims'];

/** The fruit guarantee (docs/product/fruit-guarantee.md): the customer claims for a line; an admin works the queue. */
export const claimsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const claims = createClaimsService({ db: ctx.db, clock: ctx.clock, storage: ctx.storage });

  app.post(
    '/durian/orders/:orderId/items/:itemId/claims',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'claimGuarantee',
        tags,
        summary: 'Claim the fruit guarantee for a line of my delivered order, with 1 to 3 photos uploaded to "claims"',
        security,
        params: z.object({ orderId: z.uuid(), itemId: z.uuid() }),
        body: createClaimBodySchema,
        response: { 201: claimSchema, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await claims.create(request.auth.userId, request.params.orderId, request.params.itemId, request.body)),
  );

  app.get(
    '/durian/claims',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'listClaims',
        tags,
        summary: 'The guarantee claims, the open ones first and oldest first (admin)',
        security,
        querystring: claimListQuerySchema,
        response: { 200: z.array(adminClaimSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => claims.list(request.query),
  );

  app.put(
    '/durian/claims/:id',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'decideClaim',
        tags,
        summary: 'Approve a claim (to the card or as store credit, up to what the line was paid) or decline it with a reason (admin)',
        security,
        params: idParamsSchema,
        body: decideClaimBodySchema,
        response: { 200: adminClaimSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ctx.flows.decideClaim(request.auth.userId, request.params.id, request.body),
  );
};
