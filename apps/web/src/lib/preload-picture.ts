import { imagesOf, pictureSources } from '@durio/shared/picture-sources';
import type { MediaFile } from '@durio/shared/schemas/media';

/**
 * Starts downloading the first picture of `media` before the page that shows it has rendered (a route loader
 * calls it when the page's data arrives). The preload carries the `srcset` and `sizes` the <img> will have,
 * so the browser picks the same file and the <img> finds it already loading.
 */
export function preloadPicture(media: readonly MediaFile[], size: 'thumbnail' | 'original', sizes = '100vw'): void {
  const file = imagesOf(media)[0];
  if (!file) return;
  const { src, srcSet } = pictureSources(file, size);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  link.addEventListener('load', () => link.remove());
  link.addEventListener('error', () => link.remove());
  document.head.append(link);
}
