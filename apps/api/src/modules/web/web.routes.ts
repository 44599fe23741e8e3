import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { errorReply } from '../../lib/error-handler';

const API_OR_FILES = /^\/(api|files)(\/|$)/;

/**
 * Serves the built web app from the same origin as the API: hashed assets cached for a year, HTML never
 * cached, and every other GET that is not an API or file path answered with index.html so client-side
 * routes survive a reload. Without a built web app (API tests) unknown paths are plain JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext) {
  const root = ctx.config.webDistDir;
  const indexFile = path.join(root, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_OR_FILES.test(pathname);
    if (hasWebApp && wantsPage) {
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(await fs.promises.readFile(indexFile));
    }
    return reply.status(404).send(errorReply(404, `Route ${request.method}:${pathname} not found`));
  });
}
