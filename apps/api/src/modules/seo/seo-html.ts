import { defaultLanguage, htmlLang, languages, ogLocale, type Language } from '@durio/shared/languages';
import { translatorFor } from '../../i18n/server-messages';
import type { PageVersions } from './page-languages';

/** A page's own search-engine tags (home, shop, farms, product, farm, tree), in place of index.html's defaults. */
export interface PageMeta {
  /** The page's language: its `og:locale`, the others its `og:locale:alternate`. */
  language: Language;
  title: string;
  description: string;
  /** Absolute URL of the page, in its language (og:url). */
  canonicalUrl: string;
  /** Absolute URL of the page's main picture, when it has one. */
  imageUrl: string | null;
  ogType: 'product' | 'website';
  /** Structured data (schema.org), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** The picture a page shows largest, with the `srcset` and `sizes` its <img> has. */
export interface MainPicture {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Read by the web app (src/lib/page-data.ts) from `<script id="page-data">`. */
export interface PageData {
  kind: 'product' | 'farm' | 'tree' | 'shop';
  /** Which product, farm or tree; for the shop, its list call's parameters as JSON. */
  id: string;
  data: unknown;
}

/** What the server writes into index.html's head for one page. */
export interface PageHead {
  meta?: PageMeta;
  /** Every page that exists: its canonical link and its `hreflang` alternates (docs/product/languages.md). */
  versions?: PageVersions;
  /**
   * No such page: an address the web app has no page for, or a product, farm or tree that does not exist or
   * is hidden. Answered 404 with the app (which shows its not-found state), and search engines skip it.
   */
  notFound?: boolean;
  /** Preloaded, so it downloads beside the app's scripts. */
  mainPicture?: MainPicture | null;
  /** The API's reply for the page's main call, so the app renders without asking for it again. */
  pageData?: PageData;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
}

/** Text safe inside an XML element (the sitemap). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === "'" ? '&apos;' : htmlEscapes[c]!));
}

/**
 * JSON for a `<script type="application/ld+json">` or `application/json` block. `<` is written as \u003c so no value (a product
 * name such as `</script><script>…`) can close the block; U+2028/2029 are escaped for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Whitespace collapsed and cut at a word boundary to `max` characters (search snippets show ~160). */
export function summarise(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function metaTags(meta: PageMeta): string[] {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    property('og:site_name', 'Durio'),
    property('og:type', meta.ogType),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonicalUrl),
    property('og:locale', ogLocale[meta.language]),
    ...languages.filter((language) => language !== meta.language).map((language) => property('og:locale:alternate', ogLocale[language])),
  ];
  if (meta.imageUrl) tags.push(property('og:image', meta.imageUrl));
  tags.push(`<meta name="twitter:card" content="${meta.imageUrl ? 'summary_large_image' : 'summary'}" />`);
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return tags;
}

function versionTags({ canonical, alternates }: PageVersions): string[] {
  return [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`),
  ];
}

function speedTags({ mainPicture, pageData }: PageHead): string[] {
  const tags: string[] = [];
  if (mainPicture) {
    const { src, srcSet, sizes } = mainPicture;
    const responsive = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(src)}"${responsive} fetchpriority="high" />`);
  }
  // A data block, not a script: the CSP (script-src 'self') does not apply and nothing runs it.
  if (pageData) tags.push(`<script type="application/json" id="page-data">${jsonForScript(pageData)}</script>`);
  return tags;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;
const HTML_TAG = /<html\b[^>]*>/i;

/**
 * index.html in `language`: `<html lang>` (`en`, `ms`, `zh-Hans`), and in Malay or Chinese the default
 * description and the loading indicator's text from the server's `pages` catalogue. The English page is the
 * file as the web app ships it (its texts are the catalogue's English ones; a test keeps them so).
 */
export function localizeIndexHtml(indexHtml: string, language: Language): string {
  const lang = htmlLang[language];
  let html = indexHtml.replace(HTML_TAG, (tag) =>
    /\slang=/i.test(tag) ? tag.replace(/\slang=(["'])[^"']*\1/i, ` lang="${lang}"`) : tag.replace(/^<html/i, `<html lang="${lang}"`),
  );
  if (language === defaultLanguage) return html;
  const english = translatorFor(defaultLanguage, 'pages');
  const t = translatorFor(language, 'pages');
  html = html.replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(t('site.description'))}" />`);
  // The loading indicator's text is the only element whose whole content is this sentence.
  return html.split(`>${escapeHtml(english('site.loading'))}<`).join(`>${escapeHtml(t('site.loading'))}<`);
}

/**
 * index.html with the page's own title and description in place of the defaults, its canonical link,
 * language alternates, Open Graph tags and JSON-LD after the title, a robots noindex for a page that does not
 * exist, and its main picture's preload and data at the end of the head.
 */
export function injectHeadTags(indexHtml: string, head: PageHead): string {
  let html = indexHtml;
  if (head.meta) {
    const { meta } = head;
    const title = `<title>${escapeHtml(meta.title)}</title>`;
    const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
    // Functions as replacements, so a `$&` in a product name is never read as a replacement pattern.
    html = TITLE.test(html) ? html.replace(TITLE, () => title) : html.replace(/<\/head>/i, () => `${title}\n</head>`);
    html = DESCRIPTION.test(html) ? html.replace(DESCRIPTION, () => description) : html.replace(title, () => `${title}\n${description}`);
  }
  const afterTitle = [...(head.versions ? versionTags(head.versions) : []), ...(head.meta ? metaTags(head.meta) : [])];
  if (afterTitle.length > 0) {
    html = TITLE.test(html)
      ? html.replace(TITLE, (title) => [title, ...afterTitle].join('\n    '))
      : html.replace(/<\/head>/i, () => `  ${afterTitle.join('\n    ')}\n  </head>`);
  }
  const endTags = [...(head.notFound ? ['<meta name="robots" content="noindex" />'] : []), ...speedTags(head)];
  return endTags.length === 0 ? html : html.replace(/<\/head>/i, () => `  ${endTags.join('\n    ')}\n  </head>`);
}
