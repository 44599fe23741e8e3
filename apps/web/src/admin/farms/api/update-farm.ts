import type { Farm } from '@durio/shared/schemas/catalogue';
import type { updateFarmBodySchema } from '@durio/shared/schemas/farm-admin';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, adminHistoryKeys, adminProductsKeys, storefrontCatalogueKeys, storefrontKeys } from '../../api/admin-query-keys';

export interface FarmUpdate {
  id: string;
  body: z.input<typeof updateFarmBodySchema>;
}

export function updateFarm({ id, body }: FarmUpdate): Promise<Farm> {
  return apiRequest<Farm>(apiPaths.farm(id), { method: 'PUT', body });
}

/**
 * Products show their farm's name and whether it is verified (a product of an unverified farm is not sold), and
 * trees their farm's: the console's products and the whole shop catalogue change with the farm, and the harvest
 * calendar, which names verified farms by their state. Its pictures may be new uploads, which its storage counts.
 */
export function useUpdateFarm(toasts: AdminToasts<Farm>) {
  return useAdminWrite({
    write: updateFarm,
    toasts,
    invalidates: (farm) => [
      adminFarmsKeys.detail(farm.id),
      adminFarmsKeys.lists(),
      adminFarmsKeys.storageUsage(farm.id),
      adminHistoryKeys.of('farm', farm.id),
      adminProductsKeys.all,
      ...storefrontCatalogueKeys,
      storefrontKeys.season,
    ],
  });
}
