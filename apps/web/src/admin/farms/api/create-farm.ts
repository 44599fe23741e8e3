import type { Farm } from '@durio/shared/schemas/catalogue';
import type { createFarmBodySchema } from '@durio/shared/schemas/farm-admin';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, storefrontKeys } from '../../api/admin-query-keys';

export type CreateFarmInput = z.input<typeof createFarmBodySchema>;

export function createFarm(body: CreateFarmInput): Promise<Farm> {
  return apiRequest<Farm>(apiPaths.farms, { method: 'POST', body });
}

/** A new farm joins the console's farm lists (the farm picker's too), and the shop's when it is created verified. */
export function useCreateFarm(toasts: AdminToasts<Farm>) {
  return useAdminWrite({
    write: createFarm,
    toasts,
    invalidates: () => [adminFarmsKeys.lists(), storefrontKeys.farms, storefrontKeys.search],
  });
}
