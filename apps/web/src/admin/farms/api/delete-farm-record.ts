import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminFarmsKeys, storefrontKeys } from '../../api/admin-query-keys';

export interface FarmRecordRemoval {
  id: string;
  farmId: string;
}

/** Removes the record; its files stay in the library. */
export function deleteFarmRecord({ id }: FarmRecordRemoval): Promise<void> {
  return apiRequest<void>(adminApiPaths.maintenance(id), { method: 'DELETE' });
}

export function useDeleteFarmRecord(toasts: AdminToasts<void>) {
  return useAdminWrite({
    write: deleteFarmRecord,
    toasts,
    invalidates: (_, { farmId }) => [adminFarmsKeys.records(farmId), adminFarmsKeys.trees(farmId), storefrontKeys.farms, storefrontKeys.trees],
  });
}
