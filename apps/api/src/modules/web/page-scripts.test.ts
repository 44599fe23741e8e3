import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messageAreas, pageRoutes, type PageName, type PageRoute } from '@durio/shared/page-routes';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueAreas, createPageScripts, injectModulePreloads } from './page-scripts';

const webSource = path.resolve(import.meta.dirname, '../../../../web');

/** The shape of a Vite build manifest: an entry, shared chunks, and lazily loaded pages. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_web-1.js'] },
  '_web-1.js': { file: 'assets/web-1.js', imports: ['_framework-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_framework-1.js', '_stars-1.js'] },
  '_stars-1.js': { file: 'assets/stars-1.js' },
  'src/routes/product/product-page.tsx': {
    file: 'assets/product-page-1.js',
    imports: ['_framework-1.js', '_web-1.js', '_card-1.js'],
    dynamicImports: ['src/routes/product/product-tabs.tsx'],
  },
  'src/routes/product/product-tabs.tsx': { file: 'assets/product-tabs-1.js' },
  'src/routes/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_web-1.js', '_card-1.js'] },
};

/** The catalogues of texts as Vite's manifest names them: dynamic entries importing the shared runtime. */
const catalogue = (language: string, area: string) => ({
  [`src/locales/${language}/${area}.json?lingui`]: {
    file: `assets/${area}-${language}.js`,
    src: `src/locales/${language}/${area}.json?lingui`,
    isDynamicEntry: true,
    imports: ['_runtime-1.js'],
  },
});
const MANIFEST_WITH_CATALOGUES = {
  ...MANIFEST,
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_web-1.js', '_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  ...Object.assign(
    {},
    ...['en', 'ms', 'zh'].flatMap((language) => messageAreas.map((area) => catalogue(language, area))),
  ),
  // A chunk of its own, as a catalogue could have.
  'src/locales/zh/catalogue.json?lingui': { file: 'assets/catalogue-zh.js', isDynamicEntry: true, imports: ['_plural-1.js'] },
  '_plural-1.js': { file: 'assets/plural-1.js' },
};

const dirs: string[] = [];
function webDist(manifest?: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-page-scripts-'));
  dirs.push(dir);
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the scripts a landing page preloads', () => {
  const { scriptsFor } = createPageScripts(webDist(MANIFEST));

  it("are the page's chunk and what it imports, less what index.html loads and what the page loads later", () => {
    expect(scriptsFor(pageRoutes.product)).toEqual([
      '/assets/product-page-1.js',
      '/assets/card-1.js',
      '/assets/stars-1.js',
    ]);
    expect(scriptsFor(pageRoutes.home)).toEqual(['/assets/home-page-1.js', '/assets/card-1.js', '/assets/stars-1.js']);
  });

  it('are none for other pages, for pages the build does not know, and without a manifest', () => {
    expect(scriptsFor(pageRoutes.about)).toEqual([]);
    expect(scriptsFor(pageRoutes.productReviews)).toEqual([]);
    expect(scriptsFor(pageRoutes.shop)).toEqual([]);
    expect(createPageScripts(webDist()).scriptsFor(pageRoutes.home)).toEqual([]);
  });

  it("add the page's catalogues of texts in its language: common, errors in Malay and Chinese, its area and the ones it also uses", () => {
    const { scriptsFor: withCatalogues } = createPageScripts(webDist(MANIFEST_WITH_CATALOGUES));
    const homeChunks = ['/assets/home-page-1.js', '/assets/card-1.js', '/assets/stars-1.js'];
    const files = (page: PageRoute, language: string) =>
      catalogueAreas(page, language as 'en').map((area) => `/assets/${area}-${language}.js`);
    expect(catalogueAreas(pageRoutes.home, 'ms').slice(0, 3)).toEqual(['common', 'errors', 'home']);
    expect(withCatalogues(pageRoutes.home)).toEqual([...homeChunks, ...files(pageRoutes.home, 'en')]);
    expect(withCatalogues(pageRoutes.home, 'en')).toEqual(withCatalogues(pageRoutes.home));
    expect(withCatalogues(pageRoutes.home, 'ms')).toEqual([...homeChunks, ...files(pageRoutes.home, 'ms')]);
    expect(withCatalogues(pageRoutes.home, 'ms')).toContain('/assets/errors-ms.js');
    // A catalogue's own imports come right after it.
    expect(withCatalogues(pageRoutes.product, 'zh')).toEqual([
      '/assets/product-page-1.js',
      '/assets/card-1.js',
      '/assets/stars-1.js',
      ...files(pageRoutes.product, 'zh').flatMap((file) => (file === '/assets/catalogue-zh.js' ? [file, '/assets/plural-1.js'] : [file])),
    ]);
    // Not a landing page: nothing, in any language.
    expect(withCatalogues(pageRoutes.about, 'ms')).toEqual([]);
  });

  it('name the areas a page waits for, each once', () => {
    const farm: PageRoute = { path: '/farms/:id', area: 'farms', alsoUses: ['catalogue', 'farms'] };
    expect(catalogueAreas(farm, 'en')).toEqual(['common', 'farms', 'catalogue']);
    expect(catalogueAreas(farm, 'zh')).toEqual(['common', 'errors', 'farms', 'catalogue']);
    expect(catalogueAreas({ path: '/x', area: 'catalogue' }, 'ms')).toEqual(['common', 'errors', 'catalogue']);
    expect(catalogueAreas({ path: '/x', area: 'common', alsoUses: ['errors'] }, 'ms')).toEqual(['common', 'errors']);
  });

  it('go at the end of the head, as modulepreload links', () => {
    const html = '<html><head><title>Durio</title></head><body></body></html>';
    expect(injectModulePreloads(html, ['/assets/a.js', '/assets/b.js'])).toBe(
      '<html><head><title>Durio</title>  <link rel="modulepreload" crossorigin href="/assets/a.js" />\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/b.js" />\n  </head><body></body></html>',
    );
    expect(injectModulePreloads(html, [])).toBe(html);
  });
});

describe("the web app's router", () => {
  const router = fs.readFileSync(path.join(webSource, 'src/router.tsx'), 'utf8');

  it('draws every page of the shared page table, so the server answers 404 for exactly what it does not draw', () => {
    for (const name of Object.keys(pageRoutes) as PageName[]) {
      // A console page is drawn by its name in the list of console pages (admin/admin-pages.ts loads it).
      expect(router, name).toMatch(new RegExp(`\\bpage\\.${name}\\b|'${name}'`));
    }
  });

  it('loads the modules the table names for each landing page and its loader', () => {
    for (const { landingModule, landingLoader } of Object.values(pageRoutes) as PageRoute[]) {
      for (const module of [landingModule, landingLoader]) {
        if (!module) continue;
        expect(fs.existsSync(path.join(webSource, module)), module).toBe(true);
        expect(router).toContain(`import('./${module.replace(/^src\//, '').replace(/\.tsx?$/, '')}')`);
      }
    }
  });

  it('loads every console page the router lists', () => {
    const adminPages = fs.readFileSync(path.join(webSource, 'src/admin/admin-pages.ts'), 'utf8');
    for (const name of (Object.keys(pageRoutes) as PageName[]).filter((page) => page.startsWith('admin'))) {
      expect(adminPages, name).toMatch(new RegExp(`^  ${name}: async \\(\\) => \\(await import\\('\\./`, 'm'));
    }
  });
});
