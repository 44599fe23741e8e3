import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('test-only fault injection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FAULT_INJECTION: 'on' } });
  });
  afterAll(() => t.close());

  it('fails the matching call the given number of times, then lets it through', async () => {
    const arm = await t.app.inject({
      method: 'POST',
      url: '/__test/faults',
      payload: { path: '^/api/v1/durian/categories$', status: 503, message: 'Catalogue is down', times: 1 },
    });
    expect(arm.statusCode).toBe(204);
    const failed = await t.app.inject({ method: 'GET', url: '/api/v1/durian/categories' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ statusCode: 503, message: 'Catalogue is down' });
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/durian/categories' });
    expect(ok.statusCode).toBe(200);
  });

  it('is absent unless switched on, and cannot be switched on in production', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/__test/faults', payload: { path: '.*' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect(() => loadConfig({ NODE_ENV: 'production', FAULT_INJECTION: 'on' })).toThrow(/FAULT_INJECTION/);
  });
});
