import fs from 'node:fs';
import path from 'node:path';
import { pageRoutes, type PageRoute } from '@durio/shared/page-routes';
import { escapeHtml } from '../seo/seo-html';

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
 * Which scripts each landing page (a page of @durio/shared/page-routes with a `landingModule`) needs beyond
 * the ones index.html already loads. Without them the browser learns of a page's chunk only once the app's
 * main scripts have run, one round trip later on a phone's connection; listed as modulepreload links in the
 * HTML, they download alongside. Without a build manifest (API tests, a web app built elsewhere) no page gets any.
 */
export function createPageScripts(webDistDir: string) {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
  const entryKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withImports(manifest, key, entryKeys);

  const pages: readonly PageRoute[] = Object.values(pageRoutes);
  const scriptsByModule = new Map<string, string[]>(
    pages.flatMap(({ landingModule: module }) =>
      module
        ? [[module, [...withImports(manifest, module)].filter((key) => !entryKeys.has(key)).map((key) => `/${manifest[key]!.file}`)]]
        : [],
    ),
  );

  /** The scripts of `page`, beyond the app's own; none for a page that is not a landing page. */
  function scriptsFor(page: PageRoute): string[] {
    return page.landingModule ? (scriptsByModule.get(page.landingModule) ?? []) : [];
  }

  return { scriptsFor };
}

/** index.html with a modulepreload link for each of `scripts` at the end of its head. */
export function injectModulePreloads(indexHtml: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return indexHtml;
  const links = scripts.map((src) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}" />`).join('\n    ');
  return indexHtml.replace(/<\/head>/i, () => `  ${links}\n  </head>`);
}
