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
import { harvestWindowListReplySchema, seasonCalendarReplySchema } from '@durio/shared/schemas/season';
import type { AppContext } from '../../app-context';
import { errorReplies, optionalBearerSecurity, publicSecurity } from '../../lib/route-schemas';
import { createFarmsService } from './farms.service';
import { createHarvestWindowsService } from './harvest-windows.service';
import { createSeasonCalendar } from './season-calendar';
import { createTreesService } from './trees.service';
import { isAdminViewer } from '../../lib/admin-viewer';

const tags = ['farms'];
const farmIdParamsSchema = z.object({ farmId: z.uuid() });

export const farmsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const farms = createFarmsService({ db: ctx.db, storage: ctx.storage, clock: ctx.clock });
  const trees = createTreesService({ db: ctx.db, storage: ctx.storage, clock: ctx.clock });
  const harvestWindows = createHarvestWindowsService({ db: ctx.db });
  const seasonCalendar = createSeasonCalendar({ db: ctx.db, clock: ctx.clock });
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
    '/durian/farms/:farmId/harvest-windows',
    {
      schema: {
        operationId: 'listHarvestWindows',
        tags,
        summary: "When a farm's fruit falls, variety by variety, earliest first (docs/product/the-season.md)",
        security: optionalBearerSecurity,
        params: farmIdParamsSchema,
        response: { 200: harvestWindowListReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => ({ data: await harvestWindows.listWindows(request.params.farmId, await viewer(request)) }),
  );

  app.get(
    '/durian/season',
    {
      schema: {
        operationId: 'getSeasonCalendar',
        tags,
        summary: "The harvest calendar: every variety of the verified farms by region, month by month, and what is in season now",
        security: publicSecurity,
        response: { 200: seasonCalendarReplySchema },
      },
    },
    async () => seasonCalendar(),
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
