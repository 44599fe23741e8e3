import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { createFilesService } from './files.service';
import { sendStoredFile } from './send-stored-file';

/** Serves stored files at /files/<key> (outside /api/v1: these are the URLs `storage.url` hands out). */
export const filesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const root = ctx.storage.localRoot;
  // Files kept elsewhere (S3) are loaded from there: `storage.url` points at them (docs/decisions/013).
  if (root === undefined) return;
  const service = createFilesService({ db: ctx.db });

  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a stored file (picture, video, audio)',
        params: z.object({ '*': z.string() }),
      },
      // Pictures, video and audio are compressed already, and a compressed body would break byte ranges.
      compress: false,
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = await service.describeFile(key);
      return sendStoredFile(request, reply, { root, key, ...file });
    },
  );
};
