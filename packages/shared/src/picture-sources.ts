import type { MediaFile } from './schemas/media';

/** Every stored picture has a WebP thumbnail this wide (docs/product/files.md). */
export const THUMBNAIL_WIDTH = 320;

/** `sizes` of a detail page's main picture: the left column from 1024 px (at most 584 px), else the full width. */
export const DETAIL_COLUMN_SIZES = '(min-width: 1280px) 584px, (min-width: 1024px) 50vw, 100vw';

export function imagesOf(media: readonly MediaFile[]): MediaFile[] {
  return media.filter((file) => file.type.startsWith('image/'));
}

/**
 * `src` and `srcset` of a picture. 'thumbnail' is the small file for cards and lists; 'original' offers the
 * smaller copies beside the original, so a small screen can take a lighter file. The web app's <img>
 * elements and the server's preload of a detail page's main picture both use it, so the browser fetches one
 * file. Uploaded pictures have WebP copies at several widths (their thumbnail is square, for grids); the
 * demo pictures of older databases have only a 320 px wide thumbnail.
 */
export function pictureSources(file: MediaFile, size: 'thumbnail' | 'original'): { src: string; srcSet?: string } {
  const { variants } = file.url;
  if (size === 'thumbnail') return { src: variants[0]?.url ?? file.url.thumbnail ?? file.url.original };
  const smaller =
    variants.length > 0
      ? variants
      : file.url.thumbnail && file.width && file.width > THUMBNAIL_WIDTH
        ? [{ width: THUMBNAIL_WIDTH, url: file.url.thumbnail }]
        : [];
  const srcSet =
    smaller.length > 0 && file.width ? [...smaller.map((v) => `${v.url} ${v.width}w`), `${file.url.original} ${file.width}w`].join(', ') : undefined;
  return { src: file.url.original, srcSet };
}
