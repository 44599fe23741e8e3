import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { harvestWindowKeys } from './create-harvest-window';

export interface HarvestWindowRemoval {
  id: string;
  farmId: string;
}

export function deleteHarvestWindow({ id }: HarvestWindowRemoval): Promise<void> {
  return apiRequest<void>(apiPaths.admin.harvestWindow(id), { method: 'DELETE' });
}

export function useDeleteHarvestWindow(toasts: AdminToasts<void>) {
  return useAdminWrite({
    write: deleteHarvestWindow,
    toasts,
    invalidates: (_, { farmId }) => harvestWindowKeys(farmId),
  });
}
