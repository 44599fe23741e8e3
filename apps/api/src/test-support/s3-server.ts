import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../storage/s3-file-storage';

/** The keys s3rver accepts; the AWS SDK reads them from the usual variables, as it would in production. */
const TEST_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestS3 {
  /** The settings (S3_* variables) that point the shop at this server's bucket. */
  env: Record<string, string>;
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, speaking the protocol the SDK speaks to AWS) on a free port with
 * one empty bucket, for the file tests to run on S3 as well as on local disk (docs/product/files.md).
 */
export async function startTestS3(bucket = 'durio-test'): Promise<TestS3> {
  const credentialsBefore = Object.fromEntries(Object.keys(TEST_CREDENTIALS).map((name) => [name, process.env[name]]));
  Object.assign(process.env, TEST_CREDENTIALS);
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'on', S3_REGION: 'us-east-1' },
    settings: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
      // The next test file may run in this same process (vitest.config.ts): it gets the environment it had.
      for (const [name, value] of Object.entries(credentialsBefore)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  };
}
