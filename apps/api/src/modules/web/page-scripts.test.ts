import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageScripts, injectModulePreloads, LANDING_PAGES } from './page-scripts';

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
    expect(scriptsFor('/product/0f8fad5b-d9cb-469f-a165-70867728950e')).toEqual([
      '/assets/product-page-1.js',
      '/assets/card-1.js',
      '/assets/stars-1.js',
    ]);
    expect(scriptsFor('/')).toEqual(['/assets/home-page-1.js', '/assets/card-1.js', '/assets/stars-1.js']);
  });

  it('are none for other pages, for pages the build does not know, and without a manifest', () => {
    expect(scriptsFor('/about')).toEqual([]);
    expect(scriptsFor('/product/1/reviews')).toEqual([]);
    expect(scriptsFor('/shop')).toEqual([]);
    expect(createPageScripts(webDist()).scriptsFor('/')).toEqual([]);
  });

  it('go at the end of the head, as modulepreload links', () => {
    const html = '<html><head><title>Durio</title></head><body></body></html>';
    expect(injectModulePreloads(html, ['/assets/a.js', '/assets/b.js'])).toBe(
      '<html><head><title>Durio</title>  <link rel="modulepreload" crossorigin href="/assets/a.js" />\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/b.js" />\n  </head><body></body></html>',
    );
    expect(injectModulePreloads(html, [])).toBe(html);
  });

  it("name modules the web app's router loads", () => {
    const router = fs.readFileSync(path.join(webSource, 'src/router.tsx'), 'utf8');
    for (const { module } of LANDING_PAGES) {
      expect(fs.existsSync(path.join(webSource, module)), module).toBe(true);
      expect(router).toContain(`import('./${module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`);
    }
  });
});
