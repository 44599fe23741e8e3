import { adminChangesQuerySchema, adminChangesReplySchema } from '@durio/shared/schemas/admin-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { bearerSecurity, errorReplies } from '../../lib/route-schemas';
import { listAdminChanges } from './admin-changes';

/** The admin console's own calls; the admin calls of each area live with that area. */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/durian/admin/changes',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'listAdminChanges',
        tags: ['admin'],
        summary: "The history of admin changes, newest first; of one object with entity and entityId (admin)",
        security: bearerSecurity,
        querystring: adminChangesQuerySchema,
        response: { 200: adminChangesReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listAdminChanges(ctx.db, request.query),
  );
};
