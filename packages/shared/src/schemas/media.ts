import { z } from 'zod';
import { mediaTranslationsSchema } from './content-translations';

/** Where a stored file is loaded from: the original, and for pictures a square thumbnail and smaller copies. */
export const fileUrlsSchema = z.object({
  original: z.string(),
  thumbnail: z.string().nullable().describe('A small WebP picture; null for video and sound'),
  variants: z
    .array(z.object({ width: z.number().int(), url: z.string() }))
    .describe('WebP copies of a picture at smaller widths, narrowest first, for srcset'),
});

/** A stored file as replies show it. */
export const mediaFileSchema = z.object({
  id: z.uuid(),
  type: z.string().describe('MIME type, e.g. image/webp, video/mp4, audio/mpeg'),
  url: fileUrlsSchema,
  caption: z.string().nullable().describe("Also the picture's alt text; in the language the read asks for (lang), English where it has none"),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The admin's replies only: the caption's Malay and Chinese versions as stored. */
  translations: mediaTranslationsSchema.optional(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;
