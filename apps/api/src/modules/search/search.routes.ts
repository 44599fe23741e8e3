import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchReplySchema } from '@durio/shared/schemas/catalogue';
import type { AppContext } from '../../app-context';
import { errorReplies, publicSecurity } from '../../lib/route-schemas';
import { createSearchService } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const search = createSearchService({ db: ctx.db, storage: ctx.storage, clock: ctx.clock, memo: ctx.catalogueMemo });

  app.get(
    '/durian/search',
    {
      schema: {
        operationId: 'searchCatalogue',
        tags: ['search'],
        summary: "Search products, farms and trees in English, Malay and Chinese (every word, as a word prefix: 'musa' finds Musang King)",
        security: publicSecurity,
        querystring: searchQuerySchema,
        response: { 200: searchReplySchema, ...errorReplies(400) },
      },
    },
    async (request) => search.searchCatalogue(request.query),
  );
};
