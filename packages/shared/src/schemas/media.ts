import { z } from 'zod';

/** A stored file as replies show it (storefront spec §3 File). */
export const mediaFileSchema = z.object({
  id: z.uuid(),
  type: z.string().describe('MIME type, e.g. image/webp, video/mp4, audio/mpeg'),
  url: z.object({ original: z.string(), thumbnail: z.string().nullable() }),
  caption: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;
