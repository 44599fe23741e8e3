import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import type { Product } from '@durio/shared/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test-support/s3-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { seedDemoData } from './seed-demo-data';

// The demo data goes through the same storage as uploads, so a shop started with S3_BUCKET has
// its demo pictures, video and voice note in the bucket, served through /files/ when S3_PUBLIC_URL is unset.
describe('demo data on S3', () => {
  let s3: TestS3;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp({ env: s3.env });
    await seedDemoData({ db: t.db, storage: t.app.ctx.storage });
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('puts every demo file in the bucket and serves the pictures from it', async () => {
    const client = new S3Client({ endpoint: s3.settings.endpoint, region: 'us-east-1', forcePathStyle: true });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: 'seed/' }));
    const keys = (listed.Contents ?? []).map((o) => o.Key);
    expect(keys).toContain('seed/products/musang-king.webp');
    expect(keys.some((k) => k?.endsWith('.mp4'))).toBe(true);

    const products = (await t.app.inject({ method: 'GET', url: '/api/v1/durian/products?take=1' })).json().data as Product[];
    const picture = await t.app.inject({ method: 'GET', url: products[0]!.media[0]!.url.original });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 });
  });
});
