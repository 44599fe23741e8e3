import { reviewSchema } from '@durio/shared/schemas/catalogue';
import { errorReplySchema } from '@durio/shared/schemas/common';
import { createReviewBodySchema, updateReviewBodySchema } from '@durio/shared/schemas/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { createReviewsService } from './reviews.service';

const tags = ['reviews'];
const security = [{ bearer: [] }];
const orderProductParams = z.object({ orderId: z.uuid(), productId: z.uuid() });
const reviewParams = z.object({ productId: z.uuid(), reviewId: z.uuid() });
const ownerErrors = { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema };

export const reviewsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reviewsService = createReviewsService({ db: ctx.db, clock: ctx.clock });

  app.post(
    '/durian/products/:orderId/:productId/reviews',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        tags,
        summary: 'Review a product of my delivered order (once per product per order)',
        security,
        params: orderProductParams,
        body: createReviewBodySchema,
        response: { 201: reviewSchema, ...ownerErrors, 403: errorReplySchema, 409: errorReplySchema },
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
        tags,
        summary: 'Change the text or rating of my review',
        security,
        params: reviewParams,
        body: updateReviewBodySchema,
        response: { 200: reviewSchema, ...ownerErrors },
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
