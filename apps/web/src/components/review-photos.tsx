import type { MediaFile } from '@durio/shared/schemas/media';
import { useState } from 'react';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { MediaViewer } from './media-viewer';

/**
 * A review's photos as small squares (their thumbnails); each opens the media viewer, which steps through
 * that review's photos.
 */
export function ReviewPhotos({ media, author }: { media: readonly MediaFile[]; author: string }) {
  const t = useT('controls');
  const [open, setOpen] = useState<number | null>(null);
  if (media.length === 0) return null;
  const label = (file: MediaFile, index: number) =>
    file.caption ?? t('reviewPhotos.photo', { number: formatNumber(index + 1), author });
  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('reviewPhotos.label', { author })}>
        {media.map((file, index) => (
          <li key={file.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block size-20 overflow-hidden rounded-md border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <img
                src={file.url.thumbnail ?? file.url.original}
                alt={label(file, index)}
                width={80}
                height={80}
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <MediaViewer
        items={media.map((file, index) => ({ file, context: label(file, index) }))}
        index={open}
        onIndexChange={setOpen}
      />
    </>
  );
}
