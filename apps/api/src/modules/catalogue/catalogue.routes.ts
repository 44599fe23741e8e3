import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { categoriesRoutes } from './categories.routes';
import { farmsAdminRoutes } from './farms-admin.routes';
import { farmsRoutes } from './farms.routes';
import { productsRoutes } from './products.routes';

/** Products, categories, farms, trees and galleries under /durian. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(productsRoutes, { ctx });
  await app.register(categoriesRoutes, { ctx });
  await app.register(farmsRoutes, { ctx });
  await app.register(farmsAdminRoutes, { ctx });
};
