import { z } from 'zod';
import { fileFolders, fileKinds } from '../file-rules';
import { mediaTranslationsSchema, textLimits } from './content-translations';
import { fileUrlsSchema } from './media';

/*
 * The /s3file calls (docs/product/files.md): uploads, the file list, direct uploads
 * of large videos, and a farm's storage use.
 */

/** Where an upload belongs; customers may only use 'reviews'. */
export const fileFolderSchema = z.enum(fileFolders);
export type FileFolder = z.infer<typeof fileFolderSchema>;

const captionSchema = z.string().trim().max(textLimits.caption, `Caption must be at most ${textLimits.caption} characters`);

/** A stored file as the /s3file calls answer it. `type` is the MIME type found in the bytes. */
export const storedFileSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  size: z.number().int().describe('Bytes of the original'),
  folder: z.string(),
  farmId: z.uuid().nullable(),
  caption: z.string().nullable(),
  /** The caption's Malay and Chinese versions as stored. */
  translations: mediaTranslationsSchema,
  url: fileUrlsSchema,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** The multipart fields of `POST /s3file/upload` besides `file`. */
export const uploadFieldsSchema = z.object({
  folder: fileFolderSchema.optional(),
  farmId: z.uuid().optional(),
  caption: captionSchema.optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

export const listFilesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  folder: fileFolderSchema.optional(),
  /** A kind (`image`, `video`, `audio`) or a full MIME type. */
  type: z
    .string()
    .regex(/^(image|video|audio)(\/[a-z0-9.+-]+)?$/, 'Type is image, video, audio or a full MIME type')
    .optional(),
});
export type ListFilesQuery = z.infer<typeof listFilesQuerySchema>;

export const listFilesReplySchema = z.object({
  items: z.array(storedFileSchema),
  meta: z.object({ totalCount: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type ListFilesReply = z.infer<typeof listFilesReplySchema>;

export const updateFileBodySchema = z
  .object({
    caption: captionSchema.nullable().optional(),
    translations: mediaTranslationsSchema.optional(),
    folder: fileFolderSchema.optional(),
  })
  .refine((body) => body.caption !== undefined || body.translations !== undefined || body.folder !== undefined, {
    error: 'Give a caption, its translations or a folder',
  });
export type UpdateFileBody = z.infer<typeof updateFileBodySchema>;

export const deleteFileQuerySchema = z.object({
  force: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('true: detach the file from wherever it is used, then delete it'),
});

export const prepareDirectUploadBodySchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  contentType: z.string().trim().min(3).max(100),
  size: z.number().int().positive().max(fileKinds.video.maxBytes),
  folder: fileFolderSchema,
  farmId: z.uuid().optional(),
  caption: captionSchema.optional(),
});
export type PrepareDirectUploadBody = z.infer<typeof prepareDirectUploadBodySchema>;

export const prepareDirectUploadReplySchema = z.object({
  uploadId: z.uuid(),
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()).describe('Send these headers with the bytes'),
  expiresAt: z.iso.datetime(),
});
export type PrepareDirectUploadReply = z.infer<typeof prepareDirectUploadReplySchema>;

export const completeDirectUploadBodySchema = z.object({ uploadId: z.uuid() });

export const storageUsageReplySchema = z.object({
  farmId: z.uuid(),
  files: z.number().int(),
  bytes: z.number().int().describe('Everything stored for the farm, thumbnails and smaller copies included'),
});
export type StorageUsageReply = z.infer<typeof storageUsageReplySchema>;
