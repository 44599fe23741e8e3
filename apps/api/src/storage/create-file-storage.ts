import path from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

export function createFileStorage(config: Config): FileStorage {
  return createLocalFileStorage(path.join(config.dataDir, 'uploads'));
}
