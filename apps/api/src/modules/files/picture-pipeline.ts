import sharp, { type Sharp } from 'sharp';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors';

// Each upload is decoded once: libvips' operation cache (50 MB by default) would only keep memory the server
// never uses again (decision record 020: the server must stay lean after seeding its demo pictures).
sharp.cache(false);

/**
 * Refuses decompression bombs: a few kilobytes that decode into billions of pixels. 100 megapixels is more
 * than any phone or camera photo a farm will send (sharp's own default is 268).
 */
export const MAX_INPUT_PIXELS = 100_000_000;
/** Widths of the WebP copies a picture gets for srcset, when it is wider. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** The square thumbnail of every picture (admin grids, media thumbnails). */
export const SQUARE_THUMBNAIL_SIZE = 320;

/** How an original is written again in its own format. */
const encoders: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 88, mozjpeg: true }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 88 }),
  'image/avif': (image) => image.avif(),
};

export interface ProcessedPicture {
  /** The picture upright, in its own format, with every piece of metadata gone (no GPS, no camera). */
  original: { body: Buffer; width: number; height: number };
  variants: { width: number; height: number; body: Buffer }[];
  thumbnail: Buffer;
}

/**
 * Re-encodes an uploaded picture (docs/product/files.md): turned upright by its EXIF orientation, all metadata
 * stripped (sharp writes none unless asked), WebP copies at smaller widths and a square thumbnail.
 */
export async function processPicture(input: Buffer, type: string): Promise<ProcessedPicture> {
  const encode = encoders[type];
  if (!encode) throw new UnsupportedMediaTypeError(`Pictures are JPEG, PNG, WebP or AVIF, not ${type}`);
  // Each output decodes the input again through libvips' streaming pipeline, rather than holding a
  // 48-megapixel photo's raw pixels (150 MB) in memory at once.
  const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const { data: original, info } = await encode(upright.clone()).toBuffer({ resolveWithObject: true });
    const variants = await Promise.all(
      VARIANT_WIDTHS.filter((w) => w < info.width).map(async (w) => {
        const { data, info: size } = await upright.clone().resize({ width: w }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
        return { width: size.width, height: size.height, body: data };
      }),
    );
    const thumbnail = await upright
      .clone()
      .resize(SQUARE_THUMBNAIL_SIZE, SQUARE_THUMBNAIL_SIZE, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 78 })
      .toBuffer();
    return { original: { body: original, width: info.width, height: info.height }, variants, thumbnail };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new PayloadTooLargeError(`A picture may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
    }
    throw new UnsupportedMediaTypeError('The picture could not be read: the file is damaged or not a picture.');
  }
}
