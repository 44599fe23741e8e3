import type { MediaFile } from '@durio/shared/schemas/media';
import { FilmIcon, MusicIcon, PlayIcon } from 'lucide-react';
import { mediaKind } from '@/components/media-kind';
import { cn } from '@/lib/cn';
import { useT, type MessageKey } from '@/lib/i18n';

const openLabels = { image: 'media.openPhoto', video: 'media.openVideo', audio: 'media.openAudio' } as const satisfies Record<
  string,
  MessageKey<'farms'>
>;

/** A square thumbnail that opens the media viewer: the picture, or a play/music tile for video and audio. */
export function MediaThumb({
  file,
  context,
  onOpen,
  className,
}: {
  file: MediaFile;
  /** The record or entry the file belongs to, for the button's accessible name. */
  context: string;
  onOpen: () => void;
  className?: string;
}) {
  const t = useT('farms');
  const kind = mediaKind(file);
  const picture = kind === 'image' ? (file.url.thumbnail ?? file.url.original) : file.url.thumbnail;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t(openLabels[kind], { name: file.caption ?? context })}
      className={cn(
        'group/thumb relative aspect-square overflow-hidden rounded-md bg-muted outline-none transition focus-visible:ring-[3px] focus-visible:ring-ring/60',
        className,
      )}
    >
      {picture ? (
        <img
          src={picture}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition duration-300 group-hover/thumb:scale-105"
        />
      ) : (
        <span className="flex size-full items-center justify-center bg-gradient-to-br from-emerald-800 to-emerald-950 text-emerald-100">
          {kind === 'audio' ? <MusicIcon className="size-1/3" aria-hidden="true" /> : <FilmIcon className="size-1/3" aria-hidden="true" />}
        </span>
      )}
      {kind === 'video' && picture && (
        <span className="absolute inset-0 flex items-center justify-center bg-black/25">
          <PlayIcon className="size-1/3 fill-white text-white" aria-hidden="true" />
        </span>
      )}
    </button>
  );
}
