import { productReviewsQuerySchema, reviewSchema } from '@durio/shared/schemas/catalogue';
import { idParamsSchema } from '@durio/shared/schemas/common';
import {
  adminReviewSchema,
  adminReviewsQuerySchema,
  adminReviewsReplySchema,
  reviewReplyBodySchema,
  reviewVisibilityBodySchema,
} from '@durio/shared/schemas/review-moderation';
import { createReviewBodySchema, updateReviewBodySchema } from '@durio/shared/schemas/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { isAdminViewer } from '../../lib/admin-viewer';
import { bearerSecurity as security, errorReplies, optionalBearerSecurity } from '../../lib/route-schemas';
import { createProductReviewsService } from './product-reviews.service';
import { createReviewModerationService } from './review-moderation.service';
import { createReviewsService } from './reviews.service';

const tags = ['reviews'];
const orderProductParams = z.object({ orderId: z.uuid(), productId: z.uuid() });
const reviewParams = z.object({ productId: z.uuid(), reviewId: z.uuid() });
const ownerErrors = errorReplies(400, 401, 404);

export const reviewsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const reviewsService = createReviewsService({ db: ctx.db, clock: ctx.clock, storage: ctx.storage });
  const moderation = createReviewModerationService({ db: ctx.db, clock: ctx.clock, storage: ctx.storage });
  const productReviews = createProductReviewsService({ db: ctx.db, storage: ctx.storage, clock: ctx.clock });

  app.get(
    '/durian/products/:id/reviews',
    {
      schema: {
        operationId: 'listProductReviews',
        tags: ['products'],
        summary: "A product's reviews, newest first",
        security: optionalBearerSecurity,
        params: idParamsSchema,
        querystring: productReviewsQuerySchema,
        response: { 200: z.array(reviewSchema), ...errorReplies(400, 404) },
      },
    },
    async (request) =>
      productReviews.listProductReviews(request.params.id, request.query, {
        isAdmin: await isAdminViewer(ctx.keys, request),
      }),
  );

  app.get(
    '/durian/reviews/admin',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'listReviewsForModeration',
        tags,
        summary: 'Every review, hidden ones too, newest first; by product or by hidden (admin)',
        security,
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => moderation.list(request.query),
  );

  app.patch(
    '/durian/reviews/:reviewId/visibility',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'setReviewVisibility',
        tags,
        summary: 'Hide a review with a reason, or show it again (admin); a hidden review counts in no rating',
        security,
        params: z.object({ reviewId: z.uuid() }),
        body: reviewVisibilityBodySchema,
        response: { 200: adminReviewSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => moderation.setVisibility(request.auth.userId, request.params.reviewId, request.body),
  );

  app.put(
    '/durian/reviews/:reviewId/reply',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'replyToReview',
        tags,
        summary: "Answer a review in public as the shop, replacing the shop's last reply (admin)",
        security,
        params: z.object({ reviewId: z.uuid() }),
        body: reviewReplyBodySchema,
        response: { 200: adminReviewSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => moderation.setReply(request.auth.userId, request.params.reviewId, request.body.text),
  );

  app.delete(
    '/durian/reviews/:reviewId/reply',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'removeReviewReply',
        tags,
        summary: "Take the shop's reply away from a review (admin)",
        security,
        params: z.object({ reviewId: z.uuid() }),
        response: { 200: adminReviewSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => moderation.setReply(request.auth.userId, request.params.reviewId, null),
  );

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
