import type { CatalogueMetadata } from '@durio/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

/** The catalogue's varieties (with counts) and its price range in RM: what the shop's filters offer. */
export function getCatalogueMetadata(signal?: AbortSignal): Promise<CatalogueMetadata> {
  return apiRequest<CatalogueMetadata>(apiPaths.catalogueMetadata, { signal });
}

export const catalogueMetadataQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'metadata'],
    queryFn: ({ signal }) => getCatalogueMetadata(signal),
    staleTime: 5 * 60_000,
  });

export function useCatalogueMetadata() {
  return useQuery(catalogueMetadataQueryOptions());
}
