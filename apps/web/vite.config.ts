import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';
const proxy = { '/api': apiServer, '/files': apiServer };

const here = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

/**
 * React, its router and TanStack Query change only when the dependencies are upgraded: one chunk for them
 * stays in the browser's cache (hashed name, cached for a year) across every release of the app's own code.
 */
const frameworkModules = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query))[\\/]/;

export default defineConfig({
  // Built the same way whether run from apps/web or from the repository root.
  root: here('.'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: here('./src') },
      // Every `import … from 'zod'` (the app's and @durio/shared's) gets zod set to jitless first: see src/lib/zod.ts.
      { find: /^zod$/, replacement: here('./src/lib/zod.ts') },
    ],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: frameworkModules }],
        },
      },
    },
  },
});
