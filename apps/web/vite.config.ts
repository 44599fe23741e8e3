import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';
const proxy = { '/api': apiServer, '/files': apiServer };

const here = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

export default defineConfig({
  // Built the same way whether run from apps/web or from the repository root.
  root: here('.'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': here('./src') },
  },
  server: { proxy },
  preview: { proxy },
  build: { outDir: here('./dist'), emptyOutDir: true, assetsDir: 'assets' },
});
