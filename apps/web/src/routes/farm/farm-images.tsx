import type { MediaFile } from '@durio/shared/schemas/media';
import { DETAIL_COLUMN_SIZES, imagesOf } from '@durio/shared/picture-sources';
import { MediaImage, PICTURE_BOX } from '@/components/media-image';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** The farm page shows its main image and up to 3 more (docs/product/storefront.md). */
const EXTRA_IMAGES = 3;

export function FarmImages({ media, name }: { media: readonly MediaFile[]; name: string }) {
  const t = useT('farms');
  const extra = imagesOf(media).slice(1, 1 + EXTRA_IMAGES);
  return (
    <div className="grid gap-3">
      <div className={cn(PICTURE_BOX, 'rounded-xl bg-muted')}>
        <MediaImage
          media={media}
          alt={name}
          size="original"
          sizes={DETAIL_COLUMN_SIZES}
          fetchPriority="high"
          fit="contain"
          fallbackWidth={1200}
          fallbackHeight={900}
          className="size-full"
        />
      </div>
      {extra.length > 0 && (
        <ul className="grid grid-cols-3 gap-3">
          {extra.map((file, index) => (
            <li key={file.id} className={cn(PICTURE_BOX, 'rounded-lg bg-muted')}>
              <MediaImage media={media} index={index + 1} alt={file.caption ?? t('farm.photo', { name, number: formatNumber(index + 2) })} fallbackWidth={400} fallbackHeight={300} className="size-full" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
