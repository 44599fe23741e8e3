import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestFile } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createLocalFileStorage } from '../../storage/local-file-storage';
import type { FileStorage } from '../../storage/file-storage';

let t: TestApp;
let dir: string;
let storage: FileStorage;
const picture = Buffer.from('RIFF....WEBPVP8 fake picture bytes');

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-files-'));
  storage = createLocalFileStorage(path.join(dir, 'uploads'));
  // A secret beside the uploads folder: no URL may reach it.
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'do not serve');
  t = await createTestApp({ storage });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /files/*', () => {
  it('serves a stored picture with its type and a year-long immutable cache', async () => {
    await storage.put('seed/products/musang-king.webp', picture, 'image/webp');
    const res = await get('/files/seed/products/musang-king.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(picture)).toBe(true);
  });

  it('gives the type recorded for the file, and image/webp for its thumbnail', async () => {
    const file = await createTestFile(t.db, {
      storageKey: 'uploads/voice-note-1',
      thumbnailKey: 'uploads/voice-note-1-thumb',
      mimeType: 'audio/mpeg',
    });
    await storage.put(file.storageKey, Buffer.from('ID3 audio'), 'audio/mpeg');
    await storage.put(file.thumbnailKey!, picture, 'image/webp');
    expect((await get('/files/uploads/voice-note-1')).headers['content-type']).toBe('audio/mpeg');
    expect((await get('/files/uploads/voice-note-1-thumb')).headers['content-type']).toBe('image/webp');
  });

  it('sends files that are not pictures, video or audio as downloads', async () => {
    await storage.put('uploads/page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    await storage.put('uploads/drawing.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    for (const url of ['/files/uploads/page.html', '/files/uploads/drawing.svg']) {
      expect((await get(url)).headers['content-disposition']).toBe('attachment');
    }
    expect((await get('/files/seed/products/musang-king.webp')).headers['content-disposition']).toBeUndefined();
  });

  it('answers a JSON 404 for a file that is not stored', async () => {
    const res = await get('/files/seed/products/nothing-here.webp');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'File not found' });
  });

  it.each([
    '/files/..%2Fsecret.txt',
    '/files/seed/..%2F..%2Fsecret.txt',
    '/files/%2e%2e%2fsecret.txt',
    '/files/%2Fetc%2Fpasswd',
    '/files/seed%5C..%5C..%5Csecret.txt',
    '/files/.env',
  ])('refuses to climb out of the uploads folder: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('do not serve');
  });
});
