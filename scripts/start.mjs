// `npm start`: builds whatever is missing or older than its sources, then runs the server in this
// process (so SIGTERM reaches it directly). Migrations and demo data are the server's job.
// package.json's script sets MALLOC_ARENA_MAX=2 (glibc reads it as node starts, too early for this file):
// docs/deploy.md says why.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = (...p) => path.join(root, ...p);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(dir) > built);
}

const shared = at('packages/shared/src');
if (isStale(at('apps/web/dist/index.html'), [at('apps/web/src'), at('apps/web/public'), shared])) {
  console.log('Building the web app…');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}
if (isStale(at('apps/api/dist/server.js'), [at('apps/api/src'), shared])) {
  console.log('Building the API…');
  execSync('npm run build -w apps/api', { cwd: root, stdio: 'inherit' });
}

await import(path.join(root, 'apps/api/dist/server.js'));
