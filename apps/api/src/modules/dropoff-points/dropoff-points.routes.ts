import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dropoffPointSchema } from '@durio/shared/schemas/addresses';
import { idParamsSchema } from '@durio/shared/schemas/common';
import { languageQuerySchema } from '@durio/shared/schemas/content-translations';
import { defaultLanguage } from '@durio/shared/languages';
import {
  adminDropoffPointSchema,
  dropoffPointBodySchema,
  updateDropoffPointBodySchema,
} from '@durio/shared/schemas/farm-admin';
import type { AppContext } from '../../app-context';
import { bearerSecurity, errorReplies, noContentSchema } from '../../lib/route-schemas';
import { createDropoffPointsService } from './dropoff-points.service';

const tags = ['orders'];

export const dropoffPointsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const points = createDropoffPointsService({ db: ctx.db, clock: ctx.clock });
  const admin = { onRequest: ctx.auth.requireAdmin };

  app.get(
    '/durian/dropoff-points',
    {
      schema: {
        operationId: 'listDropoffPoints',
        tags,
        summary: 'Active pickup locations, named in the language asked for (the address stays as written)',
        security: [],
        querystring: languageQuerySchema,
        response: { 200: z.array(dropoffPointSchema), ...errorReplies(400) },
      },
    },
    async (request) => points.listActive(request.query.lang ?? defaultLanguage),
  );

  app.get(
    '/durian/dropoff-points/admin',
    {
      ...admin,
      schema: {
        operationId: 'listAllDropoffPoints',
        tags,
        summary: 'Every pickup location, active or not, with its open orders (admin)',
        security: bearerSecurity,
        response: { 200: z.array(adminDropoffPointSchema), ...errorReplies(401, 403) },
      },
    },
    async () => points.listAll(),
  );

  app.post(
    '/durian/dropoff-points',
    {
      ...admin,
      schema: {
        operationId: 'createDropoffPoint',
        tags,
        summary: 'Add a pickup location (admin)',
        security: bearerSecurity,
        body: dropoffPointBodySchema,
        response: { 201: adminDropoffPointSchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await points.create(request.auth.userId, request.body)),
  );

  app.put(
    '/durian/dropoff-points/:id',
    {
      ...admin,
      schema: {
        operationId: 'updateDropoffPoint',
        tags,
        summary: 'Edit, deactivate or reactivate a pickup location (admin); orders keep the address they were placed with',
        security: bearerSecurity,
        params: idParamsSchema,
        body: updateDropoffPointBodySchema,
        response: { 200: adminDropoffPointSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => points.update(request.auth.userId, request.params.id, request.body),
  );

  app.delete(
    '/durian/dropoff-points/:id',
    {
      ...admin,
      schema: {
        operationId: 'deleteDropoffPoint',
        tags,
        summary: 'Remove a pickup location (admin); 409 while orders wait to be collected there',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await points.remove(request.auth.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
