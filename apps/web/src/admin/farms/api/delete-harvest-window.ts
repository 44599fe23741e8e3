import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { harvestWindowKeys } from './create-harvest-window';

export interface HarvestWindowRemoval {
  id: string;
  farmId: string;
}

export function deleteHarvestWindow({ id }: HarvestWindowRemoval): Promise<void> {
  return apiRequest<void>(adminApiPaths.harvestWindow(id), { method: 'DELETE' });
}

export function useDeleteHarvestWindow(toasts: AdminToasts<void>) {
  return useAdminWrite({
    write: deleteHarvestWindow,
    toasts,
    invalidates: (_, { farmId }) => harvestWindowKeys(farmId),
  });
}
