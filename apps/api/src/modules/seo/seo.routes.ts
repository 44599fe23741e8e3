import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languages, localizePath } from '@durio/shared/languages';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../lib/errors';
import { escapeXml } from './seo-html';
import { createSitemap, type SitemapEntry } from './sitemap';

/** Pages a search engine has no use for: screens that are a shopper's own, in every language (decision record 023). */
const PRIVATE_PAGES = ['/checkout', '/cart', '/profile', '/orders', '/order/', '/admin'];
/** The API, then the private pages in English, Malay and Chinese. */
const DISALLOWED = ['/api/', ...languages.flatMap((language) => PRIVATE_PAGES.map((path) => localizePath(language, path)))];

/** Crawlers fetch these now and then; an hour is fresh enough and spares the database. */
const CRAWLER_CACHE = 'public, max-age=3600';

const xmlDocument = (...lines: string[]) => ['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ''].join('\n');

/** Each page in each language, with its versions in every language as `xhtml:link` alternates (Google's form). */
export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    const links = entry.alternates.map(
      ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${links.join('')}</url>`;
  });
  return xmlDocument(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  );
}

/** The index crawlers read first: the address of every sitemap file. */
export function renderSitemapIndex(fileUrls: string[]): string {
  return xmlDocument(
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...fileUrls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    '</sitemapindex>',
  );
}

export function renderRobotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** /sitemap.xml, its files under /sitemaps/ and /robots.txt at the site's root, where crawlers look for them. */
export const seoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const sitemap = createSitemap({ db: ctx.db, publicUrl: ctx.config.publicUrl });
  const sendXml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', CRAWLER_CACHE).send(body);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, renderSitemapIndex(await sitemap.listFiles())),
  );

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const name = /^(.*)\.xml$/.exec(request.params.file)?.[1];
      const entries = name === undefined ? undefined : await sitemap.fileEntries(name);
      if (!entries) throw new NotFoundError();
      return sendXml(reply, renderSitemap(entries));
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CRAWLER_CACHE)
      .send(renderRobotsTxt(ctx.config.publicUrl)),
  );
};
