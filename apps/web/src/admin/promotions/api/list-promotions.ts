import type { Promotion } from '@durio/shared/schemas/promotions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminPromotionsKeys } from '../../api/admin-query-keys';

/** Every automatic promotion with its terms and what it brought, in the order they apply. */
export function listPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  return apiRequest<Promotion[]>(adminApiPaths.promotions, { signal });
}

export function usePromotions() {
  return useQuery(
    queryOptions({
      queryKey: adminPromotionsKeys.all,
      queryFn: ({ signal }) => listPromotions(signal),
      placeholderData: keepPreviousData,
    }),
  );
}
