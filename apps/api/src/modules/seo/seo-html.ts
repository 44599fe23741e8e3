/** A product, farm or tree page's own search-engine tags, in place of index.html's defaults. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
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
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`,
    property('og:site_name', 'Durio'),
    property('og:type', meta.ogType),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonicalUrl),
  ];
  if (meta.imageUrl) tags.push(property('og:image', meta.imageUrl));
  tags.push(`<meta name="twitter:card" content="${meta.imageUrl ? 'summary_large_image' : 'summary'}" />`);
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return tags;
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

/**
 * index.html with the page's own title and description in place of the defaults, its canonical link, Open
 * Graph tags and JSON-LD after the title, a robots noindex for a page that does not exist, and its main
 * picture's preload and data at the end of the head.
 */
export function injectHeadTags(indexHtml: string, head: PageHead): string {
  let html = indexHtml;
  if (head.meta) {
    const { meta } = head;
    const title = `<title>${escapeHtml(meta.title)}</title>`;
    const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
    html = TITLE.test(html) ? html.replace(TITLE, () => title) : html.replace(/<\/head>/i, () => `${title}\n</head>`);
    html = DESCRIPTION.test(html) ? html.replace(DESCRIPTION, () => description) : html.replace(title, () => `${title}\n${description}`);
    // Functions as replacements, so a `$&` in a product name is never read as a replacement pattern.
    html = html.replace(title, () => [title, ...metaTags(meta)].join('\n    '));
  }
  const endTags = [...(head.notFound ? ['<meta name="robots" content="noindex" />'] : []), ...speedTags(head)];
  return endTags.length === 0 ? html : html.replace(/<\/head>/i, () => `  ${endTags.join('\n    ')}\n  </head>`);
}
