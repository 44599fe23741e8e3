import {
  addCartItemBodySchema,
  applyVoucherBodySchema,
  cartQuerySchema,
  cartSchema,
  updateCartItemBodySchema,
} from '@durio/shared/schemas/cart';
import { idParamsSchema } from '@durio/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { bearerSecurity as security, errorReplies } from '../../lib/route-schemas';
import { createCartService } from './cart.service';

const tags = ['cart'];
const errors = errorReplies(400, 401, 404);

export const cartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const cart = createCartService({ db: ctx.db, storage: ctx.storage, clock: ctx.clock });
  const authenticate = ctx.auth.authenticate;

  app.get(
    '/durian/cart',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getCart',
        tags,
        summary: 'My cart (created on first use)',
        security,
        querystring: cartQuerySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => cart.getCart(request.auth.userId, request.query.cartId),
  );

  app.post(
    '/durian/cart/items',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'addCartItem',
        tags,
        summary: 'Add a product (adds to its line when already in the cart)',
        security,
        querystring: cartQuerySchema,
        body: addCartItemBodySchema,
        response: { 201: cartSchema, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await cart.addItem(request.auth.userId, request.query.cartId, request.body)),
  );

  app.put(
    '/durian/cart/items/:id',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'updateCartItem',
        tags,
        summary: 'Set the quantity and notes of a line (0 or less removes it)',
        security,
        params: idParamsSchema,
        querystring: cartQuerySchema,
        body: updateCartItemBodySchema,
        response: { 200: cartSchema, ...errorReplies(400, 401, 404, 409) },
      },
    },
    async (request) => cart.updateItem(request.auth.userId, request.query.cartId, request.params.id, request.body),
  );

  app.delete(
    '/durian/cart/items/:id',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'removeCartItem',
        tags,
        summary: 'Remove a line',
        security,
        params: idParamsSchema,
        querystring: cartQuerySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => cart.removeItem(request.auth.userId, request.query.cartId, request.params.id),
  );

  app.delete(
    '/durian/cart/clear',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'emptyCart',
        tags,
        summary: 'Empty my cart',
        security,
        response: { 200: cartSchema, ...errorReplies(401) },
      },
    },
    async (request) => cart.emptyCart(request.auth.userId),
  );

  app.put(
    '/durian/cart/voucher',
    {
      onRequest: authenticate,
      // Codes are short: a shopper (or a script signed in as one) may try ten a minute, not guess through them.
      config: { rateLimit: { max: 10, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (request) => `voucher|${request.auth.userId}` } },
      schema: {
        operationId: 'applyCartVoucher',
        tags,
        summary: 'Enter a voucher code (one per order; 409 saying why it cannot be used)',
        description: 'The code is kept on the cart and judged again at checkout (docs/product/fees.md, "Discounts").',
        security,
        body: applyVoucherBodySchema,
        response: { 200: cartSchema, ...errorReplies(400, 401, 409, 429) },
      },
    },
    async (request) => cart.applyVoucher(request.auth.userId, request.body.code),
  );

  app.delete(
    '/durian/cart/voucher',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'removeCartVoucher',
        tags,
        summary: 'Take the voucher code off my cart',
        security,
        response: { 200: cartSchema, ...errorReplies(401) },
      },
    },
    async (request) => cart.removeVoucher(request.auth.userId),
  );
};
