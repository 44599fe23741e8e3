import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defaultLanguage } from '@durio/shared/languages';
import { idParamsSchema } from '@durio/shared/schemas/common';
import { languageQuerySchema } from '@durio/shared/schemas/content-translations';
import {
  adminDeliveryZoneSchema,
  closedDateBodySchema,
  closedDateParamsSchema,
  closedDateSchema,
  deliveryCalendarQuerySchema,
  deliveryCalendarSchema,
  deliveryDaysQuerySchema,
  deliveryDaysSchema,
  deliveryZoneBodySchema,
  deliveryZoneSchema,
  zoneCalendarBodySchema,
} from '@durio/shared/schemas/delivery-zones';
import type { AppContext } from '../../app-context';
import { bearerSecurity, errorReplies, noContentSchema } from '../../lib/route-schemas';
import { createClosedDatesService } from './closed-dates.service';
import { deliveryDaysOf, readDeliveryCalendar } from './delivery-bookings';
import { createDeliveryZonesService, readDeliveryZones, zoneNamesIn } from './delivery-zones.service';

const tags = ['orders'];

export const deliveryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const zones = createDeliveryZonesService({ db: ctx.db, clock: ctx.clock });
  const closedDates = createClosedDatesService({ db: ctx.db });
  const admin = { onRequest: ctx.auth.requireAdmin };

  app.get(
    '/durian/delivery-days',
    {
      schema: {
        operationId: 'listDeliveryDays',
        tags,
        summary:
          "The days and runs a postcode can still be delivered in, two weeks ahead (Malaysia time), with the minutes left to order for today; zone null where the shop does not deliver",
        security: [],
        querystring: deliveryDaysQuerySchema.extend({ lang: languageQuerySchema.shape.lang }),
        response: { 200: deliveryDaysSchema, ...errorReplies(400) },
      },
    },
    async (request) => {
      const { postalCode, lang } = request.query;
      const [allZones, names] = await Promise.all([readDeliveryZones(ctx.db), zoneNamesIn(ctx.db, lang ?? defaultLanguage)]);
      const { zone, ...days } = await deliveryDaysOf(ctx.db, allZones, postalCode, ctx.clock.now());
      return { ...days, zone: zone && { id: zone.id, name: names.get(zone.id) ?? zone.name } };
    },
  );

  app.get(
    '/durian/delivery-zones',
    {
      schema: {
        operationId: 'listDeliveryZones',
        tags,
        summary: 'Where the shop delivers: each zone with its states, postcode ranges, fees and the forms of fruit it receives',
        security: [],
        querystring: languageQuerySchema,
        response: { 200: z.array(deliveryZoneSchema), ...errorReplies(400) },
      },
    },
    async (request) => zones.list(request.query.lang ?? defaultLanguage),
  );

  app.get(
    '/durian/delivery-zones/admin',
    {
      ...admin,
      schema: {
        operationId: 'listDeliveryZonesForAdmin',
        tags,
        summary: 'Every delivery zone with its name translations (admin)',
        security: bearerSecurity,
        response: { 200: z.array(adminDeliveryZoneSchema), ...errorReplies(401, 403) },
      },
    },
    async () => zones.listForAdmin(),
  );

  app.post(
    '/durian/delivery-zones',
    {
      ...admin,
      schema: {
        operationId: 'createDeliveryZone',
        tags,
        summary: 'Add a delivery zone (admin); 409 when a state or postcode is already in another zone',
        security: bearerSecurity,
        body: deliveryZoneBodySchema,
        response: { 201: adminDeliveryZoneSchema, ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await zones.create(request.auth.userId, request.body)),
  );

  app.put(
    '/durian/delivery-zones/:id',
    {
      ...admin,
      schema: {
        operationId: 'updateDeliveryZone',
        tags,
        summary: 'Change a delivery zone (admin): new carts and checkouts use it, orders placed keep their fee',
        security: bearerSecurity,
        params: idParamsSchema,
        body: deliveryZoneBodySchema,
        response: { 200: adminDeliveryZoneSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => zones.update(request.auth.userId, request.params.id, request.body),
  );

  app.delete(
    '/durian/delivery-zones/:id',
    {
      ...admin,
      schema: {
        operationId: 'deleteDeliveryZone',
        tags,
        summary: 'Stop delivering to a zone (admin); orders placed keep their address and fee',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await zones.remove(request.auth.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/durian/delivery-zones/:id/calendar',
    {
      ...admin,
      schema: {
        operationId: 'updateDeliveryZoneCalendar',
        tags,
        summary:
          "Set a zone's lead time, cut-off, closed weekdays and delivery runs (admin); 409 when removing a run with orders booked on a coming day",
        security: bearerSecurity,
        params: idParamsSchema,
        body: zoneCalendarBodySchema,
        response: { 200: adminDeliveryZoneSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => zones.updateCalendar(request.auth.userId, request.params.id, request.body),
  );

  app.get(
    '/durian/delivery-calendar',
    {
      onRequest: ctx.auth.requireStaff,
      schema: {
        operationId: 'getDeliveryCalendar',
        tags,
        summary: "Each zone's runs with the orders booked in them day by day, against their capacity (admin)",
        security: bearerSecurity,
        querystring: deliveryCalendarQuerySchema,
        response: { 200: deliveryCalendarSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => readDeliveryCalendar(ctx.db, await readDeliveryZones(ctx.db), request.query.from, request.query.days),
  );

  app.get(
    '/durian/delivery-closed-dates',
    {
      ...admin,
      schema: {
        operationId: 'listClosedDates',
        tags,
        summary: 'Public holidays and other days the shop does not deliver (admin)',
        security: bearerSecurity,
        response: { 200: z.array(closedDateSchema), ...errorReplies(401, 403) },
      },
    },
    async () => closedDates.list(),
  );

  app.post(
    '/durian/delivery-closed-dates',
    {
      ...admin,
      schema: {
        operationId: 'addClosedDate',
        tags,
        summary: 'Close a day for deliveries everywhere (admin); 409 when it is closed already',
        security: bearerSecurity,
        body: closedDateBodySchema,
        response: { 201: closedDateSchema, ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await closedDates.add(request.auth.userId, request.body)),
  );

  app.delete(
    '/durian/delivery-closed-dates/:date',
    {
      ...admin,
      schema: {
        operationId: 'removeClosedDate',
        tags,
        summary: 'Open a closed day again (admin)',
        security: bearerSecurity,
        params: closedDateParamsSchema,
        response: { 204: noContentSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await closedDates.remove(request.auth.userId, request.params.date);
      return reply.status(204).send(null);
    },
  );
};
