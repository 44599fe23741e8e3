import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorReply } from '../../lib/error-handler';
import { createFilesService } from './files.service';
import { parseByteRange } from './byte-range';

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
      // Pictures, video and audio are compressed already, and a compressed body would break byte ranges.
      compress: false,
    },
    async (request, reply) => {
      const file = await service.readFile(request.params['*']);
      // Browsers fetch video and audio in ranges (206) to seek and to learn the length first.
      const size = file.body.length;
      const range = parseByteRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('Content-Range', `bytes */${size}`).send(errorReply(416, 'Range Not Satisfiable'));
      }
      if (!file.inline) reply.header('Content-Disposition', 'attachment');
      reply.header('Content-Type', file.contentType).header('Cache-Control', IMMUTABLE).header('Accept-Ranges', 'bytes');
      if (range) {
        return reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
          .send(file.body.subarray(range.start, range.end + 1));
      }
      return reply.send(file.body);
    },
  );
};
