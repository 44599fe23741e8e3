import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchPage, type PageMatch } from '@durio/shared/page-routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { errorReply } from '../../lib/error-handler';
import { injectHeadTags } from '../seo/seo-html';
import { createSeoService } from '../seo/seo.service';
import { createPageScripts, injectModulePreloads } from './page-scripts';

const API_OR_FILES = /^\/(api|files)(\/|$)/;

/**
 * Serves the built web app from the same origin as the API: hashed assets cached for a year, HTML never
 * cached, and every other GET that is not an API or file path answered with index.html so client-side
 * routes survive a reload. Product, farm and tree pages get their own title, description, canonical link,
 * Open Graph tags and JSON-LD in that HTML, so crawlers and link previews see them without running the
 * app, and the pages people land on get their scripts, data and main picture requested with the HTML.
 * An address that is no page of @durio/shared/page-routes, and a product, farm or tree page whose id names
 * nothing a visitor may see, is answered 404 (still the app, which shows its not-found state) with a robots
 * noindex: no soft 404s for search engines. Without a built web app (API tests) unknown paths are plain
 * JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext) {
  const root = ctx.config.webDistDir;
  const indexFile = path.join(root, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  // Read once: the build does not change while the server runs (npm start builds first, then serves).
  const indexHtml = hasWebApp ? fs.readFileSync(indexFile, 'utf8') : '';
  const seo = createSeoService({ db: ctx.db, storage: ctx.storage, memo: ctx.catalogueMemo, publicUrl: ctx.config.publicUrl });
  const pageScripts = createPageScripts(root);

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

  /**
   * index.html for `page`, with its own scripts preloaded and its head tags, data and main picture where it
   * has them, and the status it is answered with.
   */
  async function renderPage(
    page: PageMatch | null,
    searchParams: URLSearchParams,
    log: FastifyInstance['log'],
  ): Promise<{ status: 200 | 404; html: string }> {
    if (!page) return { status: 404, html: injectHeadTags(indexHtml, { notFound: true }) };
    const html = injectModulePreloads(indexHtml, pageScripts.scriptsFor(page.route));
    try {
      const head = await seo.pageHeadFor(page, searchParams);
      if (!head) return { status: 200, html };
      return { status: head.notFound ? 404 : 200, html: injectHeadTags(html, head) };
    } catch (error) {
      // The page still works without its head tags: the app loads its data itself.
      log.warn({ err: error }, 'could not add head tags to the page');
      return { status: 200, html };
    }
  }

  const notFound = (method: string, pathname: string) => errorReply(404, `Route ${method}:${pathname} not found`);

  if (hasWebApp) {
    // A route rather than the not-found handler, so compression and the other route hooks apply to pages.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const [pathname = '/', search = ''] = request.url.split('?');
      if (API_OR_FILES.test(pathname)) return reply.status(404).send(notFound(request.method, pathname));
      const page = matchPage(safeDecode(pathname));
      // An old address (DECISIONS §3) moved for good: crawlers then index only the real page.
      if (page?.route.redirectTo) return reply.redirect(page.route.redirectTo, 301);
      const { status, html } = await renderPage(page, new URLSearchParams(search), request.log);
      return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.status(404).send(notFound(request.method, pathname));
  });
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
