import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@durio/shared/schemas/common';
import { orderSchema } from '@durio/shared/schemas/orders';
import {
  adminPreorderOffersQuerySchema,
  createPreorderBodySchema,
  dropReplySchema,
  offerPreordersReplySchema,
  preorderChoiceBodySchema,
  recordDropBodySchema,
  createPreorderOfferBodySchema,
  preorderOfferListReplySchema,
  preorderOfferSchema,
  updatePreorderOfferBodySchema,
} from '@durio/shared/schemas/preorders';
import type { AppContext } from '../../app-context';
import { bearerSecurity, errorReplies, publicSecurity } from '../../lib/route-schemas';
import { createPreorderOffersService } from './preorder-offers.service';

const tags = ['preorders'];

/**
 * Pre-order offers (docs/product/the-season.md, Pre-orders): the owner opens them; a tree's and a farm's page show
 * what is left, and the pre-order checkout reads its one offer.
 */
export const preordersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const offers = createPreorderOffersService({ db: ctx.db, clock: ctx.clock });

  app.get(
    '/durian/trees/:treeId/preorder-offers',
    {
      schema: {
        operationId: 'listTreePreorderOffers',
        tags,
        summary: "A tree's next drop open for pre-order: each offer's window, price and fruits left",
        security: publicSecurity,
        params: z.object({ treeId: z.uuid() }),
        response: { 200: preorderOfferListReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => ({ data: await offers.openOffersOfTree(request.params.treeId) }),
  );

  app.get(
    '/durian/farms/:farmId/preorder-offers',
    {
      schema: {
        operationId: 'listFarmPreorderOffers',
        tags,
        summary: "A farm's offers open for pre-order, of its trees and of its varieties as a whole: each offer's window, price and fruits left",
        security: publicSecurity,
        params: z.object({ farmId: z.uuid() }),
        response: { 200: preorderOfferListReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => ({ data: await offers.openOffersOfFarm(request.params.farmId) }),
  );

  app.get(
    '/durian/preorder-offers/:id',
    {
      schema: {
        operationId: 'getPreorderOffer',
        tags,
        summary: 'One offer, for its pre-order checkout: open or not (a closed one says so), its window, price and fruits left',
        security: publicSecurity,
        params: idParamsSchema,
        response: { 200: preorderOfferSchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => offers.offerOfVerifiedFarm(request.params.id),
  );

  app.post(
    '/durian/preorders',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'createPreorder',
        tags,
        summary:
          "Reserve fruits of a tree's next drop and pay now: an order of the offer's whole fruit, PENDING until paid (409 when fewer fruits are left, the offer closed or the total differs)",
        security: bearerSecurity,
        body: createPreorderBodySchema,
        response: { 201: orderSchema, ...errorReplies(400, 401, 404, 409, 502) },
      },
    },
    async (request, reply) => reply.status(201).send(await ctx.flows.placePreorder(request.auth.userId, request.body)),
  );

  app.post(
    '/durian/orders/:id/preorder-choice',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'choosePreorderFruit',
        tags,
        summary:
          "My pre-order's window ended with fruit still on the tree: take a fruit of the same variety and grade from another tree of the farm, or a refund of it (409 when there is nothing to choose, or no such fruit in stock)",
        security: bearerSecurity,
        params: idParamsSchema,
        body: preorderChoiceBodySchema,
        response: { 200: orderSchema, ...errorReplies(400, 401, 404, 409) },
      },
    },
    // The answer moves stock, money and the order across modules (flows/end-preorder-windows.ts).
    async (request) => ctx.flows.chooseForUnfilledFruit(request.auth.userId, request.params.id, request.body.choice),
  );

  app.post(
    '/durian/preorder-offers/:id/drops',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'recordPreorderDrop',
        tags,
        summary: "Record fruit that fell from an offer's tree: it fills the paid pre-orders in the order they were placed (admin)",
        security: bearerSecurity,
        params: idParamsSchema,
        body: recordDropBodySchema,
        response: { 201: dropReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await ctx.flows.recordDrop(request.auth.userId, request.params.id, request.body)),
  );

  app.get(
    '/durian/preorder-offers/:id/preorders',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'listOfferPreorders',
        tags,
        summary: "An offer's pre-orders, first placed first, with the fruits each reserved and has had filled, and its drops (admin)",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: offerPreordersReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => offers.preordersOfOffer(request.params.id),
  );

  app.get(
    '/durian/preorder-offers/admin',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'listPreorderOffers',
        tags,
        summary: 'Every pre-order offer, or a farm’s, by harvest window (admin)',
        security: bearerSecurity,
        querystring: adminPreorderOffersQuerySchema,
        response: { 200: preorderOfferListReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ({ data: await offers.listOffers(request.query.farmId) }),
  );

  app.post(
    '/durian/preorder-offers',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'createPreorderOffer',
        tags,
        summary: "Open a tree's next drop, or a farm's variety, for pre-order in a harvest window still to end (admin)",
        security: bearerSecurity,
        body: createPreorderOfferBodySchema,
        response: { 201: preorderOfferSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await offers.createOffer(request.auth.userId, request.body)),
  );

  app.patch(
    '/durian/preorder-offers/:id',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'updatePreorderOffer',
        tags,
        summary: 'Offer fewer fruits (never under those reserved), or close and reopen an offer (admin)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: updatePreorderOfferBodySchema,
        response: { 200: preorderOfferSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => offers.updateOffer(request.auth.userId, request.params.id, request.body),
  );
};
