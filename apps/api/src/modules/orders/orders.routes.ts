import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { errorReplySchema, idParamsSchema } from '@durio/shared/schemas/common';
import {
  adminBulkMoveBodySchema,
  adminBulkMoveReplySchema,
  adminOrderExportQuerySchema,
  adminOrderListQuerySchema,
  adminOrderSchema,
  adminUpdateOrderBodySchema,
  weighOrderBodySchema,
  createOrderBodySchema,
  orderAddressBodySchema,
  orderDeliveryBodySchema,
  runSheetQuerySchema,
  runSheetSchema,
  orderListQuerySchema,
  orderNoteBodySchema,
  orderSchema,
  orderTrackingBodySchema,
  waitingOrdersCountSchema,
} from '@durio/shared/schemas/orders';
import { mayMoveOrderTo } from '@durio/shared/staff-access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ForbiddenError } from '../../lib/errors';
import { malaysianDate } from '../../lib/malaysia-dates';
import { createAdminOrderList } from './admin-order-list';
import { createOrderCorrections } from './order-corrections';
import { countOrdersWaitingToBePacked } from './order-reads';
import { readRunSheet } from './order-run-sheet';
import { createOrdersService } from './orders.service';

const tags = ['orders'];
const security = [{ bearer: [] }];
const errors = { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema };
const adminErrors = { ...errors, 403: errorReplySchema };


/** A CSV file as a download, sent as it is written (the export's batches). */
function sendCsvStream(reply: FastifyReply, filename: string, csv: Readable) {
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
}
export const ordersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const orders = createOrdersService({
    db: ctx.db,
    clock: ctx.clock,
    config: ctx.config,
    storage: ctx.storage,
    mailer: ctx.mailer,
  });
  const adminList = createAdminOrderList({ db: ctx.db, storage: ctx.storage });
  const corrections = createOrderCorrections({
    db: ctx.db,
    clock: ctx.clock,
    links: { publicUrl: ctx.config.publicUrl, storage: ctx.storage },
    readBack: async (orderId) => {
      ctx.mailer.kick();
      return orders.getOrderForAdmin(orderId);
    },
  });
  const authenticate = ctx.auth.authenticate;
  // The console's order calls; staff may make them too (docs/product/staff.md).
  const consoleOnly = ctx.auth.requireStaff;

  app.post(
    '/durian/orders',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'createOrder',
        tags,
        summary: 'Place an order from my cart (reserves the stock; pay within the expiry time)',
        security,
        body: createOrderBodySchema,
        response: { 201: orderSchema, ...errors, 409: errorReplySchema, 502: errorReplySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await ctx.flows.placeOrder(request.auth.userId, request.body)),
  );

  app.get(
    '/durian/orders',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listOrders',
        tags,
        summary: 'My orders, newest first',
        security,
        querystring: orderListQuerySchema,
        response: { 200: z.array(orderSchema), 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => orders.listOwnOrders(request.auth.userId, request.query),
  );

  // Registered before `/durian/orders/:id`; find-my-way also prefers the static `admin` segment.
  app.get(
    '/durian/orders/admin/all',
    {
      onRequest: consoleOnly,
      schema: {
        operationId: 'listAllOrders',
        tags,
        summary: "The console's orders or abandoned checkouts, filtered and sorted (admin); the match count is in X-Total-Count",
        security,
        querystring: adminOrderListQuerySchema,
        response: { 200: z.array(adminOrderSchema), 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema },
      },
    },
    async (request, reply) => {
      const page = await adminList.list(request.query);
      return reply.header('x-total-count', String(page.total)).send(page.orders);
    },
  );

  app.get(
    '/durian/orders/admin/export',
    {
      onRequest: consoleOnly,
      schema: {
        operationId: 'exportOrders',
        tags,
        summary: 'The filtered orders list as a CSV file, one row per order (admin)',
        security,
        querystring: adminOrderExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV in UTF-8 with a byte order mark, header row first, amounts in RM, times in Malaysia'),
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      // The day on the shop's calendar: an export made at 07:00 in Kuala Lumpur is named after that morning.
      const day = malaysianDate(ctx.clock.now());
      return sendCsvStream(reply, `durio-orders-${day}.csv`, Readable.from(adminList.exportCsv(request.query)));
    },
  );

  app.get(
    '/durian/orders/admin/waiting-count',
    {
      onRequest: consoleOnly,
      schema: {
        operationId: 'countOrdersWaitingToBePacked',
        tags,
        summary: "How many orders wait to be packed (status PAID): the console's sidebar badge and tab title (admin)",
        security,
        response: { 200: waitingOrdersCountSchema, 401: errorReplySchema, 403: errorReplySchema },
      },
    },
    async () => ({ count: await countOrdersWaitingToBePacked(ctx.db) }),
  );

  app.get(
    '/durian/orders/admin/:id',
    {
      onRequest: consoleOnly,
      schema: {
        operationId: 'getOrderAsAdmin',
        tags,
        summary: 'One order (admin)',
        security,
        params: idParamsSchema,
        response: { 200: adminOrderSchema, ...adminErrors },
      },
    },
    async (request) => orders.getOrderForAdmin(request.params.id),
  );

  app.patch(
    '/durian/orders/admin/:id',
    {
      onRequest: consoleOnly,
      schema: {
        operationId: 'updateOrderAsAdmin',
        tags,
        summary: 'Move an order to its next status with an Order Update (admin)',
        security,
        params: idParamsSchema,
        body: adminUpdateOrderBodySchema,
        response: { 200: adminOrderSchema, ...adminErrors, 409: errorReplySchema, 502: errorReplySchema },
      },
    },
    // A cancel gives stock and money back across modules (flows/cancel-order.ts); every other move is the order's own.
    async (request) => {
      if (!mayMoveOrderTo(request.auth.role, request.body.status)) throw new ForbiddenError('Forbidden - Admin only');
      return request.body.status === 'CANCELLED'
        ? ctx.flows.cancelOrderAsAdmin(request.auth.userId, request.params.id, request.body)
        : orders.moveOrderAsAdmin(request.auth.userId, request.params.id, request.body);
    },
  );

  app.put(
    '/durian/orders/admin/:id/weights',
    {
      onRequest: consoleOnly,
      schema: {
        operationId: 'weighOrder',
        tags,
        summary:
          "Enter the weight of each fruit priced by weight while the order is being processed: the order's final price " +
          'is set once and the difference is refunded to the card (admin or staff)',
        security,
        params: idParamsSchema,
        body: weighOrderBodySchema,
        response: { 200: adminOrderSchema, ...adminErrors, 409: errorReplySchema },
      },
    },
    // The weighing refunds across modules (flows/weigh-order.ts).
    async (request) => ctx.flows.weighOrder(request.auth.userId, request.params.id, request.body),
  );

  app.post(
    '/durian/orders/admin/bulk-moves',
    {
      onRequest: consoleOnly,
      schema: {
        operationId: 'moveOrdersInBulk',
        tags,
        summary: 'Move many orders on at once (packing, ready for pickup, delivered); each that cannot move says why (admin)',
        security,
        body: adminBulkMoveBodySchema,
        response: { 200: adminBulkMoveReplySchema, 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema },
      },
    },
    async (request) => orders.moveOrdersAsAdmin(request.auth.userId, request.body),
  );

  app.post(
    '/durian/orders/admin/:id/notes',
    {
      onRequest: consoleOnly,
      schema: {
        operationId: 'addOrderNote',
        tags,
        summary: "Add a note for the shop's people to an order; the customer never sees it (admin)",
        security,
        params: idParamsSchema,
        body: orderNoteBodySchema,
        response: { 201: adminOrderSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await corrections.addNote(request.auth.userId, request.params.id, request.body.text)),
  );

  app.put(
    '/durian/orders/admin/:id/tracking',
    {
      onRequest: consoleOnly,
      schema: {
        operationId: 'correctOrderTracking',
        tags,
        summary: "Correct a shipped parcel's carrier and tracking number; the customer is told (admin)",
        security,
        params: idParamsSchema,
        body: orderTrackingBodySchema,
        response: { 200: adminOrderSchema, ...adminErrors, 409: errorReplySchema },
      },
    },
    async (request) => corrections.correctTracking(request.auth.userId, request.params.id, request.body),
  );

  app.put(
    '/durian/orders/admin/:id/address',
    {
      onRequest: consoleOnly,
      schema: {
        operationId: 'changeOrderAddress',
        tags,
        summary: 'Change where a paid order not yet shipped is delivered; the customer is told (admin)',
        security,
        params: idParamsSchema,
        body: orderAddressBodySchema,
        response: { 200: adminOrderSchema, ...adminErrors, 409: errorReplySchema },
      },
    },
    async (request) => corrections.changeAddress(request.auth.userId, request.params.id, request.body),
  );

  app.put(
    '/durian/orders/admin/:id/delivery',
    {
      onRequest: consoleOnly,
      schema: {
        operationId: 'moveOrderDelivery',
        tags,
        summary: "Move an order not yet shipped to another day and run of its address's zone; the customer is told (admin)",
        security,
        params: idParamsSchema,
        body: orderDeliveryBodySchema,
        response: { 200: adminOrderSchema, ...adminErrors, 409: errorReplySchema },
      },
    },
    async (request) => corrections.moveDelivery(request.auth.userId, request.params.id, request.body),
  );

  app.get(
    '/durian/orders/admin/run-sheet',
    {
      onRequest: consoleOnly,
      schema: {
        operationId: 'getRunSheet',
        tags,
        summary: "The day's run sheet: the paid orders to deliver that day, run by run, by postcode, with address, phone, items and notes (admin)",
        security,
        querystring: runSheetQuerySchema,
        response: { 200: runSheetSchema, 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema },
      },
    },
    async (request) => readRunSheet(ctx.db, request.query.date),
  );

  app.get(
    '/durian/orders/:id',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getOrder',
        tags,
        summary: 'One of my orders',
        security,
        params: idParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => orders.getOwnOrder(request.auth.userId, request.params.id),
  );

  app.patch(
    '/durian/orders/:id/cancel',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'cancelOrder',
        tags,
        summary: 'Cancel my order while it is pending or paid (a paid order is refunded)',
        security,
        params: idParamsSchema,
        response: { 200: orderSchema, ...errors, 409: errorReplySchema, 502: errorReplySchema },
      },
    },
    async (request) => ctx.flows.cancelOwnOrder(request.auth.userId, request.params.id),
  );
};
