import type { MaintenanceRecord } from '@durio/shared/schemas/catalogue';
import type { updateMaintenanceBodySchema } from '@durio/shared/schemas/farm-admin';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminHistoryKeys } from '../../api/admin-query-keys';
import { farmRecordKeys } from './list-farm-records';

export interface FarmRecordUpdate {
  id: string;
  farmId: string;
  body: z.input<typeof updateMaintenanceBodySchema>;
}

export function updateFarmRecord({ id, body }: FarmRecordUpdate): Promise<MaintenanceRecord> {
  return apiRequest<MaintenanceRecord>(adminApiPaths.maintenance(id), { method: 'PUT', body });
}

export function useUpdateFarmRecord(toasts: AdminToasts<MaintenanceRecord>) {
  return useAdminWrite({
    write: updateFarmRecord,
    toasts,
    invalidates: (record, { farmId }) => [...farmRecordKeys(farmId, record.treeId), adminHistoryKeys.of('maintenance record', record.id)],
  });
}
