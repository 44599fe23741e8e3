/*
 * What the shop stores and how big it may be (docs/product/files.md). No zod: the web app checks a chosen
 * file against these before it uploads, and the server enforces them on the bytes.
 */

export const fileFolders = ['products', 'farms', 'trees', 'maintenance', 'gallery', 'orders', 'reviews', 'claims'] as const;

/** What may be stored, by the type found in the bytes, and how big each kind may be. */
export const fileKinds = {
  image: { types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'], maxBytes: 15 * 1024 * 1024 },
  audio: { types: ['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg', 'audio/wav'], maxBytes: 25 * 1024 * 1024 },
  video: { types: ['video/mp4', 'video/webm'], maxBytes: 200 * 1024 * 1024 },
} as const;
export type FileKind = keyof typeof fileKinds;

/** Above this, a file goes by direct upload rather than through the API (large videos). */
export const MAX_MULTIPART_BYTES = 15 * 1024 * 1024;

/** A customer's review carries at most this many photos (docs/product/catalogue.md). */
export const MAX_REVIEW_PHOTOS = 3;

/** The kind of a MIME type the shop stores, or null when it stores no such thing. */
export function kindOfType(type: string): FileKind | null {
  for (const [kind, rule] of Object.entries(fileKinds) as [FileKind, (typeof fileKinds)[FileKind]][]) {
    if ((rule.types as readonly string[]).includes(type)) return kind;
  }
  return null;
}
