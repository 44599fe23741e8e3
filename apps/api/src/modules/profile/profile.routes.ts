import {
  deleteAccountBodySchema,
  pushInstallationBodySchema,
  pushInstallationSchema,
  updateProfileBodySchema,
  userProfileSchema,
} from '@durio/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { bearerSecurity as security, errorReplies } from '../../lib/route-schemas';
import { createInstallationsService } from './installations.service';
import { createProfileService } from './profile.service';

const tags = ['profile'];
const userIdParams = z.object({ userId: z.uuid() });

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const profiles = createProfileService({ db: ctx.db, clock: ctx.clock, mailer: ctx.mailer, config: ctx.config });
  const installations = createInstallationsService({ db: ctx.db });

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
    async (request) => profiles.requestDeletion(request.auth.userId, request.params.userId, request.body.password),
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
};
