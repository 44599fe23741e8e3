import type { MediaFile } from '@durio/shared/schemas/media';
import { DETAIL_COLUMN_SIZES, imagesOf } from '@durio/shared/picture-sources';
import { useRef, useState, type KeyboardEvent } from 'react';
import { MediaImage, PICTURE_BOX } from '@/components/media-image';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** The main picture and a row of thumbnails; arrow keys, Home and End move along the row. */
export function ProductGallery({ media, name }: { media: MediaFile[]; name: string }) {
  const t = useT('catalogue');
  const images = imagesOf(media);
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(selected, Math.max(0, images.length - 1));

  const select = (index: number) => {
    const next = (index + images.length) % images.length;
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => select(current + 1),
      ArrowLeft: () => select(current - 1),
      Home: () => select(0),
      End: () => select(images.length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div className="grid content-start gap-3">
      <div className={cn(PICTURE_BOX, 'rounded-2xl border bg-stone-100 shadow-sm')}>
        <MediaImage
          media={images}
          index={current}
          alt={images.length > 1 ? t('product.gallery.imageAlt', { name, index: formatNumber(current + 1), total: formatNumber(images.length) }) : name}
          size="original"
          sizes={DETAIL_COLUMN_SIZES}
          fetchPriority="high"
          fit="contain"
          className="size-full"
          fallbackWidth={800}
          fallbackHeight={600}
        />
      </div>
      {images.length > 1 && (
        <ul className="grid grid-cols-5 gap-2" aria-label={t('product.gallery.thumbnails')} onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t('product.gallery.showImage', { index: formatNumber(index + 1), total: formatNumber(images.length) })}
                aria-pressed={index === current}
                className={cn(
                  PICTURE_BOX,
                  'w-full rounded-lg border-2 bg-stone-100 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  index === current ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <MediaImage media={[image]} alt="" className="size-full" fallbackWidth={120} fallbackHeight={90} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
