import type { AdminClaim, ClaimStatus } from '@durio/shared/schemas/claims';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminApiPaths } from '@/admin/api/admin-api-paths';
import { adminClaimsKeys } from '../../api/admin-query-keys';

/** The guarantee's claims (docs/product/fruit-guarantee.md): the open ones first, oldest first; '' for every status. */
export function listClaims(status: ClaimStatus | '', signal?: AbortSignal): Promise<AdminClaim[]> {
  return apiRequest<AdminClaim[]>(adminApiPaths.claims, { query: status ? { status } : {}, signal });
}

export const claimsQueryOptions = (status: ClaimStatus | '') =>
  queryOptions({
    queryKey: adminClaimsKeys.list(status),
    queryFn: ({ signal }) => listClaims(status, signal),
    placeholderData: keepPreviousData,
  });

export function useClaims(status: ClaimStatus | '') {
  return useQuery(claimsQueryOptions(status));
}
