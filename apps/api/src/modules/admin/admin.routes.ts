import { adminChangesQuerySchema, adminChangesReplySchema, type AdminChange } from '@durio/shared/schemas/admin-changes';
import { z } from 'zod';
import { backgroundJobsReplySchema } from '@durio/shared/schemas/background-jobs';
import { dashboardSchema } from '@durio/shared/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { bearerSecurity, errorReplies } from '../../lib/route-schemas';
import { loadFilesByIds } from '../files/public';
import { listBackgroundJobs } from '../jobs/public';
import { listAdminChanges } from '../../audit/admin-changes';
import { createDashboardService } from './dashboard.service';

/** The files a change names (an order move's photos, an object's pictures), before and after. */
function mediaIdsOf(change: AdminChange): string[] {
  return [change.before, change.after].flatMap((side) => {
    const ids = side?.mediaIds;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && uuid.safeParse(id).success) : [];
  });
}
const uuid = z.uuid();

/** The admin console's own calls; the admin calls of each area live with that area. */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const dashboard = createDashboardService({ db: ctx.db, clock: ctx.clock });

  app.get(
    '/durian/admin/changes',
    {
      // Staff read an order's history only (docs/product/staff.md).
      onRequest: ctx.auth.requireStaff,
      schema: {
        operationId: 'listAdminChanges',
        tags: ['admin'],
        summary: "The history of admin changes, newest first; of one object with entity and entityId (admin)",
        security: bearerSecurity,
        querystring: adminChangesQuerySchema,
        response: { 200: adminChangesReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const page = await listAdminChanges(ctx.db, request.query);
      return { ...page, files: await loadFilesByIds(ctx.db, ctx.storage, page.items.flatMap(mediaIdsOf)) };
    },
  );

  app.get(
    '/durian/admin/dashboard',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'getDashboard',
        tags: ['admin'],
        summary: 'Orders and revenue today, in the last 7 days and this season, per day for the chart, and what waits (admin)',
        security: bearerSecurity,
        response: { 200: dashboardSchema, ...errorReplies(401, 403) },
      },
    },
    async () => dashboard.getDashboard(),
  );

  app.get(
    '/durian/admin/jobs',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'listBackgroundJobs',
        tags: ['admin'],
        summary:
          'The background jobs of every copy: when each last ran and where, what it did, what failed; and the state of each part the shop depends on, with the last fault the answering copy saw (admin)',
        security: bearerSecurity,
        response: { 200: backgroundJobsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => listBackgroundJobs(ctx.db, { readiness: ctx.readiness, faults: ctx.faults, now: new Date() }),
  );
};
