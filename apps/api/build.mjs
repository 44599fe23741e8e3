// Bundles the API into dist/server.js, and the process that prepares its database (db/prepare-database.ts)
// into dist/prepare-database-process.js beside it. npm packages stay external (installed beside them); the
// workspace package @durio/shared is TypeScript source, so it is bundled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => name !== '@durio/shared');

await build({
  entryPoints: ['src/server.ts', 'src/db/prepare-database-process.ts'],
  outdir: 'dist',
  // Both files directly in dist/, where config.ts's apiRoot (one folder up) is apps/api for each.
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
