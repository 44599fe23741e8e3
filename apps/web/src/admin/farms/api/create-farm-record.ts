import type { MaintenanceRecord } from '@durio/shared/schemas/catalogue';
import type { createMaintenanceBodySchema } from '@durio/shared/schemas/farm-admin';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { farmRecordKeys } from './list-farm-records';

export interface FarmRecordCreation {
  farmId: string;
  /** The tree the work was done on; null for work on the whole farm. */
  treeId: string | null;
  body: z.input<typeof createMaintenanceBodySchema>;
}

export function createFarmRecord({ farmId, treeId, body }: FarmRecordCreation): Promise<MaintenanceRecord> {
  const path = treeId ? adminApiPaths.treeMaintenance(treeId) : apiPaths.farmMaintenance(farmId);
  return apiRequest<MaintenanceRecord>(path, { method: 'POST', body });
}

/** Trees carry their records (the trees tab counts them): the farm's records and trees change, and the shop's pages of both. */
export function useCreateFarmRecord(toasts: AdminToasts<MaintenanceRecord>) {
  return useAdminWrite({
    write: createFarmRecord,
    toasts,
    invalidates: (record, { farmId }) => farmRecordKeys(farmId, record.treeId),
  });
}
