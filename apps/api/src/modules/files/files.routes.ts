import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { createFilesService } from './files.service';

/** Keys are never rewritten (a new upload gets a new key), so browsers may keep a file for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves stored files at /files/<key> (outside /api/v1: these are the URLs `storage.url` hands out). */
export const filesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createFilesService({ db: ctx.db, storage: ctx.storage });

  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a stored file (picture, video, audio)',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const file = await service.readFile(request.params['*']);
      if (!file.inline) reply.header('Content-Disposition', 'attachment');
      return reply.header('Content-Type', file.contentType).header('Cache-Control', IMMUTABLE).send(file.body);
    },
  );
};
