import fs from 'node:fs';
import path from 'node:path';
import { defaultLanguage, languages, type Language } from '@durio/shared/languages';
import { pageRoutes, type MessageArea, type PageRoute } from '@durio/shared/page-routes';
import { escapeHtml } from '../seo/public';

/** One chunk of Vite's build manifest (`build.manifest`), keyed by source path or by chunk name. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk `key` and every chunk it imports statically, as manifest keys. */
function withImports(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, found);
  return found;
}

/**
 * The catalogues of texts a landing page in `language` waits for before it renders (apps/web/src/lib/i18n.ts):
 * the common one, in Malay and Chinese the API's messages, the page's own area and the areas it also shows.
 */
export function catalogueAreas(page: PageRoute, language: Language): MessageArea[] {
  const areas: MessageArea[] = ['common', ...(language === defaultLanguage ? [] : ['errors' as const]), page.area, ...(page.alsoUses ?? [])];
  return [...new Set(areas)];
}

/** The manifest key of a catalogue's chunk: the web app imports `src/locales/<language>/<area>.json?lingui`. */
const catalogueKey = (language: Language, area: MessageArea) => `src/locales/${language}/${area}.json?lingui`;

/**
 * Which scripts each landing page (a page of @durio/shared/page-routes with a `landingModule`) needs beyond
 * the ones index.html already loads, in each language: its own chunks and its loader's, then its catalogues of texts in that
 * language. Without them the browser learns of a page's chunks only once the app's main scripts have run, one
 * round trip later on a phone's connection; listed as modulepreload links in the HTML, they download alongside.
 * Without a build manifest (API tests, a web app built elsewhere) no page gets any.
 */
export function createPageScripts(webDistDir: string) {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
  const entryKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withImports(manifest, key, entryKeys);

  /** The files of the chunks `keys` and of what they import, less the app's own, each once. */
  const filesOf = (keys: readonly string[]) => {
    const found = new Set<string>();
    for (const key of keys) withImports(manifest, key, found);
    return [...new Set([...found].filter((key) => !entryKeys.has(key)).map((key) => `/${manifest[key]!.file}`))];
  };

  const pages: readonly PageRoute[] = Object.values(pageRoutes);
  const scriptsByPage = new Map<PageRoute, Record<Language, string[]>>(
    pages.flatMap((page) => {
      const { landingModule: module, landingLoader } = page;
      if (!module) return [];
      const byLanguage = Object.fromEntries(
        languages.map((language) => [
          language,
          filesOf([module, ...(landingLoader ? [landingLoader] : []), ...catalogueAreas(page, language).map((area) => catalogueKey(language, area))]),
        ]),
      ) as Record<Language, string[]>;
      return [[page, byLanguage]];
    }),
  );

  /** The scripts of `page` in `language`, beyond the app's own; none for a page that is not a landing page. */
  function scriptsFor(page: PageRoute, language: Language = defaultLanguage): string[] {
    return scriptsByPage.get(page)?.[language] ?? [];
  }

  return { scriptsFor };
}

/** index.html with a modulepreload link for each of `scripts` at the end of its head. */
export function injectModulePreloads(indexHtml: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return indexHtml;
  const links = scripts.map((src) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}" />`).join('\n    ');
  return indexHtml.replace(/<\/head>/i, () => `  ${links}\n  </head>`);
}
