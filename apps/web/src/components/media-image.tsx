import type { MediaFile } from '@durio/shared/schemas/media';
import { imagesOf, pictureSources } from '@durio/shared/picture-sources';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { DurianMark } from './durian-mark';

/**
 * The box of a card's or a page's picture: 4:3, the shape the demo pictures are drawn in
 * (apps/api/src/db/seed/illustrations/svg-kit.ts), so their caption strip is never cut off.
 */
export const PICTURE_BOX = 'aspect-[4/3] overflow-hidden';

interface MediaImageProps {
  media: readonly MediaFile[];
  /** Alternative text; for products, the product name. */
  alt: string;
  /**
   * 'thumbnail' (320 px wide) for cards and lists; 'original' for a page's main picture, offered with the
   * thumbnail as a `srcset` so small screens can take the lighter file.
   */
  size?: 'thumbnail' | 'original';
  /** With size 'original': how wide the picture is shown, as the `sizes` attribute (full width by default). */
  sizes?: string;
  /** 'high' for the picture that is the page's largest paint, so the browser fetches it before the rest. */
  fetchPriority?: 'high' | 'auto';
  /** Which image of the list to show (the first image by default). */
  index?: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /**
   * 'cover' fills the box and may trim the edges of a picture of another shape (cards, where the grid must be even);
   * 'contain' shows the whole picture on the box's background (a page's main picture).
   */
  fit?: 'cover' | 'contain';
  /** Intrinsic size used when the file does not say, so the layout does not jump while loading. */
  fallbackWidth?: number;
  fallbackHeight?: number;
}

/** The image of a product, farm or order line; a drawn durian when there is none, or when it cannot be loaded. */
export function MediaImage({
  media,
  alt,
  size = 'thumbnail',
  sizes = '100vw',
  fetchPriority,
  index = 0,
  className,
  loading = 'lazy',
  fit = 'cover',
  fallbackWidth = 400,
  fallbackHeight = 400,
}: MediaImageProps) {
  const file = imagesOf(media)[index];
  const sources = file ? pictureSources(file, size) : null;
  // A picture the file storage cannot give now (docs/product/running.md, "When a part fails") shows the drawing too.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!file || !sources || failedSrc === sources.src) {
    // An empty alt says the picture only decorates (an order line beside its product's name): so does the drawing.
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn('flex items-center justify-center bg-gradient-to-br from-lime-50 via-amber-50 to-emerald-50', className)}
      >
        <DurianMark className="h-1/2 max-h-24 w-1/2 max-w-24 opacity-80" />
      </div>
    );
  }
  const { src, srcSet } = sources;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={file.width ?? fallbackWidth}
      height={file.height ?? fallbackHeight}
      loading={fetchPriority === 'high' ? 'eager' : loading}
      fetchPriority={fetchPriority}
      // The largest paint is decoded with the frame it appears in; the others off the main thread.
      decoding={fetchPriority === 'high' ? 'auto' : 'async'}
      className={cn(fit === 'contain' ? 'object-contain' : 'object-cover', className)}
      onError={() => setFailedSrc(src)}
    />
  );
}
