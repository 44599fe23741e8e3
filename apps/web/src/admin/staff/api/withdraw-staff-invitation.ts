import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminStaffKeys } from '../../api/admin-query-keys';

/** The invitation's link stops working. */
export function withdrawStaffInvitation(id: string): Promise<void> {
  return apiRequest<void>(adminApiPaths.staffInvitation(id), { method: 'DELETE' });
}

export function useWithdrawStaffInvitation(toasts: AdminToasts<void>) {
  return useAdminWrite({ write: withdrawStaffInvitation, toasts, invalidates: () => [adminStaffKeys.all] });
}
