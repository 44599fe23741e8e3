import { fileKinds, kindOfType, type FileKind } from '@durio/shared/file-rules';
import { fileTypeFromBuffer } from 'file-type';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors';

/** Bytes enough for file-type to tell every type the shop stores. */
export const SNIFF_BYTES = 4100;

/** file-type's names for the types the shop stores, where they differ from the one the shop records. */
const canonicalTypes: Record<string, string> = {
  'audio/x-m4a': 'audio/mp4',
  'audio/ogg; codecs=opus': 'audio/ogg',
  'audio/vnd.wave': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/x-wav': 'audio/wav',
};

const ALLOWED = 'JPEG, PNG, WebP or AVIF pictures, MP4 or WebM video, MP3, M4A/AAC, OGG or WAV sound';
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export interface SniffedType {
  type: string;
  kind: FileKind;
}

/**
 * The type of a file from its first bytes, never from its name or what the client said (docs/product/files.md).
 * 415 naming what is allowed when it is not a picture, video or sound the shop stores.
 */
export async function sniffType(head: Buffer): Promise<SniffedType> {
  const found = await fileTypeFromBuffer(head);
  const type = found ? (canonicalTypes[found.mime] ?? found.mime) : null;
  const kind = type ? kindOfType(type) : null;
  if (!type || !kind) throw new UnsupportedMediaTypeError(`This type of file cannot be stored. Allowed: ${ALLOWED}.`);
  return { type, kind };
}

/** 413 when a file of this kind is bigger than the shop takes (pictures 15 MB, sound 25 MB, video 200 MB). */
export function checkSize(kind: FileKind, bytes: number): void {
  const limit = fileKinds[kind].maxBytes;
  if (bytes > limit) throw new PayloadTooLargeError(`A ${kindNames[kind]} may be at most ${megabytes(limit)}.`);
}

const kindNames: Record<FileKind, string> = { image: 'picture', audio: 'sound file', video: 'video' };
