import type { MediaFile } from '@durio/shared/schemas/media';
import { lazy, Suspense, useState } from 'react';

export interface MediaViewerItem {
  file: MediaFile;
  /** What the file belongs to: a maintenance record or a gallery entry. */
  context: string;
}

export interface MediaViewerProps {
  /** Every file of every record or entry, in one sequence, so previous/next cross entry boundaries. */
  items: readonly MediaViewerItem[];
  /** The open item, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

const MediaViewerDialog = lazy(async () => ({ default: (await import('./media-viewer-dialog')).MediaViewerDialog }));

/**
 * A dialog showing one photo, video or sound recording at a time, with previous/next and 'position / total'.
 * Its code (a Radix dialog) is fetched when the first item is opened, not with the page, then stays mounted.
 */
export function MediaViewer(props: MediaViewerProps) {
  const [wanted, setWanted] = useState(false);
  if (props.index !== null && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <MediaViewerDialog {...props} />
    </Suspense>
  ) : null;
}
