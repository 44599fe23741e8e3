import type { Tree } from '@durio/shared/schemas/catalogue';
import type { createTreeBodySchema } from '@durio/shared/schemas/farm-admin';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, storefrontKeys } from '../../api/admin-query-keys';

export interface TreeCreation {
  farmId: string;
  body: z.input<typeof createTreeBodySchema>;
}

export function createTree({ farmId, body }: TreeCreation): Promise<Tree> {
  return apiRequest<Tree>(adminApiPaths.farmTrees(farmId), { method: 'POST', body });
}

/** The farm's trees, its count of trees and varieties (its page and the farm lists) and its storage change. */
export function useCreateTree(toasts: AdminToasts<Tree>) {
  return useAdminWrite({
    write: createTree,
    toasts,
    invalidates: (tree) => [
      adminFarmsKeys.trees(tree.farmId),
      adminFarmsKeys.detail(tree.farmId),
      adminFarmsKeys.lists(),
      adminFarmsKeys.storageUsage(tree.farmId),
      storefrontKeys.farms,
      storefrontKeys.trees,
      storefrontKeys.search,
    ],
  });
}
