import { reviewSchema } from '@durio/shared/schemas/catalogue';
import { createReviewBodySchema, updateReviewBodySchema } from '@durio/shared/schemas/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { bearerSecurity as security, errorReplies } from '../../lib/route-schemas';
import { createReviewsService } from './reviews.service';

const tags = ['reviews'];
const orderProductParams = z.object({ orderId: z.uuid(), productId: z.uuid() });
const reviewParams = z.object({ productId: z.uuid(), reviewId: z.uuid() });
const ownerErrors = errorReplies(400, 401, 404);

export const reviewsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reviewsService = createReviewsService({ db: ctx.db, clock: ctx.clock, storage: ctx.storage });

  app.post(
    '/durian/products/:orderId/:productId/reviews',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'createReview',
        tags,
        summary: 'Review a product of my delivered order (once per product per order)',
        security,
        params: orderProductParams,
        body: createReviewBodySchema,
        response: { 201: reviewSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { orderId, productId } = request.params;
      const review = await reviewsService.createReview(request.auth.userId, orderId, productId, request.body);
      return reply.status(201).send(review);
    },
  );

  app.put(
    '/durian/products/:productId/reviews/:reviewId',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'updateReview',
        tags,
        summary: 'Change the text or rating of my review',
        security,
        params: reviewParams,
        body: updateReviewBodySchema,
        response: { 200: reviewSchema, ...ownerErrors, ...errorReplies(409) },
      },
    },
    async (request) => {
      const { productId, reviewId } = request.params;
      return reviewsService.updateReview(request.auth.userId, productId, reviewId, request.body);
    },
  );

  app.delete(
    '/durian/products/:productId/reviews/:reviewId',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'deleteReview',
        tags,
        summary: 'Delete my review',
        security,
        params: reviewParams,
        response: { 204: z.null().describe('Deleted'), ...ownerErrors },
      },
    },
    async (request, reply) => {
      const { productId, reviewId } = request.params;
      await reviewsService.deleteReview(request.auth.userId, productId, reviewId);
      return reply.status(204).send(null);
    },
  );
};
