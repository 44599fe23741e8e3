import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { StoredFile } from '@durio/shared/schemas/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, pendingUploads, productMedia } from '../../db/schema';
import {
  createTestClock,
  createTestFarm,
  createTestProduct,
  createTestUser,
  type TestUser,
} from '../../test-support/factories';
import { mp3Sound, mp4Video, phonePhoto, pngBomb, smallPng, uploadTestFile } from '../../test-support/media-samples';
import { startTestS3, type TestS3 } from '../../test-support/s3-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const MB = 1024 * 1024;
const DAY = 24 * 60 * 60_000;

// Every call on local disk and on a real S3-compatible server (docs/product/files.md).
describe.each(['local disk', 'S3'] as const)('files on %s', (where) => {
  const clock = createTestClock(new Date());
  let t: TestApp;
  let s3: TestS3 | undefined;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    s3 = where === 'S3' ? await startTestS3() : undefined;
    t = await createTestApp({ clock, env: s3?.env ?? {} });
    admin = await createTestUser(t, { role: 'ADMIN' });
    customer = await createTestUser(t);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, user: TestUser | null, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: user?.headers ?? {}, payload });

  /** What the browser gets at a URL the reply handed out. */
  async function download(url: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.rawPayload, headers: res.headers };
  }

  async function uploadPicture(user = admin, fields: Record<string, string> = { folder: 'products' }) {
    const res = await uploadTestFile(t, user, { bytes: await smallPng(), name: 'durian.png', type: 'image/png' }, fields);
    expect(res.statusCode).toBe(201);
    return res.json<StoredFile>();
  }

  describe('POST /s3file/upload', () => {
    it("stores a phone photo upright, without its GPS position or camera, with a square thumbnail and smaller copies", async () => {
      const farm = await createTestFarm(t.db);
      const photo = await phonePhoto(1200, 800);

      // The client says PNG; the bytes say JPEG.
      const res = await uploadTestFile(
        t,
        admin,
        { bytes: photo, name: 'orchard.png', type: 'image/png' },
        { folder: 'farms', farmId: farm.id, caption: 'Musang King trees at dawn' },
      );

      expect(res.statusCode).toBe(201);
      const file = res.json<StoredFile>();
      expect(file).toMatchObject({
        type: 'image/jpeg',
        folder: 'farms',
        farmId: farm.id,
        caption: 'Musang King trees at dawn',
        // Turned by its orientation: 800 wide, 1200 high.
        width: 800,
        height: 1200,
      });
      expect(file.url.variants.map((v) => v.width)).toEqual([480]);

      const original = await download(file.url.original);
      expect(original.status).toBe(200);
      const meta = await sharp(original.body).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(original.body.includes(Buffer.from('DurioCam'))).toBe(false);
      expect(file.size).toBe(original.body.length);

      const thumbnail = await sharp((await download(file.url.thumbnail!)).body).metadata();
      expect(thumbnail).toMatchObject({ format: 'webp', width: 320, height: 320 });
      const variant = await sharp((await download(file.url.variants[0]!.url)).body).metadata();
      expect(variant).toMatchObject({ format: 'webp', width: 480, height: 720 });
    });

    it('keeps sound and small video as uploaded, by the type in their bytes', async () => {
      const sound = await uploadTestFile(t, admin, { bytes: mp3Sound(), name: 'note.bin' }, { folder: 'maintenance' });
      const video = await uploadTestFile(t, admin, { bytes: mp4Video(), name: 'walk.mov', type: 'video/quicktime' }, { folder: 'gallery' });

      expect(sound.statusCode).toBe(201);
      expect(sound.json()).toMatchObject({ type: 'audio/mpeg', url: { thumbnail: null, variants: [] }, width: null });
      expect(video.json()).toMatchObject({ type: 'video/mp4', size: mp4Video().length });
      expect((await download(video.json<StoredFile>().url.original)).body.equals(mp4Video())).toBe(true);
    });

    it('refuses what is not a picture, video or sound it stores with 415, naming what is allowed', async () => {
      const before = await t.db.select().from(files);
      for (const bytes of [
        Buffer.from('%PDF-1.7 a contract'),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        Buffer.from('just some text'),
        Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
      ]) {
        const res = await uploadTestFile(t, admin, { bytes, name: 'photo.jpg', type: 'image/jpeg' }, { folder: 'products' });
        expect(res.statusCode).toBe(415);
        expect(res.json().message).toBe(
          'This type of file cannot be stored. Allowed: JPEG, PNG, WebP or AVIF pictures, MP4 or WebM video, MP3, M4A/AAC, OGG or WAV sound.',
        );
      }
      expect(await t.db.select().from(files)).toHaveLength(before.length);
    });

    it('refuses a decompression bomb, and pictures, video and sound over their size with 413', async () => {
      const bomb = await uploadTestFile(t, admin, { bytes: pngBomb(), name: 'bomb.png' }, { folder: 'products' });
      expect(bomb.statusCode).toBe(413);
      expect(bomb.json().message).toBe('A picture may have at most 100 megapixels.');

      const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
      const bigPicture = Buffer.concat([jpegHeader, Buffer.alloc(15 * MB)]);
      const picture = await uploadTestFile(t, admin, { bytes: bigPicture }, { folder: 'products' });
      expect(picture.statusCode).toBe(413);
      expect(picture.json().message).toBe('A picture may be at most 15 MB.');

      const video = await uploadTestFile(t, admin, { bytes: mp4Video(15 * MB + 1) }, { folder: 'gallery' });
      expect(video.statusCode).toBe(413);
      expect(video.json().message).toMatch(/^Videos over 15 MB go by direct upload/);

      const sound = await uploadTestFile(t, admin, { bytes: mp3Sound(25 * MB + 1) }, { folder: 'maintenance' });
      expect(sound.statusCode).toBe(413);
    });

    it('refuses a body that is not multipart, a missing file, and bad fields with 4xx, storing nothing', async () => {
      const before = await t.db.select().from(files);
      expect((await call('POST', '/s3file/upload', admin, { file: 'x' })).statusCode).toBe(415);
      const noFile = await t.app.inject({
        method: 'POST',
        url: '/api/v1/s3file/upload',
        headers: admin.headers,
        payload: (() => {
          const form = new FormData();
          form.append('folder', 'products');
          return form;
        })(),
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().message).toBe('Choose a file to upload (the "file" field)');
      const badFolder = await uploadTestFile(t, admin, { bytes: await smallPng() }, { folder: 'secrets' });
      expect(badFolder.statusCode).toBe(400);
      const unknownFarm = await uploadTestFile(t, admin, { bytes: await smallPng() }, { folder: 'farms', farmId: crypto.randomUUID() });
      expect(unknownFarm.statusCode).toBe(404);
      expect(await t.db.select().from(files)).toHaveLength(before.length);
    });

    it('lets a customer upload review photos only, and nobody without a token', async () => {
      const photo = await uploadPicture(customer, { folder: 'reviews' });
      expect(photo.folder).toBe('reviews');

      const elsewhere = await uploadTestFile(t, customer, { bytes: await smallPng() }, { folder: 'products' });
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json().message).toBe('Forbidden - Admin only');
      const sound = await uploadTestFile(t, customer, { bytes: mp3Sound() }, { folder: 'reviews' });
      expect(sound.statusCode).toBe(415);
      expect(sound.json().message).toBe('Review photos are pictures: JPEG, PNG, WebP or AVIF.');
      expect((await uploadTestFile(t, null, { bytes: await smallPng() }, { folder: 'reviews' })).statusCode).toBe(401);
    });

    it('lets a customer hold only ten photos that no review shows yet', async () => {
      const shopper = await createTestUser(t);
      for (let i = 0; i < 10; i++) await uploadPicture(shopper, { folder: 'reviews' });

      const eleventh = await uploadTestFile(t, shopper, { bytes: await smallPng() }, { folder: 'reviews' });

      expect(eleventh.statusCode).toBe(409);
      expect(eleventh.json().message).toBe('You have 10 photos waiting for a review. Post your review, or remove a photo first.');
    });
  });

  describe('the file library', () => {
    it('lists files newest first by folder and kind or type, with paging', async () => {
      const farm = await createTestFarm(t.db);
      const first = await uploadPicture(admin, { folder: 'trees', farmId: farm.id });
      clock.advance(1000);
      const second = await uploadPicture(admin, { folder: 'trees' });

      const page = await call('GET', '/s3file?folder=trees&type=image&limit=1', admin);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ items: [{ id: second.id }], meta: { totalCount: 2, page: 1, limit: 1 } });
      const next = await call('GET', '/s3file?folder=trees&type=image/png&limit=1&page=2', admin);
      expect(next.json().items.map((f: StoredFile) => f.id)).toEqual([first.id]);
      expect((await call('GET', '/s3file?folder=trees&type=video', admin)).json().meta.totalCount).toBe(0);
      expect((await call('GET', '/s3file?type=text', admin)).statusCode).toBe(400);
    });

    it('is the admin\'s: customers are refused with 403, visitors with 401', async () => {
      for (const url of ['/s3file', `/s3file/storage-usage/${crypto.randomUUID()}`]) {
        expect((await call('GET', url, customer)).json()).toMatchObject({ statusCode: 403, message: 'Forbidden - Admin only' });
        expect((await call('GET', url, null)).statusCode).toBe(401);
      }
    });

    it('changes a caption and a folder; a customer only their own photo\'s caption', async () => {
      const file = await uploadPicture();
      const updated = await call('PUT', `/s3file/${file.id}`, admin, { caption: 'Black Thorn, split', folder: 'gallery' });
      expect(updated.json()).toMatchObject({ caption: 'Black Thorn, split', folder: 'gallery' });

      const mine = await uploadPicture(customer, { folder: 'reviews' });
      expect((await call('PUT', `/s3file/${mine.id}`, customer, { caption: 'Creamy!' })).json()).toMatchObject({ caption: 'Creamy!' });
      expect((await call('PUT', `/s3file/${mine.id}`, customer, { folder: 'products' })).statusCode).toBe(403);
      expect((await call('PUT', `/s3file/${file.id}`, customer, { caption: 'mine now' })).json()).toMatchObject({
        statusCode: 403,
        message: 'Forbidden',
      });
      expect((await call('PUT', `/s3file/${crypto.randomUUID()}`, admin, { caption: 'x' })).statusCode).toBe(404);
    });

    it('deletes a file and every stored copy: its URLs answer 404 afterwards', async () => {
      const file = await uploadTestFile(t, admin, { bytes: await phonePhoto() }, { folder: 'products' });
      const { id, url } = file.json<StoredFile>();

      const res = await call('DELETE', `/s3file/${id}`, admin);

      expect(res.statusCode).toBe(204);
      for (const address of [url.original, url.thumbnail!, ...url.variants.map((v) => v.url)]) {
        expect((await download(address)).status).toBe(404);
      }
      expect((await call('DELETE', `/s3file/${id}`, admin)).statusCode).toBe(404);
    });

    it('refuses to delete a file in use with 409 naming where, unless forced, which detaches it first', async () => {
      const product = await createTestProduct(t.db, { name: 'Musang King Premium' });
      const file = await uploadPicture();
      await t.db.insert(productMedia).values({ productId: product.id, fileId: file.id, position: 0 });

      const refused = await call('DELETE', `/s3file/${file.id}`, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'This file is used by a product (Musang King Premium). Delete it with force=true to remove it from there too.',
      );
      expect(await t.db.select().from(productMedia).where(eq(productMedia.fileId, file.id))).toHaveLength(1);

      expect((await call('DELETE', `/s3file/${file.id}?force=true`, admin)).statusCode).toBe(204);
      expect(await t.db.select().from(productMedia).where(eq(productMedia.productId, product.id))).toHaveLength(0);
    });

    it("lets a customer delete their own photo, never another's", async () => {
      const mine = await uploadPicture(customer, { folder: 'reviews' });
      const theirs = await uploadPicture();
      expect((await call('DELETE', `/s3file/${theirs.id}`, customer)).json()).toMatchObject({ statusCode: 403, message: 'Forbidden' });
      expect((await call('DELETE', `/s3file/${mine.id}`, customer)).statusCode).toBe(204);
    });

    it("tells a farm's files and the bytes they take with their copies", async () => {
      const farm = await createTestFarm(t.db);
      const photo = await uploadTestFile(t, admin, { bytes: await phonePhoto() }, { folder: 'farms', farmId: farm.id });
      await uploadTestFile(t, admin, { bytes: mp3Sound() }, { folder: 'maintenance', farmId: farm.id });
      const [row] = await t.db.select().from(files).where(eq(files.id, photo.json<StoredFile>().id));

      const usage = await call('GET', `/s3file/storage-usage/${farm.id}`, admin);

      expect(usage.json()).toEqual({ farmId: farm.id, files: 2, bytes: row!.storedBytes + mp3Sound().length });
      expect(row!.storedBytes).toBeGreaterThan(row!.sizeBytes);
      expect((await call('GET', `/s3file/storage-usage/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    });

    it("counts the farm's own pictures, those chosen before the farm existed too, each once", async () => {
      const farm = await createTestFarm(t.db);
      // Chosen on the new farm's form, uploaded before the farm had an id to name.
      const early = await uploadPicture(admin, { folder: 'farms' });
      const named = await uploadPicture(admin, { folder: 'farms', farmId: farm.id });
      expect((await call('PUT', `/durian/farms/${farm.id}`, admin, { mediaIds: [early.id, named.id] })).statusCode).toBe(200);
      const stored = await t.db.select({ bytes: files.storedBytes }).from(files).where(inArray(files.id, [early.id, named.id]));

      const usage = await call('GET', `/s3file/storage-usage/${farm.id}`, admin);

      expect(usage.json()).toEqual({ farmId: farm.id, files: 2, bytes: stored[0]!.bytes + stored[1]!.bytes });
    });
  });

  describe('direct uploads', () => {
    /** Sends the bytes where prepare said, as a browser would: to S3 itself, or to the API's own URL. */
    async function sendBytes(prepared: { uploadUrl: string; headers: Record<string, string> }, bytes: Buffer) {
      if (prepared.uploadUrl.startsWith('/')) {
        const res = await t.app.inject({ method: 'PUT', url: prepared.uploadUrl, headers: prepared.headers, payload: bytes });
        return res.statusCode;
      }
      return (await fetch(prepared.uploadUrl, { method: 'PUT', headers: prepared.headers, body: bytes })).status;
    }

    async function prepare(body: Partial<{ size: number; contentType: string }> = {}) {
      const res = await call('POST', '/s3file/direct-upload/prepare', admin, {
        fileName: 'harvest-day.mp4',
        contentType: 'video/mp4',
        size: mp4Video().length,
        folder: 'gallery',
        caption: 'Harvest day',
        ...body,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ uploadId: string; uploadUrl: string; method: 'PUT'; headers: Record<string, string>; expiresAt: string }>();
    }

    it('takes a video sent straight to storage, then checks its real size and type', async () => {
      const prepared = await prepare();
      expect(prepared.method).toBe('PUT');
      expect(prepared.uploadUrl.startsWith(where === 'S3' ? s3!.env.S3_ENDPOINT! : '/api/v1/s3file/direct-upload/')).toBe(true);
      expect(await sendBytes(prepared, mp4Video())).toBeLessThan(300);

      const done = await call('POST', '/s3file/direct-upload/complete', admin, { uploadId: prepared.uploadId });

      expect(done.statusCode).toBe(201);
      const file = done.json<StoredFile>();
      expect(file).toMatchObject({ type: 'video/mp4', size: mp4Video().length, folder: 'gallery', caption: 'Harvest day' });
      const part = await download(file.url.original, { range: 'bytes=0-11' });
      expect(part.status).toBe(206);
      expect(part.body.equals(mp4Video().subarray(0, 12))).toBe(true);
      expect(await t.db.select().from(pendingUploads).where(eq(pendingUploads.id, prepared.uploadId))).toHaveLength(0);
    });

    it('refuses a file whose size or type is not what was prepared, and removes it', async () => {
      const short = await prepare({ size: mp4Video().length + 10 });
      const sent = await sendBytes(short, mp4Video());
      const [pending] = await t.db.select().from(pendingUploads).where(eq(pendingUploads.id, short.uploadId));
      const pendingKey = pending!.storageKey;
      const wrongSize = await call('POST', '/s3file/direct-upload/complete', admin, { uploadId: short.uploadId });
      if (sent >= 300) {
        // AWS S3 refuses bytes of another length than signed (s3rver, the test server, takes them).
        expect(wrongSize.statusCode).toBe(409);
      } else {
        expect(wrongSize.statusCode).toBe(400);
        expect(wrongSize.json().message).toBe(`The file that arrived has ${mp4Video().length} bytes, not the ${mp4Video().length + 10} prepared.`);
        expect(await t.db.select().from(pendingUploads).where(eq(pendingUploads.id, short.uploadId))).toHaveLength(0);
        expect(await t.app.ctx.storage.size(pendingKey)).toBeNull();
      }

      const sound = await prepare({ contentType: 'video/webm', size: mp3Sound().length });
      expect(await sendBytes(sound, mp3Sound())).toBeLessThan(300);
      const wrongType = await call('POST', '/s3file/direct-upload/complete', admin, { uploadId: sound.uploadId });
      expect(wrongType.statusCode).toBe(415);
      expect(wrongType.json().message).toBe('The file is audio/mpeg, not the video/webm prepared.');
      expect(await t.db.select().from(pendingUploads).where(eq(pendingUploads.id, sound.uploadId))).toHaveLength(0);
    });

    it('answers 409 to a complete before the bytes arrived, and refuses what it never stores', async () => {
      const prepared = await prepare();
      expect((await call('POST', '/s3file/direct-upload/complete', admin, { uploadId: prepared.uploadId })).statusCode).toBe(409);
      expect((await call('POST', '/s3file/direct-upload/complete', admin, { uploadId: crypto.randomUUID() })).statusCode).toBe(404);
      const pdf = await call('POST', '/s3file/direct-upload/prepare', admin, {
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        size: 10,
        folder: 'gallery',
      });
      expect(pdf.statusCode).toBe(415);
      const huge = await call('POST', '/s3file/direct-upload/prepare', admin, {
        fileName: 'a.mp4',
        contentType: 'video/mp4',
        size: 200 * MB + 1,
        folder: 'gallery',
      });
      expect(huge.statusCode).toBe(400);
      expect((await call('POST', '/s3file/direct-upload/prepare', customer, { fileName: 'a.mp4', contentType: 'video/mp4', size: 10, folder: 'reviews' })).statusCode).toBe(403);
    });

    it.runIf(where === 'local disk')('takes the bytes at its own URL once, and no more than prepared', async () => {
      const prepared = await prepare();
      expect(await sendBytes(prepared, mp4Video())).toBe(204);
      expect(await sendBytes(prepared, mp4Video())).toBe(404);

      const small = await prepare({ size: 100 });
      const tooMuch = await t.app.inject({ method: 'PUT', url: small.uploadUrl, payload: mp4Video() });
      expect(tooMuch.statusCode).toBe(413);
      const forged = `${small.uploadUrl.split('?')[0]}?token=${'x'.repeat(43)}`;
      expect((await t.app.inject({ method: 'PUT', url: forged, payload: Buffer.alloc(10) })).statusCode).toBe(404);
    });

    it('removes uploads never completed, and review photos no review took, after a day', async () => {
      const prepared = await prepare();
      await sendBytes(prepared, mp4Video());
      const loose = await uploadPicture(customer, { folder: 'reviews' });
      const [pending] = await t.db.select().from(pendingUploads).where(eq(pendingUploads.id, prepared.uploadId));

      clock.advance(DAY + 1000);
      const removed = await t.app.ctx.uploads.removeUnfinishedUploads();

      expect(removed.uploads).toBeGreaterThanOrEqual(1);
      expect(removed.photos).toBeGreaterThanOrEqual(1);
      expect(await t.db.select().from(pendingUploads).where(eq(pendingUploads.id, prepared.uploadId))).toHaveLength(0);
      expect(await t.app.ctx.storage.size(pending!.storageKey)).toBeNull();
      expect((await download(loose.url.original)).status).toBe(404);
    });
  });
});
