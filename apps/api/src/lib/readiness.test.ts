import { afterEach, describe, expect, it } from 'vitest';
import { testRedisAvailable, testRedisUrl } from '../test-support/redis';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const readyz = async (app: TestApp) => {
  const res = await app.app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /readyz and /healthz', () => {
  it('is ready when the database and the file storage answer', async () => {
    t = await createTestApp();
    expect(await readyz(t)).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', storage: 'ok' } } });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });

  it.skipIf(!testRedisAvailable)('checks Redis too when the copies share one', async () => {
    t = await createTestApp({ env: { REDIS_URL: testRedisUrl } });
    expect(await readyz(t)).toMatchObject({ status: 200, body: { checks: { redis: 'ok' } } });
  });

  it('is unavailable while Redis or S3 does not answer, though the process lives', async () => {
    t = await createTestApp({
      env: {
        REDIS_URL: 'redis://127.0.0.1:1',
        S3_BUCKET: 'durio-nowhere',
        S3_ENDPOINT: 'http://127.0.0.1:1',
        S3_FORCE_PATH_STYLE: 'on',
        AWS_ACCESS_KEY_ID: 'test',
        AWS_SECRET_ACCESS_KEY: 'test',
      },
    });
    expect(await readyz(t)).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'ok', redis: 'failing', storage: 'failing' } },
    });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
