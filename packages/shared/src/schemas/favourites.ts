import { z } from 'zod';
import { mediaFileSchema } from './media';

/** Favourites may be farms, trees or products (docs/product/catalogue.md). */
export const favouriteTypes = ['farm', 'tree', 'product'] as const;
export type FavouriteType = (typeof favouriteTypes)[number];

export const favouriteSchema = z.object({
  id: z.uuid(),
  type: z.enum(favouriteTypes),
  targetId: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  /** What the favourite points at, for the Favourites tab; null when it no longer exists or is hidden. */
  target: z
    .object({
      id: z.uuid(),
      name: z.string(),
      /** e.g. the farm's location, the tree's variety, the product's farm. */
      subtitle: z.string().nullable(),
      image: mediaFileSchema.nullable(),
    })
    .nullable(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const addFavouriteBodySchema = z.object({ type: z.enum(favouriteTypes), targetId: z.uuid() });
export type AddFavouriteBody = z.infer<typeof addFavouriteBodySchema>;
