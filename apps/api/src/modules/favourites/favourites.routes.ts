import { addFavouriteBodySchema, favouriteSchema } from '@durio/shared/schemas/favourites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { bearerSecurity as security, errorReplies } from '../../lib/route-schemas';
import { createFavouritesService } from './favourites.service';

const tags = ['favourites'];
const favouriteParams = z.object({ favoriteId: z.uuid() });

export const favouritesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const favouritesService = createFavouritesService({ db: ctx.db, storage: ctx.storage });
  app.addHook('onRequest', ctx.auth.authenticate);

  app.get(
    '/user-profile/favorites',
    {
      schema: {
        operationId: 'listFavourites',
        tags,
        summary: "The signed-in user's favourite farms, trees and products, newest first",
        security,
        response: { 200: z.array(favouriteSchema), ...errorReplies(401) },
      },
    },
    async (request) => favouritesService.listFavourites(request.auth.userId),
  );

  app.post(
    '/user-profile/favorites',
    {
      schema: {
        operationId: 'addFavourite',
        tags,
        summary: 'Add a farm, tree or product to the favourites (201; 200 with the existing one when already there)',
        security,
        body: addFavouriteBodySchema,
        response: { 200: favouriteSchema, 201: favouriteSchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { favourite, created } = await favouritesService.addFavourite(request.auth.userId, request.body);
      return reply.status(created ? 201 : 200).send(favourite);
    },
  );

  app.get(
    '/user-profile/favorites/:favoriteId',
    {
      schema: {
        operationId: 'getFavourite',
        tags,
        summary: "One of the signed-in user's favourites",
        security,
        params: favouriteParams,
        response: { 200: favouriteSchema, ...errorReplies(400, 401, 404) },
      },
    },
    async (request) => favouritesService.getFavourite(request.auth.userId, request.params.favoriteId),
  );

  app.delete(
    '/user-profile/favorites/:favoriteId',
    {
      schema: {
        operationId: 'removeFavourite',
        tags,
        summary: "Remove one of the signed-in user's favourites",
        security,
        params: favouriteParams,
        response: { 204: z.null().describe('Removed'), ...errorReplies(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await favouritesService.removeFavourite(request.auth.userId, request.params.favoriteId);
      return reply.status(204).send(null);
    },
  );
};
