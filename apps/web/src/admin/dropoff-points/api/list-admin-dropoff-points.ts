import type { AdminDropoffPoint } from '@durio/shared/schemas/farm-admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminDropoffPointsKeys } from '../../api/admin-query-keys';

/** Every pickup point, inactive ones too, each with its orders still to collect. */
export function listAdminDropoffPoints(signal?: AbortSignal): Promise<AdminDropoffPoint[]> {
  return apiRequest<AdminDropoffPoint[]>(adminApiPaths.dropoffPoints, { signal });
}

export const adminDropoffPointsQueryOptions = () =>
  queryOptions({
    queryKey: adminDropoffPointsKeys.all,
    queryFn: ({ signal }) => listAdminDropoffPoints(signal),
    placeholderData: keepPreviousData,
  });

export function useAdminDropoffPoints() {
  return useQuery(adminDropoffPointsQueryOptions());
}
