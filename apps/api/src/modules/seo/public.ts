/* What other code may use of the seo module (docs/decisions/032): the pages' heads and first data, and the sitemap. */
export { escapeHtml, injectHeadTags, localizeIndexHtml } from './seo-html';
export { seoRoutes } from './seo.routes';
export { createSeoService } from './seo.service';
