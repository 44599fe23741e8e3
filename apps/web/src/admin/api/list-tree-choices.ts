import type { FarmTreesReply, Tree } from '@durio/shared/schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { adminFarmsKeys } from './admin-query-keys';

/*
 * The tree picker's reads (a farm may have hundreds of trees): the first matches of what the owner types among
 * one farm's trees, and the chosen tree by its id when the picker does not know its name.
 */

/** Enough to scan at a glance; the rest are found by typing. */
const PICKER_TAKE = 20;

function listFarmTrees(farmId: string, query: { search?: string; take: number }, signal?: AbortSignal): Promise<FarmTreesReply> {
  return apiRequest<FarmTreesReply>(apiPaths.farmTrees(farmId), { query, signal });
}

/** One farm's trees matching `search` (all of them when empty); no farm, nothing to ask. */
export const treeChoicesQueryOptions = (farmId: string | null, search: string) => {
  const query = { search: search || undefined, take: PICKER_TAKE };
  return queryOptions({
    queryKey: adminFarmsKeys.treeList(farmId ?? '', query),
    queryFn: ({ signal }) => listFarmTrees(farmId!, query, signal),
    enabled: farmId !== null,
    placeholderData: keepPreviousData,
  });
};

export function useTreeChoices(farmId: string | null, search: string) {
  return useQuery(treeChoicesQueryOptions(farmId, search));
}

function getTree(treeId: string, signal?: AbortSignal): Promise<Tree> {
  return apiRequest<Tree>(apiPaths.tree(treeId), { signal });
}

/** The one tree `treeId` names; null waits. */
export const chosenTreeQueryOptions = (treeId: string | null) =>
  queryOptions({
    queryKey: adminFarmsKeys.tree(treeId ?? ''),
    queryFn: ({ signal }) => getTree(treeId!, signal),
    enabled: treeId !== null,
    placeholderData: keepPreviousData,
  });

export function useChosenTree(treeId: string | null) {
  return useQuery(chosenTreeQueryOptions(treeId));
}
