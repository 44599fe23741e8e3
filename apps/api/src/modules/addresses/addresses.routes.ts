import { addressBodySchema, addressSchema, updateAddressBodySchema } from '@durio/shared/schemas/addresses';
import { idParamsSchema } from '@durio/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { bearerSecurity as security, errorReplies } from '../../lib/route-schemas';
import { createAddressesService } from './addresses.service';

const tags = ['addresses'];
const errors = errorReplies(400, 401, 404);

export const addressesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const addresses = createAddressesService({ db: ctx.db });
  const authenticate = ctx.auth.authenticate;

  app.get(
    '/user-profile/addresses',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'listAddresses',
        tags,
        summary: 'My shipping addresses, default first, then newest',
        security,
        response: { 200: z.array(addressSchema), ...errorReplies(401) },
      },
    },
    async (request) => addresses.listAddresses(request.auth.userId),
  );

  app.post(
    '/user-profile/addresses',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'createAddress',
        tags,
        summary: 'Add a shipping address (the first one becomes the default)',
        security,
        body: addressBodySchema,
        response: { 201: addressSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addresses.createAddress(request.auth.userId, request.body)),
  );

  app.get(
    '/user-profile/addresses/:id',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'getAddress',
        tags,
        summary: 'One of my shipping addresses',
        security,
        params: idParamsSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => addresses.getAddress(request.auth.userId, request.params.id),
  );

  app.patch(
    '/user-profile/addresses/:id',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'updateAddress',
        tags,
        summary: 'Change some fields of a shipping address',
        security,
        params: idParamsSchema,
        body: updateAddressBodySchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => addresses.updateAddress(request.auth.userId, request.params.id, request.body),
  );

  app.delete(
    '/user-profile/addresses/:id',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'deleteAddress',
        tags,
        summary: 'Delete a shipping address (the newest remaining one becomes the default)',
        security,
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await addresses.deleteAddress(request.auth.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/user-profile/addresses/:id/default',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'setDefaultAddress',
        tags,
        summary: 'Make a shipping address the default',
        security,
        params: idParamsSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => addresses.setDefaultAddress(request.auth.userId, request.params.id),
  );
};
