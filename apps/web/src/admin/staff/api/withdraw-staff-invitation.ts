import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminStaffKeys } from '../../api/admin-query-keys';

/** The invitation's link stops working. */
export function withdrawStaffInvitation(id: string): Promise<void> {
  return apiRequest<void>(apiPaths.admin.staffInvitation(id), { method: 'DELETE' });
}

export function useWithdrawStaffInvitation(toasts: AdminToasts<void>) {
  return useAdminWrite({ write: withdrawStaffInvitation, toasts, invalidates: () => [adminStaffKeys.all] });
}
