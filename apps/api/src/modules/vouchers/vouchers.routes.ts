import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@durio/shared/schemas/common';
import { voucherBodySchema, voucherSchema } from '@durio/shared/schemas/vouchers';
import type { AppContext } from '../../app-context';
import { bearerSecurity, errorReplies } from '../../lib/route-schemas';
import { createVouchersService } from './vouchers.service';

const tags = ['vouchers'];

/** The owner's voucher codes (docs/product/fees.md, "Discounts"); admins only, as they set what the shop gives away. */
export const vouchersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const vouchers = createVouchersService({ db: ctx.db, clock: ctx.clock });
  const admin = { onRequest: ctx.auth.requireAdmin };

  app.get(
    '/durian/vouchers',
    {
      ...admin,
      schema: {
        operationId: 'listVouchers',
        tags,
        summary: 'Every voucher code with its terms and the uses taken, the newest first (admin)',
        security: bearerSecurity,
        response: { 200: z.array(voucherSchema), ...errorReplies(401, 403) },
      },
    },
    async () => vouchers.list(),
  );

  app.post(
    '/durian/vouchers',
    {
      ...admin,
      schema: {
        operationId: 'createVoucher',
        tags,
        summary: 'Add a voucher code (admin); case and spaces are dropped from the code; 409 when another has it',
        security: bearerSecurity,
        body: voucherBodySchema,
        response: { 201: voucherSchema, ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await vouchers.create(request.auth.userId, request.body)),
  );

  app.put(
    '/durian/vouchers/:id',
    {
      ...admin,
      schema: {
        operationId: 'updateVoucher',
        tags,
        summary: 'Change, pause or end a voucher code (admin), its terms given whole; orders placed keep their discount',
        security: bearerSecurity,
        params: idParamsSchema,
        body: voucherBodySchema,
        response: { 200: voucherSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => vouchers.update(request.auth.userId, request.params.id, request.body),
  );
};
