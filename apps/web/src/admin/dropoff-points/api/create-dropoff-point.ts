import type { AdminDropoffPoint, dropoffPointBodySchema } from '@durio/shared/schemas/farm-admin';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminDropoffPointsKeys, storefrontKeys } from '../../api/admin-query-keys';

export function createDropoffPoint(body: z.input<typeof dropoffPointBodySchema>): Promise<AdminDropoffPoint> {
  return apiRequest<AdminDropoffPoint>(apiPaths.dropoffPoints, { method: 'POST', body });
}

/** Checkout offers the active points: the console's list and the shop's change. */
export function useCreateDropoffPoint(toasts: AdminToasts<AdminDropoffPoint>) {
  return useAdminWrite({
    write: createDropoffPoint,
    toasts,
    invalidates: () => [adminDropoffPointsKeys.all, storefrontKeys.dropoffPoints],
  });
}
