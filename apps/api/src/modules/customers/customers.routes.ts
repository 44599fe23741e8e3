import { idParamsSchema } from '@durio/shared/schemas/common';
import { customerListQuerySchema, customerListReplySchema, customerSchema } from '@durio/shared/schemas/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { bearerSecurity, errorReplies } from '../../lib/route-schemas';
import { createCustomersService } from './customers.service';

const tags = ['admin'];

export const customersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const customers = createCustomersService({ db: ctx.db });
  app.addHook('onRequest', ctx.auth.requireAdmin);

  app.get(
    '/durian/customers',
    {
      schema: {
        operationId: 'listCustomers',
        tags,
        summary: 'Customers with their paid orders and spend, searchable by name, e-mail or phone (admin)',
        security: bearerSecurity,
        querystring: customerListQuerySchema,
        response: { 200: customerListReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => customers.list(request.query),
  );

  app.get(
    '/durian/customers/:id',
    {
      schema: {
        operationId: 'getCustomer',
        tags,
        summary: 'One customer with their addresses (admin); read only',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: customerSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => customers.get(request.params.id),
  );
};
