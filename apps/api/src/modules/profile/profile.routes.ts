import {
  deleteAccountBodySchema,
  pushInstallationBodySchema,
  pushInstallationSchema,
  updateProfileBodySchema,
  userProfileSchema,
} from '@durio/shared/schemas/auth';
import {
  DATA_EXPORT_LIMIT_MESSAGE,
  DATA_EXPORTS_PER_DAY,
  dataExportSchema,
  dataExportTokenParamsSchema,
  latestDataExportReplySchema,
} from '@durio/shared/schemas/data-exports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { bearerSecurity as security, errorReplies, publicSecurity } from '../../lib/route-schemas';
import { createDataExportsService } from './data-exports.service';
import { createInstallationsService } from './installations.service';
import { createProfileService } from './profile.service';

const tags = ['profile'];

/** A ZIP as a download, never kept by a cache: the bytes are the customer's personal data. */
function sendZip(reply: FastifyReply, file: { body: Buffer; filename: string }) {
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
const userIdParams = z.object({ userId: z.uuid() });

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const profiles = createProfileService({ db: ctx.db, clock: ctx.clock, mailer: ctx.mailer, config: ctx.config });
  const installations = createInstallationsService({ db: ctx.db });
  const dataExports = createDataExportsService({ db: ctx.db, clock: ctx.clock, storage: ctx.storage });

  app.get(
    '/user-profile',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'getProfile',
        tags,
        summary: "The signed-in user's own profile",
        security,
        response: { 200: userProfileSchema, ...errorReplies(401, 404) },
      },
    },
    async (request) => profiles.getProfile(request.auth.userId),
  );

  app.put(
    '/user-profile',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'updateProfile',
        tags,
        summary: "Change display name, phone (stored as +60…) and the language of the customer's e-mails",
        security,
        body: updateProfileBodySchema,
        response: { 200: userProfileSchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => profiles.updateProfile(request.auth.userId, request.body),
  );

  app.post(
    '/user-profile/installation',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'registerInstallation',
        tags,
        summary: "Register this device's push-message token for the signed-in user",
        security,
        body: pushInstallationBodySchema,
        response: { 201: pushInstallationSchema, ...errorReplies(400, 401) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await installations.registerInstallation(request.auth.userId, request.body)),
  );

  app.delete(
    '/user-profile/installations/:fcmToken',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'deleteInstallation',
        tags,
        summary: "Forget one of the signed-in user's push-message tokens",
        security,
        params: z.object({ fcmToken: z.string().min(1).max(4096) }),
        response: { 204: z.null().describe('Removed'), ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await installations.deleteInstallation(request.auth.userId, request.params.fcmToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user-profile/:userId',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'getProfileById',
        tags,
        summary: "The signed-in user's profile by id, with any scheduled deletion (another id: 404)",
        security,
        params: userIdParams,
        response: { 200: userProfileSchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => profiles.getOwnProfile(request.auth.userId, request.params.userId),
  );

  app.delete(
    '/user-profile/:userId',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'requestAccountDeletion',
        tags,
        summary: 'Ask for the account to be erased in 30 days (password required; can be cancelled until then)',
        security,
        params: userIdParams,
        body: deleteAccountBodySchema,
        response: { 200: userProfileSchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => profiles.requestDeletion(request.auth, request.params.userId, request.body.password),
  );

  app.put(
    '/user-profile/:userId/cancel-delete',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'cancelAccountDeletion',
        tags,
        summary: 'Cancel a pending account deletion',
        security,
        params: userIdParams,
        response: { 200: userProfileSchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => profiles.cancelDeletion(request.auth.userId, request.params.userId),
  );

  app.post(
    '/durian/profile/data-export',
    {
      onRequest: ctx.auth.authenticate,
      // Preparing a copy reads the whole account: three a day per customer is plenty, and bounds the work (docs/product/your-data.md).
      config: {
        rateLimit: {
          max: DATA_EXPORTS_PER_DAY,
          timeWindow: '1 day',
          hook: 'preHandler',
          keyGenerator: (request) => `data-export|${request.auth.userId}`,
          errorResponseBuilder: () => new AppError(429, DATA_EXPORT_LIMIT_MESSAGE),
        },
      },
      schema: {
        operationId: 'requestDataExport',
        tags,
        summary: 'Ask for a copy of everything the shop holds about me, e-mailed as a one-time link (asked again while pending: the same one)',
        security,
        response: { 202: dataExportSchema, ...errorReplies(401, 429) },
      },
    },
    async (request, reply) => reply.status(202).send(await dataExports.requestDataExport(request.auth.userId)),
  );

  app.get(
    '/durian/profile/data-export',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        operationId: 'getLatestDataExport',
        tags,
        summary: 'The state of the latest copy of my data I asked for (null when none)',
        security,
        response: { 200: latestDataExportReplySchema, ...errorReplies(401) },
      },
    },
    async (request) => dataExports.getLatestDataExport(request.auth.userId),
  );

  app.get(
    '/durian/data-export/:token',
    {
      schema: {
        operationId: 'downloadDataExport',
        tags,
        summary: 'Download my data once with the e-mailed link (410 when expired, used or unknown; 404 when not a link at all)',
        security: publicSecurity,
        params: dataExportTokenParamsSchema,
        response: {
          200: { description: 'The ZIP file', content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } } },
          ...errorReplies(404, 410),
        },
      },
      // A ZIP is compressed already.
      compress: false,
    },
    async (request, reply) => sendZip(reply, await dataExports.downloadDataExport(request.params.token)),
  );
};
