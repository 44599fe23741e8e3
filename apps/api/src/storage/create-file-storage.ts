import path from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** S3 when S3_BUCKET is set, else DATA_DIR/uploads (docs/product/files.md). */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  if (config.s3) return createS3FileStorage(config.s3);
  return createLocalFileStorage(path.join(config.dataDir, 'uploads'));
}
