import type { Tree } from '@durio/shared/schemas/catalogue';
import type { updateTreeBodySchema } from '@durio/shared/schemas/farm-admin';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, adminHistoryKeys, adminProductsKeys, storefrontCatalogueKeys } from '../../api/admin-query-keys';

export interface TreeUpdate {
  id: string;
  body: z.input<typeof updateTreeBodySchema>;
}

export function updateTree({ id, body }: TreeUpdate): Promise<Tree> {
  return apiRequest<Tree>(apiPaths.tree(id), { method: 'PUT', body });
}

/**
 * Care records and products name their tree, and a farm counts its varieties: the farm's records, the console's
 * products and the shop's catalogue change with the tree.
 */
export function useUpdateTree(toasts: AdminToasts<Tree>) {
  return useAdminWrite({
    write: updateTree,
    toasts,
    invalidates: (tree) => [
      adminFarmsKeys.trees(tree.farmId),
      adminFarmsKeys.tree(tree.id),
      adminFarmsKeys.records(tree.farmId),
      adminFarmsKeys.lists(),
      adminFarmsKeys.storageUsage(tree.farmId),
      adminHistoryKeys.of('tree', tree.id),
      adminProductsKeys.all,
      ...storefrontCatalogueKeys,
    ],
  });
}
