import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

export const FILES_URL_PREFIX = '/files/';

/** Files under DATA_DIR/uploads (or a temporary folder in tests), served at /files/<key>. */
export function createLocalFileStorage(root: string): FileStorage {
  const localRoot = path.resolve(root);
  const resolve = (key: string) => {
    const full = path.resolve(localRoot, key);
    // A key is never allowed to climb out of the uploads folder.
    if (!full.startsWith(localRoot + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    url: (key) => FILES_URL_PREFIX + key,
    localRoot,
  };
}
