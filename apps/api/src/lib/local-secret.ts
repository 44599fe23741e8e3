import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A random secret kept in DATA_DIR/keys/<name> so it survives restarts without living in the repo;
 * in memory when there is no data directory (tests).
 */
export function loadOrCreateSecret(name: string, dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = path.join(dataDir, 'keys', name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
