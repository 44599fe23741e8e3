import type { ProductListReply } from '@durio/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminProductsKeys } from '../../api/admin-query-keys';

/** Enough for one farm's whole fruit of one variety. */
const TAKE = 100;

/**
 * The farm's whole fruit of `variety` (matched whatever its case), drafts and unavailable ones too: what may price a
 * pre-ordered fruit (docs/product/the-season.md, Pre-orders). No variety, nothing to ask.
 */
export const farmWholeFruitQueryOptions = (farmId: string, variety: string | null) => {
  const query = { farmId, varieties: variety ?? '', forms: 'whole', take: TAKE };
  return queryOptions({
    queryKey: adminProductsKeys.list(query),
    queryFn: ({ signal }) => apiRequest<ProductListReply>(adminApiPaths.products, { query, signal }),
    enabled: variety !== null,
  });
};

export function useFarmWholeFruit(farmId: string, variety: string | null) {
  return useQuery(farmWholeFruitQueryOptions(farmId, variety));
}
