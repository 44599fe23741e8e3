import { z } from 'zod';
import { mediaFileSchema } from './media';

/** One recorded admin change (who, what, when, before and after: docs/product/admin-console.md). */
export const adminChangeSchema = z.object({
  id: z.uuid(),
  actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable().describe('The object as the API showed it before; null when it was created'),
  after: z.record(z.string(), z.unknown()).nullable().describe('The object as the API shows it after; null when it was deleted'),
  createdAt: z.iso.datetime(),
});
export type AdminChange = z.infer<typeof adminChangeSchema>;

export const adminChangesQuerySchema = z.object({
  entity: z.string().trim().min(1).max(40).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminChangesQuery = z.infer<typeof adminChangesQuerySchema>;

export const adminChangesReplySchema = z.object({
  items: z.array(adminChangeSchema),
  files: z
    .array(mediaFileSchema)
    .describe("The pictures the page's changes name in `mediaIds`, so the history shows them; a file deleted since is not here"),
  meta: z.object({ totalCount: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type AdminChangesReply = z.infer<typeof adminChangesReplySchema>;
