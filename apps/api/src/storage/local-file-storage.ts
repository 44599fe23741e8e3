import { randomUUID } from 'node:crypto';
import { constants as fsConstants, createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
    async checkReachable() {
      await fs.mkdir(localRoot, { recursive: true });
      await fs.access(localRoot, fsConstants.W_OK);
    },

    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file, and a failed upload leaves none.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await fs.rename(partial, file);
      } finally {
        await fs.rm(partial, { force: true });
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(resolve(key), { force: true })));
    },
    url: (key) => FILES_URL_PREFIX + key,
    async size(key) {
      const stat = await fs.stat(resolve(key)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    async read(key, bytes) {
      if (bytes === undefined) return fs.readFile(resolve(key));
      const chunks: Buffer[] = [];
      for await (const chunk of createReadStream(resolve(key), { start: 0, end: bytes - 1 })) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async uploadTarget() {
      return null;
    },
    localRoot,
  };
}
