import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('keeps a well-formed X-Request-Id and returns it', async () => {
    const res = await get('/api/v1/durian/categories', { 'x-request-id': 'lb-7f3a.2025:09-x-1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.2025:09-x-1');
  });

  it('replaces a missing or ill-formed X-Request-Id with a new UUID', async () => {
    const given = [undefined, '', 'has space', 'semi;colon', 'a'.repeat(129), 'é', 'back\\slash'];
    const ids = new Set<string>();
    for (const id of given) {
      const res = await get('/api/v1/durian/categories', id === undefined ? {} : { 'x-request-id': id });
      const returned = String(res.headers['x-request-id']);
      expect(returned).toMatch(UUID);
      ids.add(returned);
    }
    expect(ids.size).toBe(given.length);
    expect((await get('/api/v1/durian/categories', { 'x-request-id': 'a'.repeat(128) })).headers['x-request-id']).toBe(
      'a'.repeat(128),
    );
  });

  it('names the request id on errors and 404s too', async () => {
    const cases = [
      ['/api/v1/user-profile', 401],
      ['/api/v1/durian/products?take=0', 400],
      ['/api/v1/durian/products/not-an-id', 404],
      ['/api/v1/no-such-thing', 404],
    ] as const;
    for (const [url, status] of cases) {
      const res = await get(url, { 'x-request-id': `case-${status}` });
      expect(res.statusCode).toBe(status);
      expect(res.headers['x-request-id']).toBe(`case-${status}`);
    }
  });

  it('puts the request id on every log line of the request', async () => {
    logLines.length = 0;
    await get('/api/v1/user-profile', { 'x-request-id': 'logged-1' });
    const ofRequest = logLines.filter((line) => 'req' in line || 'res' in line || 'err' in line);
    expect(ofRequest.length).toBeGreaterThanOrEqual(2);
    expect(ofRequest.every((line) => line.reqId === 'logged-1')).toBe(true);
    expect(logLines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});
