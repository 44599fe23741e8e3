import type { MediaFile } from './schemas/media';

/** Every stored picture has a WebP thumbnail this wide (issue 3). */
export const THUMBNAIL_WIDTH = 320;

/** `sizes` of a detail page's main picture: the left column from 1024 px (at most 584 px), else the full width. */
export const DETAIL_COLUMN_SIZES = '(min-width: 1280px) 584px, (min-width: 1024px) 50vw, 100vw';

export function imagesOf(media: readonly MediaFile[]): MediaFile[] {
  return media.filter((file) => file.type.startsWith('image/'));
}

/**
 * `src` and `srcset` of a picture. 'thumbnail' is the 320 px file (cards and lists); 'original' offers the
 * thumbnail beside the original, so a small screen can take the lighter file. The web app's <img> elements
 * and the server's preload of a detail page's main picture both use it, so the browser fetches one file.
 */
export function pictureSources(file: MediaFile, size: 'thumbnail' | 'original'): { src: string; srcSet?: string } {
  if (size === 'thumbnail') return { src: file.url.thumbnail ?? file.url.original };
  const srcSet =
    file.url.thumbnail && file.width && file.width > THUMBNAIL_WIDTH
      ? `${file.url.thumbnail} ${THUMBNAIL_WIDTH}w, ${file.url.original} ${file.width}w`
      : undefined;
  return { src: file.url.original, srcSet };
}
