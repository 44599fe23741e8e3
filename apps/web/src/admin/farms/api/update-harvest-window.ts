import type { HarvestWindow, HarvestWindowBody } from '@durio/shared/schemas/season';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminHistoryKeys } from '../../api/admin-query-keys';
import { harvestWindowKeys, harvestWindowRefusal } from './create-harvest-window';

export interface HarvestWindowUpdate {
  id: string;
  body: HarvestWindowBody;
}

/** The form sends the whole window: its variety, days and peak. */
export function updateHarvestWindow({ id, body }: HarvestWindowUpdate): Promise<HarvestWindow> {
  return apiRequest<HarvestWindow>(adminApiPaths.harvestWindow(id), { method: 'PUT', body });
}

export function useUpdateHarvestWindow(toasts: AdminToasts<HarvestWindow>) {
  return useAdminWrite({
    write: updateHarvestWindow,
    toasts,
    answeredByCaller: (error) => harvestWindowRefusal(error) !== undefined,
    invalidates: (harvestWindow) => [...harvestWindowKeys(harvestWindow.farmId), adminHistoryKeys.of('harvest window', harvestWindow.id)],
  });
}
