import { addressBodySchema, addressSchema, updateAddressBodySchema } from '@durio/shared/schemas/addresses';
import { errorReplySchema, idParamsSchema } from '@durio/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { createAddressesService } from './addresses.service';

const tags = ['addresses'];
const security = [{ bearer: [] }];
const errors = { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema };

export const addressesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const addresses = createAddressesService({ db: ctx.db });
  const authenticate = ctx.auth.authenticate;

  app.get(
    '/user-profile/addresses',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'My shipping addresses, default first, then newest',
        security,
        response: { 200: z.array(addressSchema), 401: errorReplySchema },
      },
    },
    async (request) => addresses.listAddresses(request.auth.userId),
  );

  app.post(
    '/user-profile/addresses',
    {
      onRequest: authenticate,
      schema: {
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
