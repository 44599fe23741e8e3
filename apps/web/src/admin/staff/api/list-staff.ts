import type { StaffListReply } from '@durio/shared/schemas/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminStaffKeys } from '../../api/admin-query-keys';

/** The ADMIN and STAFF accounts, and the invitations not yet accepted. */
export function listStaff(signal?: AbortSignal): Promise<StaffListReply> {
  return apiRequest<StaffListReply>(adminApiPaths.staff, { signal });
}

export const staffQueryOptions = () => queryOptions({ queryKey: adminStaffKeys.all, queryFn: ({ signal }) => listStaff(signal) });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
