import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@durio/shared/schemas/common';
import { promotionBodySchema, promotionSchema } from '@durio/shared/schemas/promotions';
import type { AppContext } from '../../app-context';
import { bearerSecurity, errorReplies } from '../../lib/route-schemas';
import { createPromotionsService } from './promotions.service';

const tags = ['promotions'];

/** The owner's automatic promotions (docs/product/fees.md, "Discounts"); admins only, as they set what the shop gives away. */
export const promotionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const promotions = createPromotionsService({ db: ctx.db, clock: ctx.clock });
  const admin = { onRequest: ctx.auth.requireAdmin };

  app.get(
    '/durian/promotions',
    {
      ...admin,
      schema: {
        operationId: 'listPromotions',
        tags,
        summary: 'Every automatic promotion in the order they apply, before a voucher code (admin)',
        security: bearerSecurity,
        response: { 200: z.array(promotionSchema), ...errorReplies(401, 403) },
      },
    },
    async () => promotions.list(),
  );

  app.post(
    '/durian/promotions',
    {
      ...admin,
      schema: {
        operationId: 'createPromotion',
        tags,
        summary: 'Add an automatic promotion (admin)',
        security: bearerSecurity,
        body: promotionBodySchema,
        response: { 201: promotionSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await promotions.create(request.auth.userId, request.body)),
  );

  app.put(
    '/durian/promotions/:id',
    {
      ...admin,
      schema: {
        operationId: 'updatePromotion',
        tags,
        summary: 'Change, pause or end a promotion (admin), its terms given whole; orders placed keep their discount',
        security: bearerSecurity,
        params: idParamsSchema,
        body: promotionBodySchema,
        response: { 200: promotionSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => promotions.update(request.auth.userId, request.params.id, request.body),
  );
};
