import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiServer = 'http://localhost:3000';
const proxy = { '/api': apiServer, '/files': apiServer };

const here = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

/**
 * React, its router and TanStack Query change only when the dependencies are upgraded: one chunk for them
 * stays in the browser's cache (hashed name, cached for a year) across every release of the app's own code.
 */
const frameworkModules = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query))[\\/]/;

/**
 * Sends every `import … from 'zod'` (the app's and @durio/shared's) to src/lib/zod.ts, which sets zod to
 * jitless before any schema exists, except that module's own import of the package.
 */
function jitlessZod(): Plugin {
  const wrapper = here('./src/lib/zod.ts');
  return {
    name: 'durio:jitless-zod',
    enforce: 'pre',
    resolveId: (source, importer) => (source === 'zod' && importer !== wrapper ? wrapper : null),
  };
}

/** The chunks the entry loads on every page before any route runs (the `framework` and `shell` groups below). */
const loadedByTheEntry = /(^|\/)(rolldown-runtime|framework|shell)-[\w-]+\.js$/;

/**
 * Vite fetches a page or catalogue loaded later together with the shared chunks it imports (not one after the
 * other), from a list of file names per import() in the importing chunk, which for the router's imports is the
 * shell every first visit downloads. The chunks the entry has already loaded need no preloading, and an import
 * with nothing of its own to preload needs no list: 0.6 KB gzip less in the shell.
 */
function preloadOnlyWhatIsMissing(target: string, dependencies: string[]): string[] {
  const missing = dependencies.filter((file) => !loadedByTheEntry.test(file));
  return missing.length === 1 && missing[0] === target ? [] : missing;
}

export default defineConfig({
  // Built the same way whether run from apps/web or from the repository root.
  root: here('.'),
  // lingui(): compiles the catalogues of src/locales (lingui.config.ts) into their chunks.
  plugins: [jitlessZod(), react(), lingui({ failOnMissing: true, failOnCompileError: true }), tailwindcss()],
  resolve: {
    alias: { '@': here('./src') },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/.vite/manifest.json: which chunks each page needs, so the server can preload them with the HTML.
    manifest: true,
    modulePreload: { resolveDependencies: preloadOnlyWhatIsMissing },
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks below; the app's entry exports nothing anyway.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          /*
           * Each page used to pull in 20 to 40 files, most of them under 1 KB (one icon, one small component
           * shared by two pages). On a phone's connection the requests, not the bytes, set the pace: copying
           * such small shared chunks into the chunks that use them leaves a page's chunk and a few shared
           * ones (product page: 39 files down to 10, same bytes; its largest paint ~0.6 s sooner in the
           * bench). Chunks up to 8 KB are copied (icons, small components, query helpers, the price texts): a
           * first visit to the home page is 1.8 KB gzip lighter than with 4 KB, for 10% more bytes over the
           * whole build (code a visitor downloads again only on a page they did not open first); rolldown's
           * shared runtime keeps one module state for the copies.
           * Rolldown marks this option experimental: if it ever misbehaves, removing it is safe.
           */
          experimentalInlineCommonChunks: { maxSize: 8192 },
          groups: [
            { name: 'framework', test: frameworkModules, priority: 2 },
            // The rest of what every first page runs (header, footer, auth, API client, class merging…) goes
            // into the entry chunk as one file, not the dozen small shared chunks rolldown would otherwise
            // make of it: fewer requests before the first paint.
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
