import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { errorReplies, publicSecurity } from '../../lib/route-schemas';
import { createFilesService } from './files.service';
import { sendStoredFile } from './send-stored-file';

const storageKeySchema = z.string().describe('The storage key, slashes included: seed/products/musang-king.webp');

/** The stored bytes, with the type recorded for the file (image/*, video/*, audio/*, or a download). */
const fileContent = { '*/*': { schema: z.string().meta({ format: 'binary' }) } };

/** Serves stored files at /files/<key> (outside /api/v1: these are the URLs `storage.url` hands out). */
export const filesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { storage } = ctx;
  // Files the browser loads from elsewhere (S3_PUBLIC_URL): `storage.url` points there (docs/decisions/013).
  if (storage.localRoot === undefined && !storage.readForServing) return;
  const service = createFilesService({ db: ctx.db });

  app.get(
    '/files/*',
    {
      schema: {
        operationId: 'getFile',
        tags: ['files'],
        summary: 'Download a stored file (picture, video, audio); answers Range and If-None-Match',
        security: publicSecurity,
        params: z.object({ '*': storageKeySchema }),
        response: {
          200: { description: 'The whole file', content: fileContent },
          206: { description: 'The byte range asked for, with its Content-Range', content: fileContent },
          304: z.null().describe('Not modified: the ETag or date the browser sent is current'),
          ...errorReplies(404, 416),
        },
      },
      config: {
        // Fastify's wildcard param is named '*', which an OpenAPI path cannot carry: the document calls it `key`.
        swaggerTransform: ({ schema, url, ...document }) =>
          jsonSchemaTransform({
            ...document,
            url: url.replace('*', ':key'),
            schema: { ...schema, params: z.object({ key: storageKeySchema }) },
          }),
      },
      // Pictures, video and audio are compressed already, and a compressed body would break byte ranges.
      compress: false,
      // The e-mails show the products' pictures by their address here (docs/product/orders-and-payments.md, E-mails):
      // a web mail page loads them from its own origin, which helmet's default 'same-origin' would refuse.
      helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = await service.describeFile(key);
      return sendStoredFile(request, reply, storage, { key, ...file });
    },
  );
};
