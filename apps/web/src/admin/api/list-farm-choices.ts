import type { FarmListReply } from '@durio/shared/schemas/catalogue';
import type { QueryValue } from '@durio/shared/search-params';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { adminFarmsKeys } from './admin-query-keys';

/*
 * The farm picker's reads (2,500 farms): the first matches of what the owner types, never the whole list
 * (docs/decisions/029), and the chosen farm by its id when the picker does not know its name.
 */

/** Enough to scan at a glance; the rest are found by typing. */
const PICKER_TAKE = 20;

function listFarms(query: Record<string, QueryValue>, signal?: AbortSignal): Promise<FarmListReply> {
  return apiRequest<FarmListReply>(apiPaths.farms, { query, signal });
}

/** Any farm, whatever its status: the best matches of `search` first, or the whole list by name. */
export const farmChoicesQueryOptions = (search: string) => {
  const query = { verificationStatus: 'ALL', take: PICKER_TAKE, ...(search ? { search } : { sort: 'name' }) };
  return queryOptions({
    queryKey: adminFarmsKeys.list(query),
    queryFn: ({ signal }) => listFarms(query, signal),
    placeholderData: keepPreviousData,
  });
};

export function useFarmChoices(search: string) {
  return useQuery(farmChoicesQueryOptions(search));
}

/** The one farm `farmId` names, whatever its status; null waits. */
export const chosenFarmQueryOptions = (farmId: string | null) => {
  const query = { verificationStatus: 'ALL', farmId, take: 1 };
  return queryOptions({
    queryKey: adminFarmsKeys.list(query),
    queryFn: ({ signal }) => listFarms(query, signal),
    enabled: farmId !== null,
    placeholderData: keepPreviousData,
  });
};

export function useChosenFarm(farmId: string | null) {
  return useQuery(chosenFarmQueryOptions(farmId));
}
