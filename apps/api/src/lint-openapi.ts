// `npm run lint:openapi`: builds the app as the API tests do (embedded database, sandbox gateway), writes the
// OpenAPI document it serves at /api/docs/json to a temporary file and lints it with Redocly (redocly.yaml).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createTestApp } from './test-support/test-app';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const redoclyCli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

const t = await createTestApp();
const reply = await t.app.inject({ method: 'GET', url: '/api/docs/json' }).finally(() => t.close());
if (reply.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${reply.statusCode}`);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-openapi-'));
const documentFile = path.join(dir, 'openapi.json');
// Indented, so Redocly's reports point at a line that shows the problem.
fs.writeFileSync(documentFile, JSON.stringify(reply.json(), null, 2));
const lint = spawnSync(
  process.execPath,
  [redoclyCli, 'lint', documentFile, '--config', path.join(repoRoot, 'redocly.yaml')],
  { stdio: 'inherit' },
);
fs.rmSync(dir, { recursive: true, force: true });
process.exitCode = lint.status ?? 1;
