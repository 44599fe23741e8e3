import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { farmSchema, galleryEntrySchema, maintenanceRecordSchema, treeSchema } from '@durio/shared/schemas/catalogue';
import { idParamsSchema } from '@durio/shared/schemas/common';
import {
  createFarmBodySchema,
  createGalleryEntryBodySchema,
  createMaintenanceBodySchema,
  createTreeBodySchema,
  farmRecordsQuerySchema,
  farmRecordsReplySchema,
  updateFarmBodySchema,
  updateGalleryEntryBodySchema,
  updateMaintenanceBodySchema,
  updateTreeBodySchema,
} from '@durio/shared/schemas/farm-admin';
import { harvestWindowBodySchema, harvestWindowSchema } from '@durio/shared/schemas/season';
import type { AppContext } from '../../app-context';
import { bearerSecurity, errorReplies, noContentSchema } from '../../lib/route-schemas';
import { createFarmsAdminService } from './farms-admin.service';
import { createHarvestWindowsService } from './harvest-windows.service';
import { createTreesAdminService } from './trees-admin.service';

const tags = ['farms'];
const farmIdParamsSchema = z.object({ farmId: z.uuid() });
const treeIdParamsSchema = z.object({ treeId: z.uuid() });
const adminErrors = errorReplies(400, 401, 403, 404);

/** The admin's writes to farms, trees, maintenance records and galleries (docs/product/admin-console.md), all recorded, and the console's list of a farm's care records. */
export const farmsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const farms = createFarmsAdminService({ db: ctx.db, storage: ctx.storage, clock: ctx.clock });
  const trees = createTreesAdminService({ db: ctx.db, storage: ctx.storage, clock: ctx.clock });
  const harvestWindows = createHarvestWindowsService({ db: ctx.db });
  app.addHook('onRequest', ctx.auth.requireAdmin);

  app.post(
    '/durian/farms',
    {
      schema: {
        operationId: 'createFarm',
        tags,
        summary: 'Create a farm (admin); PENDING, hidden from shoppers, unless a status is given',
        security: bearerSecurity,
        body: createFarmBodySchema,
        response: { 201: farmSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await farms.createFarm(request.auth.userId, request.body)),
  );

  app.put(
    '/durian/farms/:id',
    {
      schema: {
        operationId: 'updateFarm',
        tags,
        summary: 'Update a farm, its pictures or its verification (admin); a rejection needs a verificationNote',
        security: bearerSecurity,
        params: idParamsSchema,
        body: updateFarmBodySchema,
        response: { 200: farmSchema, ...adminErrors },
      },
    },
    async (request) => farms.updateFarm(request.auth.userId, request.params.id, request.body),
  );

  app.post(
    '/durian/farms/:farmId/harvest-windows',
    {
      schema: {
        operationId: 'createHarvestWindow',
        tags,
        summary: "Add a harvest window to a farm (admin); 409 when the farm has a window of the variety on some of its days",
        security: bearerSecurity,
        params: farmIdParamsSchema,
        body: harvestWindowBodySchema,
        response: { 201: harvestWindowSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await harvestWindows.createWindow(request.auth.userId, request.params.farmId, request.body)),
  );

  app.put(
    '/durian/harvest-windows/:id',
    {
      schema: {
        operationId: 'updateHarvestWindow',
        tags,
        summary: 'Change a harvest window: its variety, days and peak (admin)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: harvestWindowBodySchema,
        response: { 200: harvestWindowSchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => harvestWindows.updateWindow(request.auth.userId, request.params.id, request.body),
  );

  app.delete(
    '/durian/harvest-windows/:id',
    {
      schema: {
        operationId: 'deleteHarvestWindow',
        tags,
        summary: 'Remove a harvest window (admin)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: noContentSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await harvestWindows.deleteWindow(request.auth.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/durian/farms/:farmId/trees',
    {
      schema: {
        operationId: 'createTree',
        tags,
        summary: 'Add a tree to a farm (admin)',
        security: bearerSecurity,
        params: farmIdParamsSchema,
        body: createTreeBodySchema,
        response: { 201: treeSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await trees.createTree(request.auth.userId, request.params.farmId, request.body)),
  );

  app.put(
    '/durian/trees/:id',
    {
      schema: {
        operationId: 'updateTree',
        tags,
        summary: 'Update a tree or its pictures (admin)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: updateTreeBodySchema,
        response: { 200: treeSchema, ...adminErrors },
      },
    },
    async (request) => trees.updateTree(request.auth.userId, request.params.id, request.body),
  );

  app.delete(
    '/durian/trees/:id',
    {
      schema: {
        operationId: 'deleteTree',
        tags,
        summary: 'Remove a tree and its care records (admin); its products stay',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: noContentSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await trees.deleteTree(request.auth.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/durian/farms/:id/maintenance',
    {
      schema: {
        operationId: 'createFarmMaintenance',
        tags,
        summary: 'Record care work on the whole farm (admin), with photos, videos or voice notes',
        security: bearerSecurity,
        params: idParamsSchema,
        body: createMaintenanceBodySchema,
        response: { 201: maintenanceRecordSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await trees.addFarmRecord(request.auth.userId, request.params.id, request.body)),
  );

  app.get(
    '/durian/farms/:id/maintenance/admin',
    {
      schema: {
        operationId: 'listFarmRecordsForAdmin',
        tags,
        summary: "Every care record of a farm and of its trees (admin), newest first, paged; each names its tree",
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: farmRecordsQuerySchema,
        response: { 200: farmRecordsReplySchema, ...adminErrors },
      },
    },
    async (request) => trees.listFarmRecords(request.params.id, request.query),
  );

  app.post(
    '/durian/trees/:treeId/maintenance',
    {
      schema: {
        operationId: 'createTreeMaintenance',
        tags,
        summary: 'Record care work on one tree (admin)',
        security: bearerSecurity,
        params: treeIdParamsSchema,
        body: createMaintenanceBodySchema,
        response: { 201: maintenanceRecordSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await trees.addTreeRecord(request.auth.userId, request.params.treeId, request.body)),
  );

  app.put(
    '/durian/maintenance/:id',
    {
      schema: {
        operationId: 'updateMaintenance',
        tags,
        summary: 'Update a maintenance record or its files (admin)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: updateMaintenanceBodySchema,
        response: { 200: maintenanceRecordSchema, ...adminErrors },
      },
    },
    async (request) => trees.updateRecord(request.auth.userId, request.params.id, request.body),
  );

  app.delete(
    '/durian/maintenance/:id',
    {
      schema: {
        operationId: 'deleteMaintenance',
        tags,
        summary: 'Remove a maintenance record (admin); its files stay in the library',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: noContentSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await trees.deleteRecord(request.auth.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/durian/gallery/:farmId',
    {
      schema: {
        operationId: 'createGalleryEntry',
        tags,
        summary: "Add an entry to a farm's gallery (admin)",
        security: bearerSecurity,
        params: farmIdParamsSchema,
        body: createGalleryEntryBodySchema,
        response: { 201: galleryEntrySchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await farms.createGalleryEntry(request.auth.userId, request.params.farmId, request.body)),
  );

  app.put(
    '/durian/gallery/entries/:id',
    {
      schema: {
        operationId: 'updateGalleryEntry',
        tags,
        summary: 'Update a gallery entry or its files (admin)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: updateGalleryEntryBodySchema,
        response: { 200: galleryEntrySchema, ...adminErrors },
      },
    },
    async (request) => farms.updateGalleryEntry(request.auth.userId, request.params.id, request.body),
  );

  app.delete(
    '/durian/gallery/entries/:id',
    {
      schema: {
        operationId: 'deleteGalleryEntry',
        tags,
        summary: 'Remove a gallery entry (admin); its files stay in the library',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: noContentSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await farms.deleteGalleryEntry(request.auth.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
