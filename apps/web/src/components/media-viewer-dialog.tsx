import { ChevronLeftIcon, ChevronRightIcon, MusicIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { mediaKind } from './media-kind';
import type { MediaViewerItem, MediaViewerProps } from './media-viewer';

function MediaView({ item }: { item: MediaViewerItem }) {
  const { file } = item;
  const label = file.caption ?? item.context;
  switch (mediaKind(file)) {
    case 'video':
      return (
        // key: a new file must start a new player rather than keep the old one's position.
        <video key={file.id} src={file.url.original} controls preload="metadata" aria-label={label} className="size-full bg-black" />
      );
    case 'audio':
      return (
        <div className="flex w-full flex-col items-center gap-6 px-6">
          <MusicIcon className="size-16 text-emerald-300" aria-hidden="true" />
          <audio key={file.id} src={file.url.original} controls preload="metadata" aria-label={label} className="w-full max-w-md" />
        </div>
      );
    default:
      return (
        <img
          src={file.url.original}
          alt={label}
          width={file.width ?? undefined}
          height={file.height ?? undefined}
          className="size-full object-contain"
        />
      );
  }
}

/** The viewer's dialog, in its own chunk: see MediaViewer. */
export function MediaViewerDialog({ items, index, onIndexChange }: MediaViewerProps) {
  const t = useT('controls');
  const item = index === null ? undefined : items[index];
  const total = items.length;
  const position = index ?? 0;
  const hasPrevious = position > 0;
  const hasNext = position < total - 1;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Arrow keys on a player seek within the recording; elsewhere they move between items.
    if (event.target instanceof HTMLMediaElement) return;
    if (event.key === 'ArrowLeft' && hasPrevious) {
      event.preventDefault();
      onIndexChange(position - 1);
    } else if (event.key === 'ArrowRight' && hasNext) {
      event.preventDefault();
      onIndexChange(position + 1);
    }
  }

  return (
    <Dialog open={item !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogContent layout="top" onKeyDown={handleKeyDown}>
        {item && (
          <>
            <div className="grid gap-1 pr-8">
              <DialogTitle className="line-clamp-2 min-h-14">{item.context}</DialogTitle>
              <DialogDescription>
                <span aria-live="polite" className="font-medium tabular-nums">
                  {formatNumber(position + 1)} / {formatNumber(total)}
                </span>
                <span className="sr-only"> · {t('mediaViewer.keys')}</span>
              </DialogDescription>
            </div>
            {/* A fixed stage height keeps Previous/Next in place as items of different shapes come and go. */}
            <div className="flex h-[50dvh] items-center justify-center overflow-hidden rounded-lg bg-stone-950 sm:h-[60dvh]">
              <MediaView item={item} />
            </div>
            <p className="min-h-5 text-sm text-muted-foreground">{item.file.caption}</p>
            <div className="flex items-center justify-between gap-3">
              {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus out of the dialog. */}
              <Button variant="outline" onClick={() => hasPrevious && onIndexChange(position - 1)} aria-disabled={!hasPrevious}>
                <ChevronLeftIcon aria-hidden="true" />
                {t('mediaViewer.previous')}
              </Button>
              <Button variant="outline" onClick={() => hasNext && onIndexChange(position + 1)} aria-disabled={!hasNext}>
                {t('mediaViewer.next')}
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
