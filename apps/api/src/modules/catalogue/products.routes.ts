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
import { PRODUCT_CSV_MAX_CHARACTERS, productImportBodySchema, productImportReportSchema } from '@durio/shared/schemas/product-spreadsheet';
import { languageQuerySchema } from '@durio/shared/schemas/content-translations';
import type { AppContext } from '../../app-context';
import {
  bearerSecurity,
  errorReplies,
  noContentSchema,
  optionalBearerSecurity,
  publicSecurity,
} from '../../lib/route-schemas';
import { createProductSpreadsheet } from './product-spreadsheet';
import { createProductsAdminService } from './products-admin.service';
import { createProductsService } from './products.service';
import { getDashboardSettings } from '../settings/public';
import { isAdminViewer } from '../../lib/admin-viewer';
import { malaysianDate } from '../../lib/malaysia-dates';

const tags = ['products'];
/** A products CSV of the largest size taken, in UTF-8 (up to 3 bytes a character) inside its JSON body. */
const PRODUCT_IMPORT_BODY_LIMIT = PRODUCT_CSV_MAX_CHARACTERS * 3 + 1024;

export const productsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const deps = { db: ctx.db, storage: ctx.storage, clock: ctx.clock };
  const products = createProductsService({ ...deps, memo: ctx.catalogueMemo });
  const productsAdmin = createProductsAdminService(deps);
  const spreadsheet = createProductSpreadsheet(deps);

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
    '/durian/products/admin/export',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'exportProducts',
        tags,
        summary: 'Every product as a CSV file: price, sale price, stock and availability to change in a spreadsheet (admin)',
        security: bearerSecurity,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV in UTF-8 with a byte order mark, header row first, amounts in RM'),
          ...errorReplies(401, 403),
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="durio-products-${malaysianDate(ctx.clock.now())}.csv"`)
        .send(await spreadsheet.exportCsv()),
  );

  app.post(
    '/durian/products/admin/import/preview',
    {
      onRequest: ctx.auth.requireAdmin,
      bodyLimit: PRODUCT_IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'previewProductImport',
        tags,
        summary: 'What importing a products CSV would change, and every row it refuses and why; writes nothing (admin)',
        security: bearerSecurity,
        body: productImportBodySchema,
        response: { 200: productImportReportSchema, ...errorReplies(400, 401, 403, 413) },
      },
    },
    async (request) => spreadsheet.preview(request.body.csv),
  );

  app.post(
    '/durian/products/admin/import',
    {
      onRequest: ctx.auth.requireAdmin,
      bodyLimit: PRODUCT_IMPORT_BODY_LIMIT,
      schema: {
        operationId: 'importProducts',
        tags,
        summary: "Writes a products CSV's changes, all of them or, when any row is refused, none (admin)",
        security: bearerSecurity,
        body: productImportBodySchema,
        response: { 200: productImportReportSchema, ...errorReplies(400, 401, 403, 413) },
      },
    },
    async (request) => spreadsheet.importCsv(request.auth.userId, request.body.csv),
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
