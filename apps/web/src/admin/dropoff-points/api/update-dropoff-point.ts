import type { AdminDropoffPoint, updateDropoffPointBodySchema } from '@durio/shared/schemas/farm-admin';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminDropoffPointsKeys, adminHistoryKeys, storefrontKeys } from '../../api/admin-query-keys';

export interface DropoffPointUpdate {
  id: string;
  body: z.input<typeof updateDropoffPointBodySchema>;
}

export function updateDropoffPoint({ id, body }: DropoffPointUpdate): Promise<AdminDropoffPoint> {
  return apiRequest<AdminDropoffPoint>(adminApiPaths.dropoffPoint(id), { method: 'PUT', body });
}

export function useUpdateDropoffPoint(toasts: AdminToasts<AdminDropoffPoint>) {
  return useAdminWrite({
    write: updateDropoffPoint,
    toasts,
    invalidates: (point) => [adminDropoffPointsKeys.all, adminHistoryKeys.of('dropoff point', point.id), storefrontKeys.dropoffPoints],
  });
}
