import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { TestUser } from './factories';
import type { TestApp } from './test-app';

/*
 * Files as people upload them, for the upload tests: a phone photo with its GPS position and a sideways
 * orientation, a decompression bomb, the first bytes of video and sound files.
 */

/** A JPEG as a phone takes it: landscape pixels marked "rotate 90°", with the camera and where it was taken. */
export async function phonePhoto(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4d7c0f' } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'DurioCam', Model: 'Orchard 1' },
      // Raub, Pahang: a farm photo must never tell where the orchard is.
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '3/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '101/1 51/1 0/1' },
    })
    .toBuffer();
}

export async function smallPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#fbbf24' } }).png().toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few bytes of PNG whose header says 30000 × 30000 pixels: decoding it would take gigabytes. */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An MP4 file of `size` bytes: a real `ftyp` box (what tells the type), then filler. */
export function mp4Video(size = 64 * 1024): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'ascii'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(Math.max(0, size - ftyp.length))]);
}

/** An MP3 of `size` bytes: an ID3 tag header, then filler. */
export function mp3Sound(size = 32 * 1024): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  return Buffer.concat([id3, Buffer.alloc(Math.max(0, size - id3.length), 0xff)]);
}

/** `POST /api/v1/s3file/upload` with `file` and the given fields, as a browser's FormData sends it. */
export function uploadTestFile(
  t: TestApp,
  user: TestUser | null,
  file: { bytes: Buffer; name?: string; type?: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name ?? 'upload.bin');
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/s3file/upload',
    headers: user ? user.headers : {},
    payload: form,
  });
}
