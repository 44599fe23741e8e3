import { updateProfileBodySchema, userProfileSchema } from '@durio/shared/schemas/auth';
import { errorReplySchema } from '@durio/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { createProfileService } from './profile.service';

const tags = ['profile'];
const security = [{ bearer: [] }];

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const profiles = createProfileService({ db: ctx.db, clock: ctx.clock });

  app.get(
    '/user-profile',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        tags,
        summary: "The signed-in user's own profile",
        security,
        response: { 200: userProfileSchema, 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => profiles.getProfile(request.auth.userId),
  );

  app.put(
    '/user-profile',
    {
      onRequest: ctx.auth.authenticate,
      schema: {
        tags,
        summary: 'Change display name and phone',
        security,
        body: updateProfileBodySchema,
        response: { 200: userProfileSchema, 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => profiles.updateProfile(request.auth.userId, request.body),
  );
};
