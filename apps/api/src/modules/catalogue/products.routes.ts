import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductListQuerySchema,
  catalogueMetadataSchema,
  createProductBodySchema,
  featuredProductsQuerySchema,
  productListQuerySchema,
  productListReplySchema,
  productListItemSchema,
  productSchema,
  productSearchQuerySchema,
  productsByTreeQuerySchema,
  updateProductBodySchema,
} from '@durio/shared/schemas/catalogue';
import { idParamsSchema } from '@durio/shared/schemas/common';
import { languageQuerySchema } from '@durio/shared/schemas/content-translations';
import type { AppContext } from '../../app-context';
import {
  bearerSecurity,
  errorReplies,
  noContentSchema,
  optionalBearerSecurity,
  publicSecurity,
} from '../../lib/route-schemas';
import { createProductsAdminService } from './products-admin.service';
import { createProductsService } from './products.service';
import { getDashboardSettings } from '../settings/public';
import { isAdminViewer } from '../../lib/admin-viewer';

const tags = ['products'];

export const productsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = { db: ctx.db, storage: ctx.storage, clock: ctx.clock };
  const products = createProductsService({ ...deps, memo: ctx.catalogueMemo });
  const productsAdmin = createProductsAdminService(deps);

  app.get(
    '/durian/products',
    {
      schema: {
        operationId: 'listProducts',
        tags,
        summary: 'List products of verified farms, with filters and paging',
        security: publicSecurity,
        querystring: productListQuerySchema,
        response: { 200: productListReplySchema, ...errorReplies(400) },
      },
    },
    async (request) => products.listProducts(request.query),
  );

  app.get(
    '/durian/products/featured',
    {
      schema: {
        operationId: 'listFeaturedProducts',
        tags,
        summary: 'Featured products that are available',
        security: publicSecurity,
        querystring: featuredProductsQuerySchema,
        response: { 200: z.array(productListItemSchema), ...errorReplies(400) },
      },
    },
    async (request) => products.listFeaturedProducts(request.query.limit, request.query.lang),
  );

  // Registered before '/durian/products/:id' so 'metadata' is never read as a product id.
  app.get(
    '/durian/products/metadata',
    {
      schema: {
        operationId: 'getCatalogueMetadata',
        tags,
        summary: "The shop filters' choices: varieties with product counts and the price range (RM)",
        security: publicSecurity,
        response: { 200: catalogueMetadataSchema },
      },
    },
    async () => products.getCatalogueMetadata(),
  );

  app.get(
    '/durian/products/search',
    {
      schema: {
        operationId: 'searchProducts',
        tags,
        summary: 'Full-text search of products (word prefixes: name, variety, description, farm), best match first',
        security: publicSecurity,
        querystring: productSearchQuerySchema,
        response: { 200: productListReplySchema, ...errorReplies(400) },
      },
    },
    async (request) => products.searchProducts(request.query),
  );

  app.get(
    '/durian/products/by-tree/:treeId',
    {
      schema: {
        operationId: 'listProductsOfTree',
        tags,
        summary: 'Products harvested from one tree',
        security: publicSecurity,
        params: z.object({ treeId: z.uuid() }),
        querystring: productsByTreeQuerySchema,
        response: { 200: z.array(productListItemSchema), ...errorReplies(400, 404) },
      },
    },
    async (request) => products.listProductsOfTree(request.params.treeId, request.query.limit, request.query.lang),
  );

  app.get(
    '/durian/products/admin',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'listProductsForAdmin',
        tags,
        summary: "Every product for the console's table (admin): any farm, available or not, also by stock level, with translations",
        security: bearerSecurity,
        querystring: adminProductListQuerySchema,
        response: { 200: productListReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => products.listProductsForAdmin(request.query, (await getDashboardSettings(ctx.db)).lowStockLevel),
  );

  app.get(
    '/durian/products/:id',
    {
      schema: {
        operationId: 'getProduct',
        tags,
        summary: 'One product (an admin also gets its translations)',
        security: optionalBearerSecurity,
        params: idParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: productSchema, ...errorReplies(400, 404) },
      },
    },
    async (request) =>
      products.getProduct(request.params.id, { isAdmin: await isAdminViewer(ctx.keys, request), lang: request.query.lang }),
  );

  app.post(
    '/durian/products',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'createProduct',
        tags,
        summary: 'Create a product (admin)',
        security: bearerSecurity,
        body: createProductBodySchema,
        response: { 201: productSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await productsAdmin.createProduct(request.auth.userId, request.body)),
  );

  app.put(
    '/durian/products/:id',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'updateProduct',
        tags,
        summary: 'Update a product (admin); fields left out stay as they are',
        security: bearerSecurity,
        params: idParamsSchema,
        body: updateProductBodySchema,
        response: { 200: productSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => productsAdmin.updateProduct(request.auth.userId, request.params.id, request.body),
  );

  app.delete(
    '/durian/products/:id',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'deleteProduct',
        tags,
        summary: 'Delete a product (admin); orders that hold it keep it',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await productsAdmin.deleteProduct(request.auth.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/durian/products/:id/duplicate',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'duplicateProduct',
        tags,
        summary: "Duplicate a product as '<name> (Copy)' (admin)",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 201: productSchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await productsAdmin.duplicateProduct(request.auth.userId, request.params.id)),
  );
};
