import type { AdminShopSettings } from '@durio/shared/schemas/settings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminSettingsKeys } from '../../api/admin-query-keys';

/** The shop's fees and contact, with the console's own settings (low-stock level, season start). */
export function getAdminSettings(signal?: AbortSignal): Promise<AdminShopSettings> {
  return apiRequest<AdminShopSettings>(adminApiPaths.settings, { signal });
}

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminSettingsKeys.all,
    queryFn: ({ signal }) => getAdminSettings(signal),
    placeholderData: keepPreviousData,
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
