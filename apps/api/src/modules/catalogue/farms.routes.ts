import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  farmListQuerySchema,
  farmListReplySchema,
  farmSchema,
  farmTreesQuerySchema,
  farmTreesReplySchema,
  galleryReplySchema,
  maintenanceRecordSchema,
  treeSchema,
} from '@durio/shared/schemas/catalogue';
import { idParamsSchema } from '@durio/shared/schemas/common';
import { languageQuerySchema } from '@durio/shared/schemas/content-translations';
import type { AppContext } from '../../app-context';
import { errorReplies, optionalBearerSecurity } from '../../lib/route-schemas';
import { createFarmsService } from './farms.service';
import { createTreesService } from './trees.service';
import { isAdminViewer } from '../../lib/admin-viewer';

const tags = ['farms'];
const farmIdParamsSchema = z.object({ farmId: z.uuid() });

export const farmsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const farms = createFarmsService({ db: ctx.db, storage: ctx.storage });
  const trees = createTreesService({ db: ctx.db, storage: ctx.storage });
  const viewer = async (request: Parameters<typeof isAdminViewer>[1]) => ({
    isAdmin: await isAdminViewer(ctx.keys, request),
  });

  app.get(
    '/durian/farms',
    {
      schema: {
        operationId: 'listFarms',
        tags,
        summary: 'List farms (verified ones unless an admin asks for another status; an admin also gets translations)',
        security: optionalBearerSecurity,
        querystring: farmListQuerySchema,
        response: { 200: farmListReplySchema, ...errorReplies(400) },
      },
    },
    async (request) => farms.listFarms(request.query, await viewer(request)),
  );

  app.get(
    '/durian/farms/:id',
    {
      schema: {
        operationId: 'getFarm',
        tags,
        summary: 'One farm (an admin also gets its translations)',
        security: optionalBearerSecurity,
        params: idParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: farmSchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => farms.getFarm(request.params.id, { ...(await viewer(request)), lang: request.query.lang }),
  );

  app.get(
    '/durian/farms/:farmId/trees',
    {
      schema: {
        operationId: 'listFarmTrees',
        tags,
        summary: "A farm's trees",
        security: optionalBearerSecurity,
        params: farmIdParamsSchema,
        querystring: farmTreesQuerySchema,
        response: { 200: farmTreesReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => trees.listFarmTrees(request.params.farmId, request.query, await viewer(request)),
  );

  app.get(
    '/durian/farms/:id/maintenance',
    {
      schema: {
        operationId: 'listFarmMaintenance',
        tags,
        summary: 'Farm-wide maintenance records, newest first',
        security: optionalBearerSecurity,
        params: idParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: z.array(maintenanceRecordSchema), ...errorReplies(400, 404) },
      },
    },
    async (request) => farms.listFarmMaintenance(request.params.id, { ...(await viewer(request)), lang: request.query.lang }),
  );

  app.get(
    '/durian/trees/:id',
    {
      schema: {
        operationId: 'getTree',
        tags,
        summary: 'One tree with its maintenance history (an admin also gets the translations)',
        security: optionalBearerSecurity,
        params: idParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: treeSchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => trees.getTree(request.params.id, { ...(await viewer(request)), lang: request.query.lang }),
  );

  app.get(
    '/durian/gallery/:farmId',
    {
      schema: {
        operationId: 'getFarmGallery',
        tags,
        summary: "A farm's photo gallery, its pictures' captions in the language asked for",
        security: optionalBearerSecurity,
        params: farmIdParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: galleryReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => farms.getGallery(request.params.farmId, { ...(await viewer(request)), lang: request.query.lang }),
  );
};
