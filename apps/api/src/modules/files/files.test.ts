import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderVoiceNoteWav } from '../../db/seed/demo-recordings';
import { createTestFile } from '../../test-support/factories';
import { startTestS3, type TestS3 } from '../../test-support/s3-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createLocalFileStorage } from '../../storage/local-file-storage';
import type { FileStorage } from '../../storage/file-storage';

const picture = Buffer.from('RIFF....WEBPVP8 fake picture bytes');
const wav = renderVoiceNoteWav();

// The same file serving on local disk (sent by @fastify/send) and on S3 without a public URL (streamed from
// the bucket with what S3 answers to the browser's headers): docs/product/files.md, decision record 013.
describe.each(['local disk', 'S3'] as const)('stored files on %s', (where) => {
let t: TestApp;
let dir: string;
let s3: TestS3 | undefined;
let storage: FileStorage;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-files-'));
  if (where === 'S3') {
    s3 = await startTestS3();
    t = await createTestApp({ env: s3.env });
    storage = t.app.ctx.storage;
  } else {
    storage = createLocalFileStorage(path.join(dir, 'uploads'));
    t = await createTestApp({ storage });
  }
  // A secret beside the uploads folder: no URL may reach it.
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'do not serve');
  await createTestFile(t.db, { storageKey: 'seed/maintenance/voice-note.wav', thumbnailKey: null, mimeType: 'audio/wav' });
  await storage.put('seed/maintenance/voice-note.wav', wav, 'audio/wav');
});

afterAll(async () => {
  await t.close();
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /files/*', () => {
  it('serves a stored picture with its type and a year-long immutable cache', async () => {
    await storage.put('seed/products/musang-king.webp', picture, 'image/webp');
    const res = await get('/files/seed/products/musang-king.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A web mail page shows the pictures of the shop's e-mails from its own origin.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
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

  it('answers a JSON 404 for a file that is not stored, or a folder', async () => {
    for (const url of ['/files/seed/products/nothing-here.webp', '/files/seed/products']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'File not found' });
    }
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

describe('GET /files/* with Range', () => {
  const getAudio = (headers: Record<string, string> = {}) =>
    get('/files/seed/maintenance/voice-note.wav', { 'accept-encoding': 'gzip', ...headers });

  it('answers a range of an audio file with 206, its Content-Range and just those bytes', async () => {
    const res = await getAudio({ range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.headers).toMatchObject({
      'content-type': 'audio/wav',
      'content-range': `bytes 0-99/${wav.length}`,
      'content-length': '100',
      'accept-ranges': 'bytes',
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(wav.subarray(0, 100))).toBe(true);
  });

  it('serves the end of the file for an open-ended range, as a seeking player asks, and a suffix range', async () => {
    const open = await getAudio({ range: 'bytes=40000-' });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 40000-${wav.length - 1}/${wav.length}`);
    expect(open.rawPayload.equals(wav.subarray(40000))).toBe(true);

    // s3rver, the test's S3 server, reads a suffix range wrongly (AWS S3 answers it as the disk does).
    if (where === 'S3') return;
    const suffix = await getAudio({ range: 'bytes=-10' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(wav.subarray(wav.length - 10))).toBe(true);
  });

  it('sends the whole file, uncompressed, with Accept-Ranges when no range is asked', async () => {
    const res = await getAudio();
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(wav.length));
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(wav)).toBe(true);
  });

  it('answers 416 with the file size for a range past the end', async () => {
    const res = await getAudio({ range: `bytes=${wav.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${wav.length}`);
    expect(res.json()).toEqual({ statusCode: 416, error: 'Range Not Satisfiable', message: 'Range Not Satisfiable' });
  });

  it('sends the whole file when If-Range names an older version', async () => {
    const res = await getAudio({ range: 'bytes=0-99', 'if-range': 'W/"not-this-version"' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(wav)).toBe(true);
  });
});

describe('GET /files/* revalidation', () => {
  const url = '/files/seed/maintenance/voice-note.wav';

  it('gives an ETag and Last-Modified, and answers 304 without a body when the copy is current', async () => {
    const first = await get(url);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^(W\/)?".+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();

    const byTag = await get(url, { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    expect(byTag.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await get(url, { 'if-modified-since': lastModified })).statusCode).toBe(304);
  });

  it('sends the file again when the ETag differs', async () => {
    const res = await get(url, { 'if-none-match': 'W/"something-else"' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(wav)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(wav.length));
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.length).toBe(0);
  });
});
});
