import type { ShopSettings } from '@durio/shared/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export function getShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return apiRequest<ShopSettings>(apiPaths.shopSettings, { signal });
}

export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['shop-settings'],
    queryFn: ({ signal }) => getShopSettings(signal),
    staleTime: 5 * 60_000,
  });

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions());
}
