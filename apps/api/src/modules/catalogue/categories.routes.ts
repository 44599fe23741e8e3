import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryBodySchema,
  categorySchema,
  productListQuerySchema,
  productListReplySchema,
  updateCategoryBodySchema,
} from '@durio/shared/schemas/catalogue';
import { idParamsSchema } from '@durio/shared/schemas/common';
import { languageQuerySchema } from '@durio/shared/schemas/content-translations';
import type { AppContext } from '../../app-context';
import { isAdminViewer } from '../../lib/admin-viewer';
import { bearerSecurity, errorReplies, noContentSchema, publicSecurity } from '../../lib/route-schemas';
import { createCategoriesService } from './categories.service';
import { readingFor } from '../../lib/content-language';
import { createProductsService } from './products.service';

const tags = ['categories'];

/**
 * The plain paths (/durian/categories/{id}) and the spec's own (/durian/{id}/categories) both work; each
 * path's operations need their own operationId.
 */
const categoryPaths = [
  { path: '/durian/categories/:id', operationSuffix: '' },
  { path: '/durian/:id/categories', operationSuffix: 'AtSpecPath' },
];

export const categoriesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const categories = createCategoriesService({ db: ctx.db });
  const products = createProductsService({ db: ctx.db, storage: ctx.storage, clock: ctx.clock, memo: ctx.catalogueMemo });

  app.get(
    '/durian/categories',
    {
      schema: {
        operationId: 'listCategories',
        tags,
        summary: 'All categories by name, in the language asked for',
        security: publicSecurity,
        querystring: languageQuerySchema,
        response: { 200: z.array(categorySchema), ...errorReplies(400) },
      },
    },
    async (request) =>
      categories.listCategories(readingFor({ isAdmin: await isAdminViewer(ctx.keys, request), lang: request.query.lang })),
  );

  app.post(
    '/durian/categories',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        operationId: 'createCategory',
        tags,
        summary: 'Create a category (admin)',
        security: bearerSecurity,
        body: categoryBodySchema,
        response: { 201: categorySchema, ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await categories.createCategory(request.auth.userId, request.body)),
  );

  for (const { path, operationSuffix } of categoryPaths) {
    app.get(
      path,
      {
        schema: {
          operationId: `getCategory${operationSuffix}`,
          tags,
          summary: 'One category',
          security: publicSecurity,
          params: idParamsSchema,
          querystring: languageQuerySchema,
          response: { 200: categorySchema, ...errorReplies(400, 404) },
        },
      },
      async (request) =>
        categories.getCategory(request.params.id, readingFor({ isAdmin: await isAdminViewer(ctx.keys, request), lang: request.query.lang })),
    );

    app.put(
      path,
      {
        onRequest: ctx.auth.requireAdmin,
        schema: {
          operationId: `updateCategory${operationSuffix}`,
          tags,
          summary: 'Rename or describe a category (admin)',
          security: bearerSecurity,
          params: idParamsSchema,
          body: updateCategoryBodySchema,
          response: { 200: categorySchema, ...errorReplies(400, 401, 403, 404, 409) },
        },
      },
      async (request) => categories.updateCategory(request.auth.userId, request.params.id, request.body),
    );

    app.delete(
      path,
      {
        onRequest: ctx.auth.requireAdmin,
        schema: {
          operationId: `deleteCategory${operationSuffix}`,
          tags,
          summary: 'Delete a category (admin); 409 while products use it',
          security: bearerSecurity,
          params: idParamsSchema,
          response: { 204: noContentSchema, ...errorReplies(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await categories.deleteCategory(request.auth.userId, request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/durian/:id/products',
    {
      schema: {
        operationId: 'listCategoryProducts',
        tags,
        summary: 'The products of a category, with the product list filters',
        security: publicSecurity,
        params: idParamsSchema,
        querystring: productListQuerySchema.omit({ categoryId: true }),
        response: { 200: productListReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => products.listCategoryProducts(request.params.id, request.query),
  );
};
