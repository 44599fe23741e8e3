import type { MediaFile } from '@durio/shared/schemas/media';
import { cn } from '@/lib/cn';
import { DurianMark } from './durian-mark';

interface MediaImageProps {
  media: readonly MediaFile[];
  /** Alternative text; for products, the product name. */
  alt: string;
  /** 'thumbnail' for cards and lists, 'original' for the product gallery. */
  size?: 'thumbnail' | 'original';
  /** Which image of the list to show (the first image by default). */
  index?: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** Intrinsic size used when the file does not say, so the layout does not jump while loading. */
  fallbackWidth?: number;
  fallbackHeight?: number;
}

export function imagesOf(media: readonly MediaFile[]): MediaFile[] {
  return media.filter((file) => file.type.startsWith('image/'));
}

/** The image of a product, farm or order line; a drawn durian when there is none. */
export function MediaImage({
  media,
  alt,
  size = 'thumbnail',
  index = 0,
  className,
  loading = 'lazy',
  fallbackWidth = 400,
  fallbackHeight = 400,
}: MediaImageProps) {
  const file = imagesOf(media)[index];
  if (!file) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn('flex items-center justify-center bg-gradient-to-br from-lime-50 via-amber-50 to-emerald-50', className)}
      >
        <DurianMark className="h-1/2 max-h-24 w-1/2 max-w-24 opacity-80" />
      </div>
    );
  }
  const src = size === 'thumbnail' ? (file.url.thumbnail ?? file.url.original) : file.url.original;
  return (
    <img
      src={src}
      alt={alt}
      width={file.width ?? fallbackWidth}
      height={file.height ?? fallbackHeight}
      loading={loading}
      decoding="async"
      className={cn('object-cover', className)}
    />
  );
}
