import { afterEach, describe, expect, it } from 'vitest';
import { testRedisAvailable, testRedisUrl } from '../test-support/redis';
import { createReadiness } from './readiness';
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

  it('still serves, degraded, while Redis or S3 does not answer: only the database is needed to take orders', async () => {
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
      status: 200,
      body: { status: 'degraded', checks: { database: 'ok', redis: 'failing', storage: 'failing' } },
    });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // It sells: the catalogue answers.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/durian/products' })).statusCode).toBe(200);
  });
});

describe('readiness', () => {
  const ok = () => Promise.resolve();
  const down = () => Promise.reject(new Error('connection refused'));

  it('is unavailable only when the database does not answer, degraded when another part does not', async () => {
    expect(await createReadiness({ database: ok, redis: ok, storage: ok }).report()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok', storage: 'ok' },
    });
    expect((await createReadiness({ database: ok, redis: down, storage: ok }).report()).status).toBe('degraded');
    expect((await createReadiness({ database: ok, storage: down }).report()).status).toBe('degraded');
    expect(await createReadiness({ database: down, redis: ok, storage: ok }).report()).toEqual({
      status: 'unavailable',
      checks: { database: 'failing', redis: 'ok', storage: 'ok' },
    });
  });
});
