import type { MediaFile } from '@durio/shared/schemas/media';
import type { MediaViewerItem } from '@/components/media-viewer';

/**
 * The files of every record or entry as one sequence for the viewer (so previous/next cross entry boundaries),
 * and where each group's files start in it.
 */
export function mediaSequence<T extends { files: readonly MediaFile[] }>(
  groups: readonly T[],
  contextOf: (group: T) => string,
): { items: MediaViewerItem[]; starts: number[] } {
  const items: MediaViewerItem[] = [];
  const starts: number[] = [];
  for (const group of groups) {
    starts.push(items.length);
    const context = contextOf(group);
    for (const file of group.files) items.push({ file, context });
  }
  return { items, starts };
}
