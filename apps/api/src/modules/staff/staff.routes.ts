import {
  acceptStaffInvitationBodySchema,
  staffInvitationBodySchema,
  staffInvitationPreviewSchema,
  staffInvitationSchema,
  staffListReplySchema,
  staffTokenParamsSchema,
  staffUserParamsSchema,
} from '@durio/shared/schemas/staff';
import { sessionReplySchema } from '@durio/shared/schemas/auth';
import { idParamsSchema } from '@durio/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { verifyAccessToken } from '../../lib/access-token';
import { bearerToken } from '../../lib/authenticate';
import { UnauthorizedError } from '../../lib/errors';
import { bearerSecurity, errorReplies, noContentSchema, optionalBearerSecurity, publicSecurity } from '../../lib/route-schemas';
import { createStaffService } from './staff.service';

const tags = ['staff'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** The owner's staff and their invitations (docs/product/staff.md): admin only, but for the invitation's own page. */
export const staffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const staff = createStaffService({ db: ctx.db, clock: ctx.clock, keys: ctx.keys, mailer: ctx.mailer, config: ctx.config });
  const adminOnly = ctx.auth.requireAdmin;

  app.get(
    '/admin/staff',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listStaff',
        tags,
        summary: 'The ADMIN and STAFF accounts and the open invitations (admin)',
        security: bearerSecurity,
        response: { 200: staffListReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => staff.list(),
  );

  app.post(
    '/admin/staff/invitations',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'inviteStaff',
        tags,
        summary: "Invite someone to work orders in the console; replaces the e-mail's open invitation (admin)",
        security: bearerSecurity,
        body: staffInvitationBodySchema,
        response: { 201: staffInvitationSchema, ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await staff.invite(request.auth.userId, request.body)),
  );

  app.delete(
    '/admin/staff/invitations/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'withdrawStaffInvitation',
        tags,
        summary: 'Withdraw an invitation not yet accepted: its link stops working (admin)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await staff.withdraw(request.auth.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/admin/staff/:userId',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'removeStaffMember',
        tags,
        summary: 'Turn a STAFF account back into a customer and sign it out; its access token lapses within 15 minutes (admin)',
        security: bearerSecurity,
        params: staffUserParamsSchema,
        response: { 204: noContentSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await staff.remove(request.auth.userId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/staff-invitations/:token',
    {
      config: perMinute(30),
      schema: {
        operationId: 'getStaffInvitation',
        tags,
        summary: "An invitation's e-mail and shop, for its page; 404 unknown, 410 expired or used",
        security: publicSecurity,
        params: staffTokenParamsSchema,
        response: { 200: staffInvitationPreviewSchema, ...errorReplies(400, 404, 410, 429) },
      },
    },
    async (request) => staff.preview(request.params.token),
  );

  app.post(
    '/staff-invitations/:token/accept',
    {
      config: perMinute(10),
      schema: {
        operationId: 'acceptStaffInvitation',
        tags,
        summary: 'Accept an invitation: a new STAFF account (name, password), or the signed-in account with the invited e-mail',
        security: optionalBearerSecurity,
        params: staffTokenParamsSchema,
        body: acceptStaffInvitationBodySchema,
        response: { 200: sessionReplySchema, ...errorReplies(400, 401, 403, 404, 409, 410, 429) },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      const claims = token ? await verifyAccessToken(ctx.keys, token) : undefined;
      // A token that is sent must be valid: an expired one is refreshed and sent again, as everywhere else.
      if (claims === null) throw new UnauthorizedError();
      return staff.accept(request.params.token, claims, request.body);
    },
  );
};
