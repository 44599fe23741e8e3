import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { languages, localizePath, splitLanguage, type Language } from '@durio/shared/languages';
import { matchPage, type PageMatch } from '@durio/shared/page-routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { errorReply } from '../../lib/error-handler';
import { injectHeadTags, localizeIndexHtml } from '../seo/public';
import { createSeoService } from '../seo/public';
import { createPageScripts, injectModulePreloads } from './page-scripts';

const API_OR_FILES = /^\/(api|files)(\/|$)/;

/** Whether there is a built web app to serve (there is none in most API tests). */
export const hasWebApp = (config: Pick<AppContext['config'], 'webDistDir'>) => fs.existsSync(path.join(config.webDistDir, 'index.html'));

/**
 * Serves the built web app from the same origin as the API: hashed assets cached for a year, HTML never
 * cached, and every other GET that is not an API or file path answered with index.html so client-side
 * routes survive a reload. Every page is at its English address and under `/ms` and `/zh` (docs/product/languages.md),
 * in the language of its address: `<html lang>`, canonical link and `hreflang` alternates, and the texts
 * the server writes (modules/seo; src/locales). The home page, shop, farms, product, farm and tree pages get
 * their own title, description, Open Graph tags and JSON-LD in that HTML, so crawlers and link previews see
 * them without running the app, and the pages people land on get their scripts, catalogues of texts, data
 * and main picture requested with the HTML. An address that is no page of @durio/shared/page-routes in any
 * language, and a product, farm or tree page whose id names nothing a visitor may see, is answered 404
 * (still the app, which shows its not-found state) with a robots noindex: no soft 404s for search engines.
 * Without a built web app (API tests) unknown paths are plain JSON 404s. Which language `/` is shown in is
 * decided before this runs (language-choice.ts).
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext) {
  const root = ctx.config.webDistDir;
  const withWebApp = hasWebApp(ctx.config);
  // Read once: the build does not change while the server runs (npm start builds first, then serves).
  const indexHtml = withWebApp ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const indexHtmlIn = Object.fromEntries(languages.map((language) => [language, localizeIndexHtml(indexHtml, language)])) as Record<
    Language,
    string
  >;
  const seo = createSeoService({ db: ctx.db, storage: ctx.storage, clock: ctx.clock, memo: ctx.catalogueMemo, publicUrl: ctx.config.publicUrl });
  const pageScripts = createPageScripts(root);

  if (withWebApp) {
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
   * index.html for `page` in `language`, with its own scripts preloaded and its head tags, data and main
   * picture where it has them, and the status it is answered with.
   */
  async function renderPage(
    page: PageMatch | null,
    language: Language,
    searchParams: URLSearchParams,
    log: FastifyInstance['log'],
  ): Promise<{ status: 200 | 404; html: string }> {
    if (!page) return { status: 404, html: injectHeadTags(indexHtmlIn[language], { notFound: true }) };
    const html = injectModulePreloads(indexHtmlIn[language], pageScripts.scriptsFor(page.route, language));
    try {
      const head = await seo.pageHeadFor(page, language, searchParams);
      return { status: head.notFound ? 404 : 200, html: injectHeadTags(html, head) };
    } catch (error) {
      // The page still works without its data: the app loads it itself.
      log.warn({ err: error }, 'could not add head tags to the page');
      return { status: 200, html: injectHeadTags(html, { versions: seo.versionsFor(page, language) }) };
    }
  }

  const notFound = (method: string, pathname: string) => errorReply(404, `Route ${method}:${pathname} not found`);

  if (withWebApp) {
    // A route rather than the not-found handler, so compression and the other route hooks apply to pages.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const [pathname = '/', search = ''] = request.url.split('?');
      if (API_OR_FILES.test(pathname)) return reply.status(404).send(notFound(request.method, pathname));
      // `/ms/shop` is the shop in Malay: the same page as `/shop`, the language taken from the address.
      const { language, path: pagePathname } = splitLanguage(safeDecode(pathname));
      const page = matchPage(pagePathname);
      // An old address (docs/product/storefront.md) moved for good, to the real page in the same language.
      if (page?.route.redirectTo) return reply.redirect(localizePath(language, page.route.redirectTo), 301);
      const { status, html } = await renderPage(page, language, new URLSearchParams(search), request.log);
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
