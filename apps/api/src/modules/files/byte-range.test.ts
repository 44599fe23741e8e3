import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderVoiceNoteWav } from '../../db/seed/demo-recordings';
import { createLocalFileStorage } from '../../storage/local-file-storage';
import { createTestFile } from '../../test-support/factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it('reads a single range, an open-ended one and a suffix, clamped to the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('ignores what it cannot serve as one range, so the whole file is sent', () => {
    for (const header of [undefined, '', 'items=0-5', 'bytes=0-5,10-20', 'bytes=-', 'bytes=a-b']) {
      expect(parseByteRange(header, 1000)).toBeUndefined();
    }
  });

  it('calls a range outside the file unsatisfiable', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=50-10', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});

let t: TestApp;
let dir: string;
const wav = renderVoiceNoteWav();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'durio-range-'));
  const storage = createLocalFileStorage(dir);
  t = await createTestApp({ storage });
  await createTestFile(t.db, { storageKey: 'seed/maintenance/voice-note.wav', thumbnailKey: null, mimeType: 'audio/wav' });
  await storage.put('seed/maintenance/voice-note.wav', wav, 'audio/wav');
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const getAudio = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/files/seed/maintenance/voice-note.wav', headers: { 'accept-encoding': 'gzip', ...headers } });

describe('GET /files/* with Range', () => {
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

  it('serves the end of the file for an open-ended range, as a seeking player asks', async () => {
    const res = await getAudio({ range: 'bytes=40000-' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 40000-${wav.length - 1}/${wav.length}`);
    expect(res.rawPayload.equals(wav.subarray(40000))).toBe(true);
  });

  it('sends the whole file, uncompressed, with Accept-Ranges when no range is asked', async () => {
    const res = await getAudio();
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(wav)).toBe(true);
  });

  it('answers 416 with the file size for a range past the end', async () => {
    const res = await getAudio({ range: `bytes=${wav.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${wav.length}`);
    expect(res.json()).toMatchObject({ statusCode: 416 });
  });
});
