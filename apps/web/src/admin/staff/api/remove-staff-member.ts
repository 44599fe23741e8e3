import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { useAdminWrite, type AdminToasts } from '../../api/admin-api';
import { adminCustomersKeys, adminStaffKeys } from '../../api/admin-query-keys';

/** A STAFF account becomes a customer again and is signed out (docs/product/staff.md). */
export function removeStaffMember(userId: string): Promise<void> {
  return apiRequest<void>(adminApiPaths.staffMember(userId), { method: 'DELETE' });
}

/** The staff list changes, and the customers' list, where the account now shows. */
export function useRemoveStaffMember(toasts: AdminToasts<void>) {
  return useAdminWrite({ write: removeStaffMember, toasts, invalidates: () => [adminStaffKeys.all, adminCustomersKeys.all] });
}
