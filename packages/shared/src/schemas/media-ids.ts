import { z } from 'zod';

/** Uploaded files (ids from the files calls) in display order: the first is the main picture. */
export const mediaIdsSchema = (max: number) =>
  z.array(z.uuid()).max(max, `At most ${max} files`).refine((ids) => new Set(ids).size === ids.length, 'A file is listed twice');
