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
import type { AppContext } from '../../app-context';
import { createCategoriesService } from './categories.service';
import { createProductsService } from './products.service';
import { bearerSecurity, errorReplies, noContentSchema } from './route-schemas';

const tags = ['categories'];

/** The spec's own paths (/durian/{id}/categories) and the plain ones (/durian/categories/{id}) both work. */
const categoryPaths = ['/durian/categories/:id', '/durian/:id/categories'];

export const categoriesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const categories = createCategoriesService({ db: ctx.db });
  const products = createProductsService({ db: ctx.db, storage: ctx.storage });

  app.get(
    '/durian/categories',
    {
      schema: { tags, summary: 'All categories by name', response: { 200: z.array(categorySchema) } },
    },
    async () => categories.listCategories(),
  );

  app.post(
    '/durian/categories',
    {
      onRequest: ctx.auth.requireAdmin,
      schema: {
        tags,
        summary: 'Create a category (admin)',
        security: bearerSecurity,
        body: categoryBodySchema,
        response: { 201: categorySchema, ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await categories.createCategory(request.body)),
  );

  for (const path of categoryPaths) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'One category',
          params: idParamsSchema,
          response: { 200: categorySchema, ...errorReplies(400, 404) },
        },
      },
      async (request) => categories.getCategory(request.params.id),
    );

    app.put(
      path,
      {
        onRequest: ctx.auth.requireAdmin,
        schema: {
          tags,
          summary: 'Rename or describe a category (admin)',
          security: bearerSecurity,
          params: idParamsSchema,
          body: updateCategoryBodySchema,
          response: { 200: categorySchema, ...errorReplies(400, 401, 403, 404, 409) },
        },
      },
      async (request) => categories.updateCategory(request.params.id, request.body),
    );

    app.delete(
      path,
      {
        onRequest: ctx.auth.requireAdmin,
        schema: {
          tags,
          summary: 'Delete a category (admin); its products stay',
          security: bearerSecurity,
          params: idParamsSchema,
          response: { 204: noContentSchema, ...errorReplies(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await categories.deleteCategory(request.params.id);
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/durian/:id/products',
    {
      schema: {
        tags,
        summary: 'The products of a category, with the product list filters',
        params: idParamsSchema,
        querystring: productListQuerySchema.omit({ categoryId: true }),
        response: { 200: productListReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => products.listCategoryProducts(request.params.id, request.query),
  );
};
