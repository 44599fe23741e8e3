import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageRoutes, type PageName, type PageRoute } from '@durio/shared/page-routes';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageScripts, injectModulePreloads } from './page-scripts';

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
      expect(router, name).toMatch(new RegExp(`\\bpage\\.${name}\\b`));
    }
  });

  it('loads the module the table names for each landing page', () => {
    for (const { landingModule } of Object.values(pageRoutes) as PageRoute[]) {
      if (!landingModule) continue;
      expect(fs.existsSync(path.join(webSource, landingModule)), landingModule).toBe(true);
      expect(router).toContain(`import('./${landingModule.replace(/^src\//, '').replace(/\.tsx$/, '')}')`);
    }
  });
});
