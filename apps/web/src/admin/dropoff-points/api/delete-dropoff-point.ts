import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminDropoffPointsKeys, storefrontKeys } from '../../api/admin-query-keys';

/** The server refuses (409) to remove a point with orders still to collect. */
export function deleteDropoffPoint(id: string): Promise<void> {
  return apiRequest<void>(adminApiPaths.dropoffPoint(id), { method: 'DELETE' });
}

export function useDeleteDropoffPoint(toasts: AdminToasts<void>) {
  return useAdminWrite({
    write: deleteDropoffPoint,
    toasts,
    invalidates: () => [adminDropoffPointsKeys.all, storefrontKeys.dropoffPoints],
  });
}
