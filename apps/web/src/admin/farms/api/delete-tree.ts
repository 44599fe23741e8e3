import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, adminProductsKeys, storefrontCatalogueKeys } from '../../api/admin-query-keys';

export interface TreeRemoval {
  id: string;
  farmId: string;
}

export function deleteTree({ id }: TreeRemoval): Promise<void> {
  return apiRequest<void>(apiPaths.tree(id), { method: 'DELETE' });
}

/** The farm loses a tree (its count, its records of it) and products their source tree: as for an edit, and the farm. */
export function useDeleteTree(toasts: AdminToasts<void>) {
  return useAdminWrite({
    write: deleteTree,
    toasts,
    invalidates: (_, { farmId }) => [
      adminFarmsKeys.trees(farmId),
      adminFarmsKeys.detail(farmId),
      adminFarmsKeys.records(farmId),
      adminFarmsKeys.lists(),
      adminProductsKeys.all,
      ...storefrontCatalogueKeys,
    ],
  });
}
