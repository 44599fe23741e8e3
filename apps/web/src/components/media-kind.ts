import type { MediaFile } from '@durio/shared/schemas/media';

export type MediaKind = 'image' | 'video' | 'audio';

/** Video and audio are told apart by the MIME prefix; anything else shows as an image. */
export function mediaKind(file: Pick<MediaFile, 'type'>): MediaKind {
  if (file.type.startsWith('video/')) return 'video';
  if (file.type.startsWith('audio/')) return 'audio';
  return 'image';
}
